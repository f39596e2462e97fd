-- @@stderr --
dtrace: failed to compile script err.D_PROTO_LEN.uregs.d: [D_PROTO_LEN] line 7: uregs[ ] prototype mismatch: 2 args passed, 1 expected
