-- @@stderr --
dtrace: failed to compile script err.D_PROTO_ARG.speculate-string.d: [D_PROTO_ARG] line 6: speculate( ) argument #1 is incompatible with prototype:
	prototype: int
	 argument: string
