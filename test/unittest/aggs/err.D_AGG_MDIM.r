-- @@stderr --
dtrace: failed to compile script err.D_AGG_MDIM.d: [D_AGG_MDIM] line 7: improper attempt to reference @a as a multi-dimensional array
