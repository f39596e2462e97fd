-- @@stderr --
dtrace: failed to compile script err.D_LQUANT_STEPSMALL.d: [D_LQUANT_STEPSMALL] line 7: lquantize( ) step (argument #3) too small: number of quantization levels must be a 16-bit quantity
