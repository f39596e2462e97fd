-- @@stderr --
dtrace: failed to compile script err.D_OP_SCALAR.string-incr.d: [D_OP_SCALAR] line 7: operator ++ requires operand of scalar type
