-- @@stderr --
dtrace: failed to compile script err.D_IDENT_BADREF.assoc.d: [D_IDENT_BADREF] line 8: associative array 'a' may not be referenced as scalar
