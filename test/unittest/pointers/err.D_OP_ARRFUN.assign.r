-- @@stderr --
dtrace: failed to compile script err.D_OP_ARRFUN.assign.d: [D_OP_ARRFUN] line 10: operator = may not be applied to operand of type "int [2]"
