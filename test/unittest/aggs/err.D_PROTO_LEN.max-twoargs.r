-- @@stderr --
dtrace: failed to compile script err.D_PROTO_LEN.max-twoargs.d: [D_PROTO_LEN] line 7: max( ) prototype mismatch: 2 args passed, 1 expected
