-- @@stderr --
dtrace: failed to compile script err.D_PRINTF_ARG_FMT.d: [D_PRINTF_ARG_FMT] line 8: format conversion #1 is undefined: %z
