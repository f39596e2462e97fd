-- @@stderr --
dtrace: failed to compile script err.D_PROC_BADPID.pid0.d: [D_PROC_BADPID] line 5: pid0 does not contain a valid pid
