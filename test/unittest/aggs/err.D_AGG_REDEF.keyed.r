-- @@stderr --
dtrace: failed to compile script err.D_AGG_REDEF.keyed.d: [D_AGG_REDEF] line 8: aggregation redefined: @a
	 current: @a = max( )
	previous: @a = min( ) : line 7
