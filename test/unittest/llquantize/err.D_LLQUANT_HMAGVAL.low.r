-- @@stderr --
dtrace: failed to compile script err.D_LLQUANT_HMAGVAL.low.d: [D_LLQUANT_HMAGVAL] line 7: llquantize( ) argument #3 (high magnitude) must be at least argument #2 (low magnitude)
