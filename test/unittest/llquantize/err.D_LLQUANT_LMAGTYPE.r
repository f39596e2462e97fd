-- @@stderr --
dtrace: failed to compile script err.D_LLQUANT_LMAGTYPE.d: [D_LLQUANT_LMAGTYPE] line 8: llquantize( ) argument #2 must be an integer constant
