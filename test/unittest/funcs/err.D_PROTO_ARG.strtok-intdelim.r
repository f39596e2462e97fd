-- @@stderr --
dtrace: failed to compile script err.D_PROTO_ARG.strtok-intdelim.d: [D_PROTO_ARG] line 7: strtok( ) argument #2 is incompatible with prototype:
	prototype: char *
	 argument: int
