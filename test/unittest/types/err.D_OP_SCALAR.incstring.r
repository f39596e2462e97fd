-- @@stderr --
dtrace: failed to compile script err.D_OP_SCALAR.incstring.d: [D_OP_SCALAR] line 8: operator ++ requires operand of scalar type
