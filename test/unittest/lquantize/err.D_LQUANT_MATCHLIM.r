-- @@stderr --
dtrace: failed to compile script err.D_LQUANT_MATCHLIM.d: [D_LQUANT_MATCHLIM] line 8: lquantize( ) limit (argument #2) doesn't match previous declaration: expected 10, found 20
