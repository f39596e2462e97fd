-- @@stderr --
dtrace: failed to compile script err.D_PROTO_ARG.rw-int.d: [D_PROTO_ARG] line 7: rw_read_held( ) argument #1 is incompatible with prototype:
	prototype: rwlock_t *
	 argument: int
