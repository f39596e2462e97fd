-- @@stderr --
dtrace: failed to compile script err.D_AGG_NULL.stmt.d: [D_AGG_NULL] line 8: expression has null effect: @a
