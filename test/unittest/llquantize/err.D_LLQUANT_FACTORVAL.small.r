-- @@stderr --
dtrace: failed to compile script err.D_LLQUANT_FACTORVAL.small.d: [D_LLQUANT_FACTORVAL] line 7: llquantize( ) argument #1 must be an unsigned 16-bit quantity greater than or equal to 2
