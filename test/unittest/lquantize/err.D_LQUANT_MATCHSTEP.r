-- @@stderr --
dtrace: failed to compile script err.D_LQUANT_MATCHSTEP.d: [D_LQUANT_MATCHSTEP] line 8: lquantize( ) step (argument #3) doesn't match previous declaration: expected 2, found 3
