-- @@stderr --
dtrace: failed to compile script err.D_PROTO_ARG.size.d: [D_PROTO_ARG] line 7: tracemem( ) argument #2 is incompatible with prototype:
	prototype: size_t
	 argument: string
