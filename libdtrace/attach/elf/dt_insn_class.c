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
 *	test, cmp %r,%r (84 85, 38 39 3a 3b), cmp $imm,%r (80 81 83 /7),
 *	    test $imm,%r (f6 f7 /0)
 *	lea (8d: an address computed, no memory read)
 *	movzx, movsx (0f b6 b7 be bf), movslq (63), all register to register
 * with at most one REX prefix and no other.  They write flags and a
 * scratch register (rax, rbx, r10-r15), which only uregs[] shows: the pid
 * provider does not move the site of a probe whose clause reads uregs[].
 *
 * Two more kinds are invisible on a condition the caller checks
 * (dt_insn_invisible_if(), dt_insn_cond_t):
 *	sub $imm,%rsp (48 83 /5, 48 81 /5; imm > 0) moves %rsp down by imm:
 *	    no memory access, but arguments past the sixth, uregs[R_SP] and
 *	    the user stack are then found imm bytes higher (ic_spdown)
 *	a read of memory at a rip-relative address (mod 00, rm 101): mov
 *	    (8b) and movzx/movsx/movslq into a scratch register, cmp (38 39
 *	    3a 3b, 80 81 83 /7) and test (84 85, f6 f7 /0) of it, which write
 *	    flags only: invisible if those bytes (ic_riplen at ic_ripdisp
 *	    from the end of the instruction) are mapped readable in every
 *	    process, i.e. in a readable segment of the object (a program
 *	    that makes its own data unreadable is not thought of).
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

/* A rip-relative memory operand (mod 00, rm 101)?  Its disp32 in *dp. */
static int
dt_insn_class_rip(const uint8_t *b, uint32_t mp, uint32_t len, int32_t *dp)
{
	if (mp + 5 > len || (b[mp] & 0xc7) != 0x05)
		return 0;
	*dp = (int32_t)((uint32_t)b[mp + 1] | (uint32_t)b[mp + 2] << 8 |
	    (uint32_t)b[mp + 3] << 16 | (uint32_t)b[mp + 4] << 24);
	return 1;
}

/*
 * The one-byte opcodes (after REX, ModRM at p + 1) that read a
 * rip-relative operand and write flags or a scratch register: the size
 * read in *sizep.
 */
static int
dt_insn_class_ripread(uint8_t op, uint8_t m, int rex, uint32_t *sizep)
{
	uint32_t w = rex & 8 ? 8 : 4, r = (m >> 3) & 7;

	switch (op) {
	case 0x38: case 0x3a: case 0x84:		/* cmp, test r8 */
		*sizep = 1;
		return 1;
	case 0x39: case 0x3b: case 0x85:		/* cmp, test r */
		*sizep = w;
		return 1;
	case 0x80:					/* cmpb $imm8 */
		*sizep = 1;
		return r == 7;
	case 0x81: case 0x83:				/* cmp $imm */
		*sizep = w;
		return r == 7;
	case 0xf6:					/* testb $imm8 */
		*sizep = 1;
		return r == 0;
	case 0xf7:					/* test $imm32 */
		*sizep = w;
		return r == 0;
	case 0x8b:					/* mov m, r */
		*sizep = w;
		return dt_insn_class_scratch(DT_MODRM_REG(m, rex));
	case 0x63:					/* movslq m, r */
		*sizep = 4;
		return dt_insn_class_scratch(DT_MODRM_REG(m, rex));
	}
	return 0;
}

/* sub $imm,%rsp: imm (> 0), else 0. */
static int64_t
dt_insn_class_subsp(const uint8_t *b, uint32_t p, uint32_t len, int rex)
{
	int64_t v;

	if (!(rex & 8) || (rex & 1) || p + 2 >= len || b[p + 1] != 0xec)
		return 0;
	if (b[p] == 0x83 && len == p + 3)
		v = (int8_t)b[p + 2];
	else if (b[p] == 0x81 && len == p + 6)
		v = (int32_t)((uint32_t)b[p + 2] | (uint32_t)b[p + 3] << 8 |
		    (uint32_t)b[p + 4] << 16 | (uint32_t)b[p + 5] << 24);
	else
		return 0;
	return v > 0 ? v : 0;
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
	case 0x84: case 0x38: case 0x3a:
		return DT_MODRM_MOD(m) == 3;
	case 0x80: case 0x81:				/* cmp $imm */
		return DT_MODRM_MOD(m) == 3 && ((m >> 3) & 7) == 7;
	case 0xf6: case 0xf7:				/* test $imm */
		return DT_MODRM_MOD(m) == 3 && ((m >> 3) & 7) == 0;
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

/* The conditional kinds (dt_insn_invisible_if()), after the REX at p. */
static int
dt_insn_class_cond(const uint8_t *b, uint32_t p, uint32_t len, int rex,
    dt_insn_cond_t *cp)
{
	uint32_t mp = p + 1, size = 0;
	int32_t disp;
	uint8_t op = b[p];

	if ((cp->ic_spdown = dt_insn_class_subsp(b, p, len, rex)) > 0)
		return 1;
	if (op == 0x0f) {
		if (p + 1 >= len || (b[p + 1] != 0xb6 && b[p + 1] != 0xb7 &&
		    b[p + 1] != 0xbe && b[p + 1] != 0xbf))
			return 0;
		mp = p + 2;
		size = b[p + 1] & 1 ? 2 : 1;
		if (mp >= len || !dt_insn_class_scratch(DT_MODRM_REG(b[mp], rex)))
			return 0;
	} else if (mp >= len || !dt_insn_class_ripread(op, b[mp], rex, &size))
		return 0;
	if (!dt_insn_class_rip(b, mp, len, &disp))
		return 0;
	cp->ic_ripdisp = disp;
	cp->ic_riplen = size;
	return 1;
}

int
dt_insn_invisible_if(const uint8_t *b, size_t n, uint32_t len,
    dt_insn_cond_t *cp)
{
	uint32_t p;
	int rex;

	cp->ic_spdown = 0;
	cp->ic_ripdisp = 0;
	cp->ic_riplen = 0;
	if (dt_insn_invisible(b, n, len))
		return 1;
	if (len == 0 || len > n || len > 15)
		return 0;
	p = dt_insn_class_op(b, len, &rex);
	return p < len && dt_insn_class_cond(b, p, len, rex, cp);
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
