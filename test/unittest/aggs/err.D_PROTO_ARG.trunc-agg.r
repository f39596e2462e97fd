-- @@stderr --
dtrace: failed to compile script err.D_PROTO_ARG.trunc-agg.d: [D_PROTO_ARG] line 8: trunc( ) argument #2 is incompatible with prototype:
	prototype: int64_t
	 argument: aggregation
