-- @@stderr --
dtrace: failed to compile script err.D_PRAGMA_MALFORM.depends_on.d: [D_PRAGMA_MALFORM] line 5: malformed #pragma depends_on <class> <name>
