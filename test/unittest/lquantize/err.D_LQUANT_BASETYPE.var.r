-- @@stderr --
dtrace: failed to compile script err.D_LQUANT_BASETYPE.var.d: [D_LQUANT_BASETYPE] line 8: lquantize( ) argument #1 must be an integer constant
