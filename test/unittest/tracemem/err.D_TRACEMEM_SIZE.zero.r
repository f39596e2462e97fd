-- @@stderr --
dtrace: failed to compile script err.D_TRACEMEM_SIZE.zero.d: [D_TRACEMEM_SIZE] line 7: tracemem( ) argument #2 must be a non-zero positive integral constant expression
