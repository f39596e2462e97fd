-- @@stderr --
dtrace: failed to compile script err.D_DECL_TYPERED.brace-line.d: [D_DECL_TYPERED] line 9: type redeclared: enum color
