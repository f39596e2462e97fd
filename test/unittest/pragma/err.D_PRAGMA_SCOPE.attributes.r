-- @@stderr --
dtrace: failed to compile script err.D_PRAGMA_SCOPE.attributes.d: [D_PRAGMA_SCOPE] line 5: #pragma attributes cannot modify entity defined outside program scope
