-- @@stderr --
dtrace: failed to compile script err.D_PROTO_ARG.format.d: [D_PROTO_ARG] line 7: printf( ) argument #1 is incompatible with prototype:
	prototype: string
	 argument: int
