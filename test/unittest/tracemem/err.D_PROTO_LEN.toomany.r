-- @@stderr --
dtrace: failed to compile script err.D_PROTO_LEN.toomany.d: [D_PROTO_LEN] line 7: tracemem( ) prototype mismatch: 4 args passed, at most 3 expected
