-- @@stderr --
dtrace: failed to compile script err.D_LQUANT_STEPLARGE.d: [D_LQUANT_STEPLARGE] line 7: lquantize( ) step (argument #3) too large: must have at least one quantization level
