-- @@stderr --
dtrace: failed to compile script err.D_OP_INCOMPAT.intptr-str.d: [D_OP_INCOMPAT] line 7: operands have incompatible types: "int *" == "string"
