-- @@stderr --
dtrace: failed to compile script err.D_LLQUANT_LMAGVAL.neg.d: [D_LLQUANT_LMAGVAL] line 7: llquantize( ) argument #2 must be an unsigned 16-bit quantity
