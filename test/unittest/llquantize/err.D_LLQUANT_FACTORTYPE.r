-- @@stderr --
dtrace: failed to compile script err.D_LLQUANT_FACTORTYPE.d: [D_LLQUANT_FACTORTYPE] line 8: llquantize( ) argument #1 must be an integer constant
