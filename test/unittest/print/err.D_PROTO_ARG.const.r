-- @@stderr --
dtrace: failed to compile script err.D_PROTO_ARG.const.d: [D_PROTO_ARG] line 7: print( ) argument #1 is incompatible with prototype:
	prototype: void *
	 argument: int
