-- @@stderr --
dtrace: failed to compile script err.D_AGG_FUNC.subr.d: [D_AGG_FUNC] line 7: @a must be assigned the result of an aggregating function
