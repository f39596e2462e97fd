-- @@stderr --
dtrace: failed to compile script err.D_PRINTA_AGGARG.fmt-int.d: [D_PRINTA_AGGARG] line 7: printa( ) argument #2 is incompatible with prototype:
	prototype: aggregation
	 argument: int
