-- @@stderr --
dtrace: failed to compile script err.D_OP_DYN.value.d: [D_OP_DYN] line 8: aggregation @a may not be used as a value: it is of dynamic type
