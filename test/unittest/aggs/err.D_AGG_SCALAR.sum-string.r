-- @@stderr --
dtrace: failed to compile script err.D_AGG_SCALAR.sum-string.d: [D_AGG_SCALAR] line 7: sum( ) argument #1 must be of scalar type
