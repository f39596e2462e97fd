-- @@stderr --
dtrace: failed to compile script err.D_IDENT_UNDEF.d: [D_IDENT_UNDEF] line 7: failed to resolve @nosuch: Unknown variable name
