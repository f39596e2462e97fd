-- @@stderr --
dtrace: failed to compile script err.D_PROTO_LEN.substr-fourargs.d: [D_PROTO_LEN] line 7: substr( ) prototype mismatch: 4 args passed, at most 3 expected
