-- @@stderr --
dtrace: failed to compile script err.D_PRINTF_ARG_TYPE.A-notarget.d: [D_PRINTF_ARG_TYPE] line 8: printf( ) argument #2 is incompatible with conversion #1 prototype:
	conversion: %A
	 prototype: pointer or integer (with -p/-c) or _usymaddr (without -p/-c)
	  argument: int
