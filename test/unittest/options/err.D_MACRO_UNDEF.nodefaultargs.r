-- @@stderr --
dtrace: failed to compile script err.D_MACRO_UNDEF.nodefaultargs.d: [D_MACRO_UNDEF] line 7: macro argument $1 is not defined
