-- @@stderr --
dtrace: failed to compile script err.D_AGG_REDEF.lquantize.d: [D_AGG_REDEF] line 8: aggregation redefined: @
	 current: @ = lquantize( )
	previous: @ = quantize( ) : line 7
