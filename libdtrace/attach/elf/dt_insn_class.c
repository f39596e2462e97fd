/*
 * dt_insn_class.c: what an x86-64 instruction costs and shows under a
 * uprobe, for the pid provider's choice of site (prov/pid/dt_pid_place.c).
 *
 * Cost.  When a uprobe's breakpoint hits, the kernel (Linux 6.18,
 * arch/x86/kernel/uprobes.c) either emulates the instruction there or
 * single-steps a copy of it out of line (a trap and a debug exception
 * more: ~9 us a firing in a virtual machine against ~0.6 us).  It
 * emulates, deciding by the first opcode byte after the prefixes: 50-57
 * (push %reg, with at most a REX prefix), 90 (nop; not xchg with %r8, which
 * dt_insn_safe.c refuses), e8 (call), e9 and eb (jmp), 70-7f and 0f 80-8f
 * (jcc); and 6.18 turns a uprobe on the 5-byte nop 0f 1f 44 00 00 into a
 * call to its trampoline.  Every other instruction is single-stepped.
 *
 * Invisibility.  A probe may move forward from a function's first
 * instruction over instructions a D clause at entry cannot tell ran: no
 * memory access (so no fault, and no change to what an argument points
 * to), no branch, no write to an argument register, %rsp (arguments on the
 * stack, the uretprobe's return address) or %rbp (the frame walk).  Only a
 * short list of encodings qualifies, decoded here from their bytes, each
 * with a register destination that is none of those (or none at all):
 *	endbr64 (f3 0f 1e fa), nopw/nopl (0f 1f /0)
 *	mov %r,%r (89, 8b), mov $imm,%r (b8-bf, c7 /0)
 *	add or sub and xor %r,%r (01 03 09 0b 21 23 29 2b 31 33), with the
 *	    same forms with an imm8 (83 /0 /1 /4 /5 /6)
 *	test, cmp %r,%r (85, 39, 3b), cmp $imm8,%r (83 /7)
 *	lea (8d: an address computed, no memory read)
 *	movzx, movsx (0f b6 b7 be bf), movslq (63), all register to register
 * with at most one REX prefix and no other.  They write flags and a
 * scratch register (rax, rbx, r10-r15), which only uregs[] shows: the pid
 * provider does not move the site of a probe whose clause reads uregs[].
 */
#include "dt_insn_class.h"

/* The opcode's offset after a REX prefix (the only prefix allowed). */
static uint32_t
dt_insn_class_op(const uint8_t *b, uint32_t len, int *rexp)
{
	*rexp = len > 1 && (b[0] & 0xf0) == 0x40 ? b[0] : 0;
	return *rexp ? 1 : 0;
}

int
dt_insn_emulated(const uint8_t *b, size_t n, uint32_t len)
{
	static const uint8_t nop5[] = { 0x0f, 0x1f, 0x44, 0x00, 0x00 };
	uint32_t p;
	int rex;
	uint8_t op;

	if (len == 0 || len > n)
		return 0;
	if (len == 5 && b[0] == nop5[0] && b[1] == nop5[1] && b[2] == nop5[2] &&
	    b[3] == 0 && b[4] == 0)
		return 1;
	p = dt_insn_class_op(b, len, &rex);
	op = b[p];
	if (op >= 0x50 && op <= 0x57)
		return len == p + 1;
	if (op == 0x90)
		return len == 1;
	if (op == 0xe8 || op == 0xe9 || op == 0xeb || (op >= 0x70 && op <= 0x7f))
		return !rex;
	return op == 0x0f && p + 1 < len && b[p + 1] >= 0x80 &&
	    b[p + 1] <= 0x8f && !rex;
}

/* May register r (0-15, REX extended) be written by a moved-over insn? */
static int
dt_insn_class_scratch(int r)
{
	/* rax, rbx, r10-r15: not rdi rsi rdx rcx r8 r9, nor rsp rbp */
	return r == 0 || r == 3 || r >= 10;
}

/* The ModRM byte's reg field (REX.R) and rm field (REX.B). */
#define DT_MODRM_REG(m, rex)	((((m) >> 3) & 7) | (((rex) & 4) << 1))
#define DT_MODRM_RM(m, rex)	(((m) & 7) | (((rex) & 1) << 3))
#define DT_MODRM_MOD(m)		((m) >> 6)

/* A register-to-register form: its destination (reg or rm) scratch? */
static int
dt_insn_class_rr(uint8_t m, int rex, int dst_is_reg)
{
	if (DT_MODRM_MOD(m) != 3)
		return 0;
	return dt_insn_class_scratch(dst_is_reg ? DT_MODRM_REG(m, rex) :
	    DT_MODRM_RM(m, rex));
}

/* The one-byte opcodes (after REX) of the invisible instructions. */
static int
dt_insn_class_one(uint8_t op, const uint8_t *b, uint32_t p, uint32_t len,
    int rex)
{
	uint8_t m = p + 1 < len ? b[p + 1] : 0;

	if (op >= 0xb8 && op <= 0xbf)		/* mov $imm, %r */
		return dt_insn_class_scratch((op & 7) | ((rex & 1) << 3));
	if (p + 1 >= len)
		return 0;
	switch (op) {
	case 0x89: case 0x01: case 0x09: case 0x21: case 0x29: case 0x31:
		return dt_insn_class_rr(m, rex, 0);	/* op %reg, %rm */
	case 0x8b: case 0x03: case 0x0b: case 0x23: case 0x2b: case 0x33:
	case 0x63:
		return dt_insn_class_rr(m, rex, 1);	/* op %rm, %reg */
	case 0x85: case 0x39: case 0x3b:		/* flags only */
		return DT_MODRM_MOD(m) == 3;
	case 0x83:
		if (DT_MODRM_MOD(m) != 3 || ((m >> 3) & 7) == 2 ||
		    ((m >> 3) & 7) == 3)		/* not adc, sbb */
			return 0;
		return ((m >> 3) & 7) == 7 ||
		    dt_insn_class_scratch(DT_MODRM_RM(m, rex));
	case 0xc7:
		return DT_MODRM_MOD(m) == 3 && ((m >> 3) & 7) == 0 &&
		    dt_insn_class_scratch(DT_MODRM_RM(m, rex));
	case 0x8d:				/* lea: no memory access */
		return DT_MODRM_MOD(m) != 3 &&
		    dt_insn_class_scratch(DT_MODRM_REG(m, rex));
	}
	return 0;
}

int
dt_insn_invisible(const uint8_t *b, size_t n, uint32_t len)
{
	uint32_t p;
	int rex;
	uint8_t m;

	if (len == 0 || len > n || len > 15)
		return 0;
	if (len == 4 && b[0] == 0xf3 && b[1] == 0x0f && b[2] == 0x1e &&
	    b[3] == 0xfa)
		return 1;			/* endbr64 */
	p = dt_insn_class_op(b, len, &rex);
	if (p >= len)
		return 0;
	if (b[p] != 0x0f)
		return dt_insn_class_one(b[p], b, p, len, rex);
	if (p + 2 >= len)
		return 0;
	m = b[p + 2];
	switch (b[p + 1]) {
	case 0x1f:				/* nop r/m: no access */
		return ((m >> 3) & 7) == 0;
	case 0xb6: case 0xb7: case 0xbe: case 0xbf:
		return dt_insn_class_rr(m, rex, 1);
	}
	return 0;
}
