-- @@stderr --
dtrace: failed to compile script err.D_LLQUANT_MATCHSTEPS.d: [D_LLQUANT_MATCHSTEPS] line 8: llquantize() steps (argument #4) doesn't match previous declaration: expected 10, found 5
