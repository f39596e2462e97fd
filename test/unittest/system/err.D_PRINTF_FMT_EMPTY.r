-- @@stderr --
dtrace: failed to compile script err.D_PRINTF_FMT_EMPTY.d: [D_PRINTF_FMT_EMPTY] line 7: system( ) format string is empty
