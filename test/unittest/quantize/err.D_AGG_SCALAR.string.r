-- @@stderr --
dtrace: failed to compile script err.D_AGG_SCALAR.string.d: [D_AGG_SCALAR] line 7: quantize( ) argument #1 must be of scalar type
