-- @@stderr --
dtrace: failed to compile script err.D_TRACE_AGG.d: [D_TRACE_AGG] line 8: trace( ) may not be applied to an aggregation
