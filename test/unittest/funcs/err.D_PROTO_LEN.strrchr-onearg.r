-- @@stderr --
dtrace: failed to compile script err.D_PROTO_LEN.strrchr-onearg.d: [D_PROTO_LEN] line 7: strrchr( ) prototype mismatch: 1 arg passed, 2 expected
