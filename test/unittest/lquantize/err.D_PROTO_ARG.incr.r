-- @@stderr --
dtrace: failed to compile script err.D_PROTO_ARG.incr.d: [D_PROTO_ARG] line 7: lquantize( ) increment value (argument #5) must be of scalar type
