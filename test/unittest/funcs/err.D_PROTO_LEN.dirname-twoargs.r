-- @@stderr --
dtrace: failed to compile script err.D_PROTO_LEN.dirname-twoargs.d: [D_PROTO_LEN] line 7: dirname( ) prototype mismatch: 2 args passed, 1 expected
