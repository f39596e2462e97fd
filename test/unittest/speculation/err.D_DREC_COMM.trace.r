-- @@stderr --
dtrace: failed to compile script err.D_DREC_COMM.trace.d: [D_DREC_COMM] line 7: data-recording actions may not follow commit( )
