-- @@stderr --
dtrace: failed to compile script err.D_OP_ARITH.negaction.d: [D_OP_ARITH] line 7: operator - requires an operand of arithmetic type
