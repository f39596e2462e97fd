-- @@stderr --
dtrace: failed to compile script err.D_PROTO_LEN.strjoin-onearg.d: [D_PROTO_LEN] line 7: strjoin( ) prototype mismatch: 1 arg passed, 2 expected
