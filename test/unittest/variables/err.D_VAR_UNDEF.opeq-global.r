-- @@stderr --
dtrace: failed to compile script err.D_VAR_UNDEF.opeq-global.d: [D_VAR_UNDEF] line 11: pending has not yet been declared or assigned
