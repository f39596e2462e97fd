-- @@stderr --
dtrace: failed to compile script err.D_DECL_ARRBIG.toobig.d: [D_DECL_ARRBIG] line 5: array dimension too big
