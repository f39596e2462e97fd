-- @@stderr --
dtrace: failed to compile script err.D_PROTO_ARG.string.d: [D_PROTO_ARG] line 8: normalize( ) argument #2 is incompatible with prototype:
	prototype: uint64_t
	 argument: string
