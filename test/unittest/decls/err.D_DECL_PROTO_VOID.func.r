-- @@stderr --
dtrace: failed to compile script err.D_DECL_PROTO_VOID.func.d: [D_DECL_PROTO_VOID] line 5: void must be sole parameter
