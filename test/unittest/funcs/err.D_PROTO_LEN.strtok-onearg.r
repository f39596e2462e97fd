-- @@stderr --
dtrace: failed to compile script err.D_PROTO_LEN.strtok-onearg.d: [D_PROTO_LEN] line 7: strtok( ) prototype mismatch: 1 arg passed, 2 expected
