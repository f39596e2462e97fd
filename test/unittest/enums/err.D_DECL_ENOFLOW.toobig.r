-- @@stderr --
dtrace: failed to compile script err.D_DECL_ENOFLOW.toobig.d: [D_DECL_ENOFLOW] line 8: enumerator 'toobig' value overflows INT_MAX (2147483647)
