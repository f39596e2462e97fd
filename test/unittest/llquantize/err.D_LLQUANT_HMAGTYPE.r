-- @@stderr --
dtrace: failed to compile script err.D_LLQUANT_HMAGTYPE.d: [D_LLQUANT_HMAGTYPE] line 8: llquantize( ) argument #3 must be an integer constant
