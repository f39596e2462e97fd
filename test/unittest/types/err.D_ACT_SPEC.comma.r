-- @@stderr --
dtrace: failed to compile script err.D_ACT_SPEC.comma.d: [D_ACT_SPEC] line 7: trace( ) may not be used in an expression
