-- @@stderr --
dtrace: failed to compile script err.D_LQUANT_BASEVAL.big.d: [D_LQUANT_BASEVAL] line 7: lquantize( ) argument #1 must be a 32-bit quantity
