-- @@stderr --
dtrace: failed to compile script err.D_COMM_DREC.after-printf.d: [D_COMM_DREC] line 7: commit( ) may not follow data-recording action(s)
