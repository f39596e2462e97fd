-- @@stderr --
dtrace: failed to compile script err.D_OP_INCOMPAT.pred-str-int.d: [D_OP_INCOMPAT] line 7: operands have incompatible types: "string" >= "int"
