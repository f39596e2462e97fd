-- @@stderr --
dtrace: failed to compile script err.D_PROTO_LEN.one.d: [D_PROTO_LEN] line 8: normalize( ) prototype mismatch: 1 arg passed, 2 expected
