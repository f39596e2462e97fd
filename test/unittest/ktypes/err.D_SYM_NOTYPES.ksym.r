-- @@stderr --
dtrace: failed to compile script err.D_SYM_NOTYPES.ksym.d: [D_SYM_NOTYPES] line 7: no symbolic type information is available for vmlinux`_stext: No type information available for symbol
