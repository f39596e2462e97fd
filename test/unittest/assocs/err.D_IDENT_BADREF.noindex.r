-- @@stderr --
dtrace: failed to compile script err.D_IDENT_BADREF.noindex.d: [D_IDENT_BADREF] line 7: associative array 'a' may not be referenced as scalar
