-- @@stderr --
dtrace: failed to compile script err.D_LLQUANT_MATCHHMAG.d: [D_LLQUANT_MATCHHMAG] line 8: llquantize() hmag (argument #3) doesn't match previous declaration: expected 2, found 3
