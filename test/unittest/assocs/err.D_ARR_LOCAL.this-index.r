-- @@stderr --
dtrace: failed to compile script err.D_ARR_LOCAL.this-index.d: [D_ARR_LOCAL] line 6: local variables may not be used as associative arrays: a
