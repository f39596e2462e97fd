-- @@stderr --
dtrace: failed to compile script err.D_PROTO_ARG.value.d: [D_PROTO_ARG] line 7: setopt( ) argument #2 is incompatible with prototype:
	prototype: char *
	 argument: int
