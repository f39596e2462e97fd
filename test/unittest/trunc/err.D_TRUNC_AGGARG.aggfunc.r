-- @@stderr --
dtrace: failed to compile script err.D_TRUNC_AGGARG.aggfunc.d: [D_TRUNC_AGGARG] line 7: trunc( ) argument #1 is incompatible with prototype:
	prototype: aggregation
	 argument: void
