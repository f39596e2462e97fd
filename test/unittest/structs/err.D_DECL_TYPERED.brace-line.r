-- @@stderr --
dtrace: failed to compile script err.D_DECL_TYPERED.brace-line.d: [D_DECL_TYPERED] line 11: type redeclared: struct point
