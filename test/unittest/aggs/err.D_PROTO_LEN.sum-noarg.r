-- @@stderr --
dtrace: failed to compile script err.D_PROTO_LEN.sum-noarg.d: [D_PROTO_LEN] line 7: sum( ) prototype mismatch: 0 args passed, 1 expected
