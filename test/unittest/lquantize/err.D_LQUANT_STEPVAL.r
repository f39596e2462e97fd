-- @@stderr --
dtrace: failed to compile script err.D_LQUANT_STEPVAL.d: [D_LQUANT_STEPVAL] line 7: lquantize( ) argument #3 must be a 16-bit quantity
