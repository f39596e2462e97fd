-- @@stderr --
dtrace: failed to compile script err.D_PRAGMA_MALFORM.line-file.d: [D_PRAGMA_MALFORM] line 5: malformed #line <line> [ ["file"] state ]
