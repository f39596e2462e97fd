-- @@stderr --
dtrace: failed to compile script err.no-errtags.d: line 7: syntax error near ";"
