-- @@stderr --
dtrace: failed to compile script err.D_MACRO_UNUSED.extra.d: [D_MACRO_UNUSED] line 12: extraneous argument '2' ($2 is not referenced)
