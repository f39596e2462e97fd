-- @@stderr --
dtrace: failed to compile script err.D_PROTO_ARG.strjoin-int.d: [D_PROTO_ARG] line 7: strjoin( ) argument #2 is incompatible with prototype:
	prototype: char *
	 argument: int
