-- @@stderr --
dtrace: failed to compile script err.D_DECL_COMBO.two-bodies.d: [D_DECL_COMBO] line 11: invalid type combination
