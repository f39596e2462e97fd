-- @@stderr --
dtrace: failed to compile script err.D_SYNTAX.line.d: [D_SYNTAX] line 102: syntax error near ";"
