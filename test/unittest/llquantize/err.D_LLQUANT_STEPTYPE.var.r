-- @@stderr --
dtrace: failed to compile script err.D_LLQUANT_STEPTYPE.var.d: [D_LLQUANT_STEPTYPE] line 8: llquantize( ) argument #4 must be a non-zero positive integer constant
