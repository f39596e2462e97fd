-- @@stderr --
dtrace: failed to compile script err.D_PROTO_ARG.cleanpath-int.d: [D_PROTO_ARG] line 7: cleanpath( ) argument #1 is incompatible with prototype:
	prototype: char *
	 argument: int
