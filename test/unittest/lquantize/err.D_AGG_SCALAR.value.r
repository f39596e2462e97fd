-- @@stderr --
dtrace: failed to compile script err.D_AGG_SCALAR.value.d: [D_AGG_SCALAR] line 7: lquantize( ) argument #1 must be of scalar type
