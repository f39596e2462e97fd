-- @@stderr --
dtrace: failed to compile script err.D_PRINTA_PROTO.fmtonly.d: [D_PRINTA_PROTO] line 7: printa( ) prototype mismatch: 1 args passed, 2 expected
