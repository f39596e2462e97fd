-- @@stderr --
dtrace: failed to compile script err.D_REGS_IDX.d: [D_REGS_IDX] line 7: index -1 is out of range for array uregs
