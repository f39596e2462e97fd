-- @@stderr --
dtrace: failed to compile script err.D_PRINTF_AGG_CONV.d: [D_PRINTF_AGG_CONV] line 7: %@ conversion requires an aggregation and is not for use with printf( )
