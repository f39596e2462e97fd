-- @@stderr --
dtrace: failed to compile script err.D_PRAGERR.pragma-error.d: [D_PRAGERR] line 5: #error: stop here 
