-- @@stderr --
dtrace: failed to compile script err.D_LQUANT_LIMTYPE.var.d: [D_LQUANT_LIMTYPE] line 8: lquantize( ) argument #2 must be an integer constant
