-- @@stderr --
dtrace: failed to compile script err.D_SYNTAX.lineno.d: [D_SYNTAX] line 16: syntax error near ";"
