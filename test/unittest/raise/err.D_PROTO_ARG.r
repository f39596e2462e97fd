-- @@stderr --
dtrace: failed to compile script err.D_PROTO_ARG.d: [D_PROTO_ARG] line 7: raise( ) argument #1 is incompatible with prototype:
	prototype: int
	 argument: string
