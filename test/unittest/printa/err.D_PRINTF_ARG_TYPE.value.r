-- @@stderr --
dtrace: failed to compile script err.D_PRINTF_ARG_TYPE.value.d: [D_PRINTF_ARG_TYPE] line 8: printa( ) aggregating action is incompatible with conversion #1 prototype:
	conversion: %s
	 prototype: char [] or string (or use stringof)
	  argument: int64_t
