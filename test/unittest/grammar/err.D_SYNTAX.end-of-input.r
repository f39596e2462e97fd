-- @@stderr --
dtrace: failed to compile script err.D_SYNTAX.end-of-input.d: [D_SYNTAX] line 8: syntax error near end-of-input
