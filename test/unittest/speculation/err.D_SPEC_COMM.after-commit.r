-- @@stderr --
dtrace: failed to compile script err.D_SPEC_COMM.after-commit.d: [D_SPEC_COMM] line 7: speculate( ) may not follow commit( )
