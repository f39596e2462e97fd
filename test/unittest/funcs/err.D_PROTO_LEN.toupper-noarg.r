-- @@stderr --
dtrace: failed to compile script err.D_PROTO_LEN.toupper-noarg.d: [D_PROTO_LEN] line 7: toupper( ) prototype mismatch: 0 args passed, 1 expected
