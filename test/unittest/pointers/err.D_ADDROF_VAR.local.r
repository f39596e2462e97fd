-- @@stderr --
dtrace: failed to compile script err.D_ADDROF_VAR.local.d: [D_ADDROF_VAR] line 7: cannot take address of dynamic variable
