-- @@stderr --
dtrace: failed to compile script err.D_DECL_PROTO_VARARGS.key.d: [D_DECL_PROTO_VARARGS] line 5: array prototype may not use a variable-length argument list
