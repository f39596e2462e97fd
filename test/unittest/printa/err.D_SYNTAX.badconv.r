-- @@stderr --
dtrace: failed to compile script err.D_SYNTAX.badconv.d: [D_SYNTAX] line 8: format conversion #1 is undefined: %z
