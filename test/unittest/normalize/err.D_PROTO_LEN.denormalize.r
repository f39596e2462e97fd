-- @@stderr --
dtrace: failed to compile script err.D_PROTO_LEN.denormalize.d: [D_PROTO_LEN] line 8: denormalize( ) prototype mismatch: 2 args passed, 1 expected
