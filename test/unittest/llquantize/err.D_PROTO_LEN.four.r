-- @@stderr --
dtrace: failed to compile script err.D_PROTO_LEN.four.d: [D_PROTO_LEN] line 7: llquantize( ) prototype mismatch: 4 args passed, at least 5 expected
