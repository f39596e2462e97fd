-- @@stderr --
dtrace: failed to compile script err.D_PROTO_LEN.noarg.d: [D_PROTO_LEN] line 7: quantize( ) prototype mismatch: 0 args passed, at least 1 expected
