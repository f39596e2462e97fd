-- @@stderr --
dtrace: failed to compile script err.D_OP_INT.predline.d: [D_OP_INT] line 7: operator | requires operands of integral type
