-- @@stderr --
dtrace: failed to compile script err.D_PROTO_ARG.uregs.d: [D_PROTO_ARG] line 7: uregs[ ] argument #1 is incompatible with prototype:
	prototype: integer constant
	 argument: int64_t
