-- @@stderr --
dtrace: failed to compile script err.D_PROTO_LEN.stack.d: [D_PROTO_LEN] line 7: stack( ) prototype mismatch: 2 args passed, at most 1 expected
