-- @@stderr --
dtrace: failed to compile script err.D_PROTO_ARG.strstr-int.d: [D_PROTO_ARG] line 7: strstr( ) argument #2 is incompatible with prototype:
	prototype: char *
	 argument: int
