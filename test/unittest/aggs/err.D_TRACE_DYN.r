-- @@stderr --
dtrace: failed to compile script err.D_TRACE_DYN.d: [D_TRACE_DYN] line 8: trace( ) may not be applied to a dynamic expression
