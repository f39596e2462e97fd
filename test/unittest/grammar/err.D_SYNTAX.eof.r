-- @@stderr --
dtrace: failed to compile script err.D_SYNTAX.eof.d: [D_SYNTAX] line 10: syntax error near end of input
