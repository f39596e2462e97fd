-- @@stderr --
dtrace: failed to compile script err.D_PROC_OFF.past.d: [D_PROC_OFF] line 8: offset 0xd outside of function 'insns'
