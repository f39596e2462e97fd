-- @@stderr --
dtrace: failed to compile script err.D_ADDROF_VAR.global.d: [D_ADDROF_VAR] line 9: cannot take address of dynamic variable
