-- @@stderr --
dtrace: failed to compile script err.D_NORMALIZE_PROTO.one.d: [D_NORMALIZE_PROTO] line 8: normalize( ) prototype mismatch: 1 args passed, 2 expected
