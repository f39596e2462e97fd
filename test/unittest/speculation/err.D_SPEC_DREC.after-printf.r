-- @@stderr --
dtrace: failed to compile script err.D_SPEC_DREC.after-printf.d: [D_SPEC_DREC] line 8: speculate( ) may not follow data-recording action(s)
