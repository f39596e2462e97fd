-- @@stderr --
dtrace: failed to compile script err.D_OP_VFPTR.subeq.d: [D_OP_VFPTR] line 8: operator -= requires left-hand scalar operand of known size
