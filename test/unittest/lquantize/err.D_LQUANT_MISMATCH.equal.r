-- @@stderr --
dtrace: failed to compile script err.D_LQUANT_MISMATCH.equal.d: [D_LQUANT_MISMATCH] line 7: lquantize( ) base (argument #1) must be less than limit (argument #2)
