-- @@stderr --
dtrace: failed to compile script err.D_PRAGMA_SCOPE.binding.d: [D_PRAGMA_SCOPE] line 5: #pragma binding cannot modify entity defined outside program scope
