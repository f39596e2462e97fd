-- @@stderr --
dtrace: failed to compile script err.D_PROTO_LEN.toofew.d: [D_PROTO_LEN] line 7: tracemem( ) prototype mismatch: 1 arg passed, at least 2 expected
