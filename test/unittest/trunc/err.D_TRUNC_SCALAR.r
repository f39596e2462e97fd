-- @@stderr --
dtrace: failed to compile script err.D_TRUNC_SCALAR.d: [D_TRUNC_SCALAR] line 8: trunc( ) argument #2 must be of scalar type
