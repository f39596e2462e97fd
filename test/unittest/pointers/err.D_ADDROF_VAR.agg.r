-- @@stderr --
dtrace: failed to compile script err.D_ADDROF_VAR.agg.d: [D_ADDROF_VAR] line 8: cannot take address of dynamic variable
