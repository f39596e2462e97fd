-- @@stderr --
dtrace: failed to compile script err.D_SYNTAX.undefined.d: [D_SYNTAX] line 7: format conversion #1 is undefined: %Q
