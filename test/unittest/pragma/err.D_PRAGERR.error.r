-- @@stderr --
dtrace: failed to compile script err.D_PRAGERR.error.d: [D_PRAGERR] line 10: #error: not ready yet 
