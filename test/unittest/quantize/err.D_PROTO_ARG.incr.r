-- @@stderr --
dtrace: failed to compile script err.D_PROTO_ARG.incr.d: [D_PROTO_ARG] line 7: quantize( ) increment value (argument #2) must be of scalar type
