-- @@stderr --
dtrace: failed to compile script err.D_PROTO_ARG.substr-int.d: [D_PROTO_ARG] line 8: substr( ) argument #1 is incompatible with prototype:
	prototype: char *
	 argument: int
