-- @@stderr --
dtrace: failed to compile script err.D_PROTO_ARG.int.d: [D_PROTO_ARG] line 7: setopt( ) argument #1 is incompatible with prototype:
	prototype: char *
	 argument: int
