-- @@stderr --
dtrace: failed to compile script err.D_PRINTA_AGGARG.int.d: [D_PRINTA_AGGARG] line 7: printa( ) argument #1 is incompatible with prototype:
	prototype: aggregation
	 argument: int
