-- @@stderr --
dtrace: failed to compile script err.D_SYNTAX.near-line.d: [D_SYNTAX] line 9: syntax error near "z + 1; exit(0);"
