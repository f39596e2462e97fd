-- @@stderr --
dtrace: failed to compile script err.D_LLQUANT_HMAGVAL.big.d: [D_LLQUANT_HMAGVAL] line 7: llquantize( ) argument #3 must be an unsigned 16-bit quantity
