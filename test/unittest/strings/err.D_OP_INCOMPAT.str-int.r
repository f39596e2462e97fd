-- @@stderr --
dtrace: failed to compile script err.D_OP_INCOMPAT.str-int.d: [D_OP_INCOMPAT] line 7: operands have incompatible types: "string" == "int"
