-- @@stderr --
dtrace: failed to compile script err.D_PROTO_LEN.sym.d: [D_PROTO_LEN] line 7: sym( ) prototype mismatch: 2 args passed, 1 expected
