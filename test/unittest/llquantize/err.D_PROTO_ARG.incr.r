-- @@stderr --
dtrace: failed to compile script err.D_PROTO_ARG.incr.d: [D_PROTO_ARG] line 7: llquantize( ) increment value (argument #6) must be of scalar type
