-- @@stderr --
dtrace: failed to compile script err.D_IDENT_UNDEF.ksym.d: [D_IDENT_UNDEF] line 7: failed to resolve `no_such_kernel_symbol: Unknown symbol name
