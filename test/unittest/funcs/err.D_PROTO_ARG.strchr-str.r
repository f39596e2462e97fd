-- @@stderr --
dtrace: failed to compile script err.D_PROTO_ARG.strchr-str.d: [D_PROTO_ARG] line 7: strchr( ) argument #2 is incompatible with prototype:
	prototype: char
	 argument: string
