-- @@stderr --
dtrace: failed to compile script err.D_AGG_SCALAR.avg-string.d: [D_AGG_SCALAR] line 7: avg( ) argument #1 must be of scalar type
