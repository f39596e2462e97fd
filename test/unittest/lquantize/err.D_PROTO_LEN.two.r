-- @@stderr --
dtrace: failed to compile script err.D_PROTO_LEN.two.d: [D_PROTO_LEN] line 7: lquantize( ) prototype mismatch: 2 args passed, at least 3 expected
