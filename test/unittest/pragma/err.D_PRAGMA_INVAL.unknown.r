-- @@stderr --
dtrace: failed to compile script err.D_PRAGMA_INVAL.unknown.d: [D_PRAGMA_INVAL] line 5: invalid D pragma: frobnicate
