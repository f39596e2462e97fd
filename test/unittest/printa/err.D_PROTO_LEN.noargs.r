-- @@stderr --
dtrace: failed to compile script err.D_PROTO_LEN.noargs.d: [D_PROTO_LEN] line 7: printa( ) prototype mismatch: 0 args passed, at least 1 expected
