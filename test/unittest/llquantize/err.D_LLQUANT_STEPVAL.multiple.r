-- @@stderr --
dtrace: failed to compile script err.D_LLQUANT_STEPVAL.multiple.d: [D_LLQUANT_STEPVAL] line 7: llquantize() argument #4 (steps) must be a multiple of argument #1 (factor) when steps>factor
