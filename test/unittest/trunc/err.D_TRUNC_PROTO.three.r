-- @@stderr --
dtrace: failed to compile script err.D_TRUNC_PROTO.three.d: [D_TRUNC_PROTO] line 8: trunc( ) prototype mismatch: 3 args passed, no more than 2 expected
