-- @@stderr --
dtrace: failed to compile script err.D_IDENT_BADREF.d: [D_IDENT_BADREF] line 8: associative array 'uregs' may not be referenced as scalar
