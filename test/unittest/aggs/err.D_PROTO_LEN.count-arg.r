-- @@stderr --
dtrace: failed to compile script err.D_PROTO_LEN.count-arg.d: [D_PROTO_LEN] line 7: count( ) prototype mismatch: 1 arg passed, 0 expected
