-- @@stderr --
dtrace: failed to compile script err.D_OP_INCOMPAT.void-add.d: [D_OP_INCOMPAT] line 8: operands have incompatible types: "void *" + "int"
