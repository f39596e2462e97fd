-- @@stderr --
dtrace: failed to compile script err.D_PRINTF_ARG_FMT.d: [D_PRINTF_ARG_FMT] line 7: freopen( ) argument #1 is incompatible with prototype:
	prototype: string constant
	 argument: string
