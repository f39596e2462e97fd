-- @@stderr --
dtrace: failed to compile script err.D_PROTO_LEN.two.d: [D_PROTO_LEN] line 8: clear( ) prototype mismatch: 2 args passed, 1 expected
