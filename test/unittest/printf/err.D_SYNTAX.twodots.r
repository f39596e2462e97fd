-- @@stderr --
dtrace: failed to compile script err.D_SYNTAX.twodots.d: [D_SYNTAX] line 7: format conversion #1 has more than one '.' specified
