-- @@stderr --
dtrace: failed to compile script err.D_PROTO_LEN.toomany.d: [D_PROTO_LEN] line 7: quantize( ) prototype mismatch: 3 args passed, at most 2 expected
