-- @@stderr --
dtrace: failed to compile script err.D_NORMALIZE_SCALAR.d: [D_NORMALIZE_SCALAR] line 8: normalize( ) argument #2 must be of scalar type
