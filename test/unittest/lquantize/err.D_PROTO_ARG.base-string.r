-- @@stderr --
dtrace: failed to compile script err.D_PROTO_ARG.base-string.d: [D_PROTO_ARG] line 7: lquantize( ) argument #2 is incompatible with prototype:
	prototype: int32_t
	 argument: string
