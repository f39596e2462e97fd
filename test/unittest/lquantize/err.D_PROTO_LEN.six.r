-- @@stderr --
dtrace: failed to compile script err.D_PROTO_LEN.six.d: [D_PROTO_LEN] line 7: lquantize( ) prototype mismatch: 6 args passed, at most 5 expected
