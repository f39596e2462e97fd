-- @@stderr --
dtrace: failed to compile script err.D_NORMALIZE_AGGARG.aggfunc.d: [D_NORMALIZE_AGGARG] line 7: normalize( ) argument #1 is incompatible with prototype:
	prototype: aggregation
	 argument: void
