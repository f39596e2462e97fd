-- @@stderr --
dtrace: failed to compile script err.D_PROTO_LEN.substr-onearg.d: [D_PROTO_LEN] line 7: substr( ) prototype mismatch: 1 arg passed, at least 2 expected
