-- @@stderr --
dtrace: failed to compile script err.D_CLEAR_PROTO.none.d: [D_CLEAR_PROTO] line 7: clear( ) prototype mismatch: 0 args passed, 1 expected
