-- @@stderr --
dtrace: failed to compile script err.D_PRAGMA_UNUSED.binding.d: [D_PRAGMA_UNUSED] line 6: unused #pragma binding
