-- @@stderr --
dtrace: failed to compile script err.D_LQUANT_MATCHBASE.d: [D_LQUANT_MATCHBASE] line 8: lquantize( ) base (argument #1) doesn't match previous declaration: expected 0, found 1
