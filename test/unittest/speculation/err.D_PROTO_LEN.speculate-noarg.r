-- @@stderr --
dtrace: failed to compile script err.D_PROTO_LEN.speculate-noarg.d: [D_PROTO_LEN] line 6: speculate( ) prototype mismatch: 0 args passed, 1 expected
