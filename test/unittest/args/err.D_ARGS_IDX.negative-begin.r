-- @@stderr --
dtrace: failed to compile script err.D_ARGS_IDX.negative-begin.d: [D_ARGS_IDX] line 8: index -1 is out of range for :::BEGIN args[ ]
