-- @@stderr --
dtrace: failed to compile script err.D_PROTO_ARG.chill-string.d: [D_PROTO_ARG] line 10: chill( ) argument #1 is incompatible with prototype:
	prototype: int
	 argument: string
