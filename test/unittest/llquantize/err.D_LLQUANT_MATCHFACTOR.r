-- @@stderr --
dtrace: failed to compile script err.D_LLQUANT_MATCHFACTOR.d: [D_LLQUANT_MATCHFACTOR] line 8: llquantize() factor (argument #1) doesn't match previous declaration: expected 10, found 5
