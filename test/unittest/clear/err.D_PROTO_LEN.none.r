-- @@stderr --
dtrace: failed to compile script err.D_PROTO_LEN.none.d: [D_PROTO_LEN] line 7: clear( ) prototype mismatch: 0 args passed, 1 expected
