-- @@stderr --
dtrace: failed to compile script err.D_DECL_COMBO.int-enum.d: [D_DECL_COMBO] line 7: invalid type combination
