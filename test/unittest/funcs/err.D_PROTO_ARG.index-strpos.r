-- @@stderr --
dtrace: failed to compile script err.D_PROTO_ARG.index-strpos.d: [D_PROTO_ARG] line 7: index( ) argument #3 is incompatible with prototype:
	prototype: int
	 argument: string
