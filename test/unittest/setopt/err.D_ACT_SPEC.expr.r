-- @@stderr --
dtrace: failed to compile script err.D_ACT_SPEC.expr.d: [D_ACT_SPEC] line 7: setopt( ) may not be used in an expression
