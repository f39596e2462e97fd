-- @@stderr --
dtrace: failed to compile script err.D_PRINTF_ARG_TYPE.void.d: [D_PRINTF_ARG_TYPE] line 11: printf( ) argument #2 is incompatible with conversion #1 prototype:
	conversion: %s
	 prototype: char [] or string (or use stringof)
	  argument: void
