-- @@stderr --
dtrace: failed to compile script err.D_PROC_ALIGN.insn.d: [D_PROC_ALIGN] line 8: offset 0x5 is not aligned on an instruction
