-- @@stderr --
dtrace: failed to compile script err.D_CLEAR_PROTO.two.d: [D_CLEAR_PROTO] line 8: clear( ) prototype mismatch: 2 args passed, 1 expected
