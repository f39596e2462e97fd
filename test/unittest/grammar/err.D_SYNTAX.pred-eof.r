-- @@stderr --
dtrace: failed to compile script err.D_SYNTAX.pred-eof.d: [D_SYNTAX] line 8: syntax error near end-of-input
