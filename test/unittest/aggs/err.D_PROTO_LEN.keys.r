-- @@stderr --
dtrace: failed to compile script err.D_PROTO_LEN.keys.d: [D_PROTO_LEN] line 8: @a[ ] prototype mismatch: 2 keys passed, 1 expected
