-- @@stderr --
dtrace: failed to compile script err.D_NORMALIZE_PROTO.denormalize.d: [D_NORMALIZE_PROTO] line 8: denormalize( ) prototype mismatch: 2 args passed, 1 expected
