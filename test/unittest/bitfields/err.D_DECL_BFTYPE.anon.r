-- @@stderr --
dtrace: failed to compile script err.D_DECL_BFTYPE.anon.d: [D_DECL_BFTYPE] line 6: invalid type for bit-field: (anon)
