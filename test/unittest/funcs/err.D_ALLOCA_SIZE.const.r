-- @@stderr --
dtrace: failed to compile script err.D_ALLOCA_SIZE.const.d: [D_ALLOCA_SIZE] line 7: alloca(257) size larger than scratchsize 256
