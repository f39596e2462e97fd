-- @@stderr --
dtrace: failed to compile script err.D_PRAGMA_INVAL.depends_on.d: [D_PRAGMA_INVAL] line 5: invalid class kernel specified by #pragma depends_on
