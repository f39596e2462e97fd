-- @@stderr --
dtrace: failed to compile script err.D_OP_INCOMPAT.subr-int.d: [D_OP_INCOMPAT] line 8: operands have incompatible types: "string" != "int"
