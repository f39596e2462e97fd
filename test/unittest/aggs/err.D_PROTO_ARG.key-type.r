-- @@stderr --
dtrace: failed to compile script err.D_PROTO_ARG.key-type.d: [D_PROTO_ARG] line 8: @a[ ] key #1 is incompatible with prototype:
	prototype: int
	      key: string
