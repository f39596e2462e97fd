-- @@stderr --
dtrace: failed to compile script err.D_UNKNOWN.toobig.d: [D_UNKNOWN] line 10: uregs[]: index out of bounds (42)
