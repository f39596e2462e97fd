-- @@stderr --
dtrace: failed to compile script err.D_AGG_NULL.indexed.d: [D_AGG_NULL] line 7: expression has null effect: @a
