-- @@stderr --
dtrace: failed to compile script err.D_SYNTAX.line-file.d: [D_SYNTAX] line 202: syntax error near ";"
