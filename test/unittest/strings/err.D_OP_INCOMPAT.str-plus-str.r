-- @@stderr --
dtrace: failed to compile script err.D_OP_INCOMPAT.str-plus-str.d: [D_OP_INCOMPAT] line 8: operands have incompatible types: "string" + "string"
