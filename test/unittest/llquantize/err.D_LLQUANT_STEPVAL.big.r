-- @@stderr --
dtrace: failed to compile script err.D_LLQUANT_STEPVAL.big.d: [D_LLQUANT_STEPVAL] line 7: llquantize( ) argument #4 must be an unsigned 16-bit quantity
