-- @@stderr --
dtrace: failed to compile script err.D_FUNC_UNDEF.keyed.d: [D_FUNC_UNDEF] line 7: undefined function name: nosuch
