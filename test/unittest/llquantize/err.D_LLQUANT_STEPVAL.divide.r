-- @@stderr --
dtrace: failed to compile script err.D_LLQUANT_STEPVAL.divide.d: [D_LLQUANT_STEPVAL] line 7: llquantize() argument #4 (steps) must evenly divide argument #1 (factor) when steps<factor
