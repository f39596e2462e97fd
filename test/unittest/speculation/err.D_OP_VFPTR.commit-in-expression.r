-- @@stderr --
dtrace: failed to compile script err.D_OP_VFPTR.commit-in-expression.d: [D_OP_VFPTR] line 7: operator = may not be applied to a void expression
