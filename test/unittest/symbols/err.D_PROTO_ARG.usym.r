-- @@stderr --
dtrace: failed to compile script err.D_PROTO_ARG.usym.d: [D_PROTO_ARG] line 7: usym( ) argument #1 is incompatible with prototype:
	prototype: uintptr_t
	 argument: string
