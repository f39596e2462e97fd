-- @@stderr --
dtrace: failed to compile script err.D_PROTO_ARG.stack.d: [D_PROTO_ARG] line 7: stack( ) argument #1 is incompatible with prototype:
	prototype: uint32_t
	 argument: string
