-- @@stderr --
dtrace: failed to compile script err.D_PRAGMA_MALFORM.binding.d: [D_PRAGMA_MALFORM] line 5: malformed #pragma binding "version" <ident>
