-- @@stderr --
dtrace: failed to compile script err.D_PROTO_ARG.ustack-strsize.d: [D_PROTO_ARG] line 7: ustack( ) argument #2 is incompatible with prototype:
	prototype: uint32_t
	 argument: string
