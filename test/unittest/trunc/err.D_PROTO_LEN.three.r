-- @@stderr --
dtrace: failed to compile script err.D_PROTO_LEN.three.d: [D_PROTO_LEN] line 8: trunc( ) prototype mismatch: 3 args passed, at most 2 expected
