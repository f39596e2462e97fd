-- @@stderr --
dtrace: failed to compile script err.D_PROTO_LEN.action.d: [D_PROTO_LEN] line 7: trace( ) prototype mismatch: 0 args passed, 1 expected
