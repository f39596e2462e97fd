-- @@stderr --
dtrace: failed to compile script err.D_CLEAR_AGGARG.d: [D_CLEAR_AGGARG] line 8: clear( ) argument #1 is incompatible with prototype:
	prototype: aggregation
	 argument: int
