-- @@stderr --
dtrace: failed to compile script err.D_TRACEMEM_SIZE.big.d: [D_TRACEMEM_SIZE] line 7: tracemem( ) argument #2 must be at most 65536
