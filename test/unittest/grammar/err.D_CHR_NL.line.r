-- @@stderr --
dtrace: failed to compile script err.D_CHR_NL.line.d: [D_CHR_NL] line 8: newline encountered in character constant
