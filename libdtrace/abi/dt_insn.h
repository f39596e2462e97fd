/*
 * dt_insn.h: BPF instruction constructors, in the kernel's own style.
 *
 * The code generator builds programs from these macros; nothing in
 * libdtrace writes struct bpf_insn fields by hand anywhere else.
 */
#ifndef _DT_INSN_H
#define _DT_INSN_H

#include <linux/bpf.h>

#define BPF_REG_FP	BPF_REG_10

#define DT_INSN(c, d, s, o, i) \
	((struct bpf_insn){ .code = (c), .dst_reg = (d), .src_reg = (s), .off = (o), .imm = (i) })

#define BPF_ALU64_REG(op, d, s)	DT_INSN(BPF_ALU64 | BPF_OP(op) | BPF_X, d, s, 0, 0)
#define BPF_ALU64_IMM(op, d, i)	DT_INSN(BPF_ALU64 | BPF_OP(op) | BPF_K, d, 0, 0, i)
#define BPF_ALU32_REG(op, d, s)	DT_INSN(BPF_ALU | BPF_OP(op) | BPF_X, d, s, 0, 0)
#define BPF_ALU32_IMM(op, d, i)	DT_INSN(BPF_ALU | BPF_OP(op) | BPF_K, d, 0, 0, i)
#define BPF_NEG64(d)		DT_INSN(BPF_ALU64 | BPF_NEG, d, 0, 0, 0)
#define BPF_MOV64_REG(d, s)	DT_INSN(BPF_ALU64 | BPF_MOV | BPF_X, d, s, 0, 0)
#define BPF_MOV64_IMM(d, i)	DT_INSN(BPF_ALU64 | BPF_MOV | BPF_K, d, 0, 0, i)
#define BPF_MOV32_REG(d, s)	DT_INSN(BPF_ALU | BPF_MOV | BPF_X, d, s, 0, 0)
/* Signed division/modulo (cpu v4, kernel 6.6+): off = 1. */
#define BPF_SDIV64_REG(d, s)	DT_INSN(BPF_ALU64 | BPF_DIV | BPF_X, d, s, 1, 0)
#define BPF_SMOD64_REG(d, s)	DT_INSN(BPF_ALU64 | BPF_MOD | BPF_X, d, s, 1, 0)
/* Sign-extending moves (cpu v4): off = 8, 16, 32. */
#define BPF_MOVSX64_REG(d, s, bits) DT_INSN(BPF_ALU64 | BPF_MOV | BPF_X, d, s, bits, 0)

#define BPF_LDX_MEM(sz, d, s, o)	DT_INSN(BPF_LDX | BPF_SIZE(sz) | BPF_MEM, d, s, o, 0)
#define BPF_STX_MEM(sz, d, s, o)	DT_INSN(BPF_STX | BPF_SIZE(sz) | BPF_MEM, d, s, o, 0)
#define BPF_ST_MEM(sz, d, o, i)		DT_INSN(BPF_ST | BPF_SIZE(sz) | BPF_MEM, d, 0, o, i)
/* Atomic add: *(u64 *)(d + o) += s */
#define BPF_ATOMIC_ADD64(d, s, o)	DT_INSN(BPF_STX | BPF_DW | BPF_ATOMIC, d, s, o, BPF_ADD)
/* Atomic fetch-and-add: s = *(u64 *)(d + o), *(u64 *)(d + o) += s */
#define BPF_ATOMIC_FETCH_ADD64(d, s, o) \
	DT_INSN(BPF_STX | BPF_DW | BPF_ATOMIC, d, s, o, BPF_ADD | BPF_FETCH)
/* 32-bit fetch-and-or (s = old value) and and: the scratch slot bitmap. */
#define BPF_ATOMIC_FETCH_OR32(d, s, o) \
	DT_INSN(BPF_STX | BPF_W | BPF_ATOMIC, d, s, o, BPF_OR | BPF_FETCH)
#define BPF_ATOMIC_AND32(d, s, o)	DT_INSN(BPF_STX | BPF_W | BPF_ATOMIC, d, s, o, BPF_AND)

/* 64-bit immediate load: two instruction slots. */
#define BPF_LD_IMM64_LO(d, src, lo)	DT_INSN(BPF_LD | BPF_DW | BPF_IMM, d, src, 0, lo)
#define BPF_LD_IMM64_HI(hi)		DT_INSN(0, 0, 0, 0, hi)

#define BPF_JMP_REG(op, d, s, o)	DT_INSN(BPF_JMP | BPF_OP(op) | BPF_X, d, s, o, 0)
#define BPF_JMP_IMM(op, d, i, o)	DT_INSN(BPF_JMP | BPF_OP(op) | BPF_K, d, 0, o, i)
#define BPF_JA_INSN(o)			DT_INSN(BPF_JMP | BPF_JA, 0, 0, o, 0)
#define BPF_CALL_HELPER(id)		DT_INSN(BPF_JMP | BPF_CALL, 0, 0, 0, id)
/* A call of a subprogram of the same program (imm: relative, set by dt_link.c). */
#define BPF_CALL_SUBPROG()		DT_INSN(BPF_JMP | BPF_CALL, 0, BPF_PSEUDO_CALL, 0, 0)
/* A call of a kernel function (kfunc) of vmlinux's BTF id `id`. */
#define BPF_CALL_KFUNC(id)		DT_INSN(BPF_JMP | BPF_CALL, 0, BPF_PSEUDO_KFUNC_CALL, 0, id)
#define BPF_EXIT_INSN()			DT_INSN(BPF_JMP | BPF_EXIT, 0, 0, 0, 0)
#define BPF_NOP()			BPF_JA_INSN(0)

/* The BPF size field (BPF_B .. BPF_DW) of a 1, 2, 4 or 8-byte access. */
static inline int
dt_bpf_size(unsigned int bytes)
{
	return bytes == 1 ? BPF_B : bytes == 2 ? BPF_H : bytes == 4 ? BPF_W : BPF_DW;
}

#endif /* _DT_INSN_H */
