-- @@stderr --
dtrace: failed to compile script err.D_LQUANT_LIMVAL.big.d: [D_LQUANT_LIMVAL] line 7: lquantize( ) argument #2 must be a 32-bit quantity
