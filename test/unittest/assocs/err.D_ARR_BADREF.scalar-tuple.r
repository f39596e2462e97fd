-- @@stderr --
dtrace: failed to compile script err.D_ARR_BADREF.scalar-tuple.d: [D_ARR_BADREF] line 9: cannot access scalar x as an associative array
