-- @@stderr --
dtrace: failed to compile script err.D_PROTO_ARG.action.d: [D_PROTO_ARG] line 7: strlen( ) argument #1 is incompatible with prototype:
	prototype: char *
	 argument: void
