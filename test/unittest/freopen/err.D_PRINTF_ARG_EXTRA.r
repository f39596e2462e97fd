-- @@stderr --
dtrace: failed to compile script err.D_PRINTF_ARG_EXTRA.d: [D_PRINTF_ARG_EXTRA] line 7: freopen( ) prototype mismatch: only 0 arguments required by this format string
