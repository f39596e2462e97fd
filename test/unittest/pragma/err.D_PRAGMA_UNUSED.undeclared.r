-- @@stderr --
dtrace: failed to compile script err.D_PRAGMA_UNUSED.undeclared.d: [D_PRAGMA_UNUSED] line 8: unused #pragma attributes
