-- @@stderr --
dtrace: failed to compile script err.D_TRUNC_PROTO.none.d: [D_TRUNC_PROTO] line 7: trunc( ) prototype mismatch: 0 args passed, at least 1 expected
