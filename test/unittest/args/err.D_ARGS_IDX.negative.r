-- @@stderr --
dtrace: failed to compile script err.D_ARGS_IDX.negative.d: [D_ARGS_IDX] line 9: index -1 is out of range for syscall::read:entry args[ ]
