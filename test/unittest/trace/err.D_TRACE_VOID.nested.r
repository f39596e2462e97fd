-- @@stderr --
dtrace: failed to compile script err.D_TRACE_VOID.nested.d: [D_TRACE_VOID] line 7: trace( ) may not be applied to a void expression
