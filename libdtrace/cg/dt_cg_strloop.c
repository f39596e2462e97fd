/*
 * dt_cg_strloop.c: the loops of string subroutines, as bpf_loop() callbacks.
 *
 * A BPF loop over the bytes of a string, written out in the program, is
 * verified once per iteration and, worse, every early exit (the byte looked
 * for) sends the verifier down the rest of the program again: a few string
 * functions in one clause would exceed the verifier's budget.  So string
 * code (dt_cg_str.c) runs its loops with the bpf_loop() helper (kernel
 * 5.17+), whose callback is a subprogram the verifier checks on its own:
 * once per call site, as long as the callback's entry state does not change
 * from one iteration to the next.  That is why a callback keeps nothing
 * that changes on the stack: it reads its context (pointers into scratch
 * memory and parameters, written by the caller, dt_cg.h DT_SL_*), and what
 * it changes lives in scratch memory (struct dt_strwork), which the
 * verifier does not track.  The index bpf_loop() passes is bounds-checked
 * against strsize before it addresses a string temporary.
 *
 * A call site loads the callback with a ld_imm64 of type BPF_PSEUDO_FUNC
 * and relocation DT_RL_SUBPROG; when a program is linked,
 * dt_cg_strloop_link() appends each callback the program uses once, after
 * the epilogue (a callback may itself run a loop: DT_SL_SEARCH runs
 * DT_SL_MATCH, DT_SL_CLEAN runs DT_SL_SCAN), and points the loads at it.
 *
 * In a callback: r1 is the index, r2 the context; r6 = scratch memory, r7 =
 * string A, r8 = string B are loaded first; r0-r5 are scratch.  The body
 * falls through to "continue" (return 0) or jumps to "stop" (return 1).
 */
#include <string.h>
#include "dt_impl.h"
#include "dt_cg.h"

typedef struct dt_slgen {
	dt_irlist_t *dlp;
	int32_t size;		/* strsize */
	uint32_t stop;		/* label: return 1 */
	uint32_t cont;		/* label: return 0 */
} dt_slgen_t;

static void
E(dt_slgen_t *g, struct bpf_insn insn)
{
	dt_irlist_append(g->dlp, insn);
}

static void
J(dt_slgen_t *g, struct bpf_insn insn, uint32_t label)
{
	dt_irlist_jump(g->dlp, insn, label);
}

/* reg = context word (DT_SL_*) */
static void
ctx(dt_slgen_t *g, int reg, int word)
{
	E(g, BPF_LDX_MEM(BPF_DW, reg, BPF_REG_2, word));
}

/* dst = the byte at string ptr + idx (idx bounded by the caller) */
static void
byte(dt_slgen_t *g, int dst, int ptr, int idx)
{
	E(g, BPF_MOV64_REG(dst, ptr));
	E(g, BPF_ALU64_REG(BPF_ADD, dst, idx));
	E(g, BPF_LDX_MEM(BPF_B, dst, dst, 0));
}

/* Stop unless 0 <= reg <= strsize - 1. */
static void
bound(dt_slgen_t *g, int reg)
{
	J(g, BPF_JMP_IMM(BPF_JSLT, reg, 0, 0), g->stop);
	J(g, BPF_JMP_IMM(BPF_JSGT, reg, g->size - 1, 0), g->stop);
}

/* r0 = bpf_loop(r1, id, fp + off, 0), from a callback. */
static void
loop(dt_slgen_t *g, dt_strloop_t id, int off)
{
	dt_cg_strloop_call(g->dlp, id, off);
}

/* ---- the callbacks ---- */

/* DT_SL_CMP: the first byte where A and B differ, or their end. */
static void
dt_sl_cmp(dt_slgen_t *g)
{
	bound(g, BPF_REG_1);
	byte(g, BPF_REG_3, BPF_REG_7, BPF_REG_1);
	byte(g, BPF_REG_4, BPF_REG_8, BPF_REG_1);
	J(g, BPF_JMP_REG(BPF_JNE, BPF_REG_3, BPF_REG_4, 0), g->stop);
	J(g, BPF_JMP_IMM(BPF_JEQ, BPF_REG_3, 0, 0), g->stop);
}

/* DT_SL_CHR: the first P1 in A, or A's end. */
static void
dt_sl_chr(dt_slgen_t *g)
{
	bound(g, BPF_REG_1);
	ctx(g, BPF_REG_3, DT_SL_P1);
	byte(g, BPF_REG_4, BPF_REG_7, BPF_REG_1);
	J(g, BPF_JMP_REG(BPF_JEQ, BPF_REG_4, BPF_REG_3, 0), g->stop);
	J(g, BPF_JMP_IMM(BPF_JEQ, BPF_REG_4, 0, 0), g->stop);
}

/* DT_SL_RCHR: the last P1 in A, from A[P2] (its NUL) back. */
static void
dt_sl_rchr(dt_slgen_t *g)
{
	ctx(g, BPF_REG_5, DT_SL_P2);
	E(g, BPF_ALU64_REG(BPF_SUB, BPF_REG_5, BPF_REG_1));
	bound(g, BPF_REG_5);
	ctx(g, BPF_REG_3, DT_SL_P1);
	byte(g, BPF_REG_4, BPF_REG_7, BPF_REG_5);
	J(g, BPF_JMP_REG(BPF_JEQ, BPF_REG_4, BPF_REG_3, 0), g->stop);
}

/* DT_SL_SCAN: back from A[P1] to where (A[i] == P3) == P2, or to -1. */
static void
dt_sl_scan(dt_slgen_t *g)
{
	ctx(g, BPF_REG_5, DT_SL_P1);
	E(g, BPF_ALU64_REG(BPF_SUB, BPF_REG_5, BPF_REG_1));
	bound(g, BPF_REG_5);
	byte(g, BPF_REG_4, BPF_REG_7, BPF_REG_5);
	ctx(g, BPF_REG_3, DT_SL_P3);
	E(g, BPF_MOV64_IMM(BPF_REG_0, 0));
	E(g, BPF_JMP_REG(BPF_JNE, BPF_REG_4, BPF_REG_3, 1));
	E(g, BPF_MOV64_IMM(BPF_REG_0, 1));
	ctx(g, BPF_REG_3, DT_SL_P2);
	J(g, BPF_JMP_REG(BPF_JEQ, BPF_REG_0, BPF_REG_3, 0), g->stop);
}

/* DT_SL_MATCH: does B occur at A[P1]?  Stops at B's end or a mismatch. */
static void
dt_sl_match(dt_slgen_t *g)
{
	bound(g, BPF_REG_1);
	ctx(g, BPF_REG_5, DT_SL_P1);
	E(g, BPF_ALU64_REG(BPF_ADD, BPF_REG_5, BPF_REG_1));
	bound(g, BPF_REG_5);
	byte(g, BPF_REG_3, BPF_REG_8, BPF_REG_1);
	J(g, BPF_JMP_IMM(BPF_JEQ, BPF_REG_3, 0, 0), g->stop);
	byte(g, BPF_REG_4, BPF_REG_7, BPF_REG_5);
	J(g, BPF_JMP_REG(BPF_JNE, BPF_REG_4, BPF_REG_3, 0), g->stop);
}

/*
 * DT_SL_SEARCH: at position i = P1 + index * P2, match B with an inner
 * DT_SL_MATCH loop (its context on this callback's stack); on a match,
 * w[0] = i and stop.
 */
#define DT_SL_INNER	(-8 * DT_SL_NWORDS)

static void
dt_sl_search(dt_slgen_t *g)
{
	ctx(g, BPF_REG_5, DT_SL_P2);
	E(g, BPF_MOV64_REG(BPF_REG_0, BPF_REG_1));
	E(g, BPF_ALU64_REG(BPF_MUL, BPF_REG_0, BPF_REG_5));
	ctx(g, BPF_REG_5, DT_SL_P1);
	E(g, BPF_ALU64_REG(BPF_ADD, BPF_REG_5, BPF_REG_0));
	bound(g, BPF_REG_5);
	E(g, BPF_STX_MEM(BPF_DW, BPF_REG_FP, BPF_REG_6, DT_SL_INNER + DT_SL_MEM));
	E(g, BPF_STX_MEM(BPF_DW, BPF_REG_FP, BPF_REG_7, DT_SL_INNER + DT_SL_A));
	E(g, BPF_STX_MEM(BPF_DW, BPF_REG_FP, BPF_REG_8, DT_SL_INNER + DT_SL_B));
	E(g, BPF_STX_MEM(BPF_DW, BPF_REG_FP, BPF_REG_5, DT_SL_INNER + DT_SL_P1));
	E(g, BPF_MOV64_REG(BPF_REG_9, BPF_REG_5));
	E(g, BPF_MOV64_IMM(BPF_REG_1, g->size));
	loop(g, DT_SL_MATCH, DT_SL_INNER);
	/* B[r0 - 1] == 0: all of B matched */
	E(g, BPF_ALU64_IMM(BPF_SUB, BPF_REG_0, 1));
	J(g, BPF_JMP_IMM(BPF_JSLT, BPF_REG_0, 0, 0), g->cont);
	J(g, BPF_JMP_IMM(BPF_JSGT, BPF_REG_0, g->size - 1, 0), g->cont);
	byte(g, BPF_REG_3, BPF_REG_8, BPF_REG_0);
	J(g, BPF_JMP_IMM(BPF_JNE, BPF_REG_3, 0, 0), g->cont);
	E(g, BPF_STX_MEM(BPF_DW, BPF_REG_6, BPF_REG_9, DT_MEM_STRW));
	J(g, BPF_JA_INSN(0), g->stop);
}

/* DT_SL_CASE: A[i] += P3 where P1 <= A[i] <= P2, up to A's end. */
static void
dt_sl_case(dt_slgen_t *g)
{
	bound(g, BPF_REG_1);
	E(g, BPF_MOV64_REG(BPF_REG_5, BPF_REG_7));
	E(g, BPF_ALU64_REG(BPF_ADD, BPF_REG_5, BPF_REG_1));
	E(g, BPF_LDX_MEM(BPF_B, BPF_REG_4, BPF_REG_5, 0));
	J(g, BPF_JMP_IMM(BPF_JEQ, BPF_REG_4, 0, 0), g->stop);
	ctx(g, BPF_REG_3, DT_SL_P1);
	J(g, BPF_JMP_REG(BPF_JLT, BPF_REG_4, BPF_REG_3, 0), g->cont);
	ctx(g, BPF_REG_3, DT_SL_P2);
	J(g, BPF_JMP_REG(BPF_JGT, BPF_REG_4, BPF_REG_3, 0), g->cont);
	ctx(g, BPF_REG_3, DT_SL_P3);
	E(g, BPF_ALU64_REG(BPF_ADD, BPF_REG_4, BPF_REG_3));
	E(g, BPF_STX_MEM(BPF_B, BPF_REG_5, BPF_REG_4, 0));
}

/* r5 = r6 + (c >> 3), r0 = the delimiter set's byte for c (in r3) */
static void
setbyte(dt_slgen_t *g)
{
	E(g, BPF_MOV64_REG(BPF_REG_4, BPF_REG_3));
	E(g, BPF_ALU64_IMM(BPF_RSH, BPF_REG_4, 3));
	E(g, BPF_MOV64_REG(BPF_REG_5, BPF_REG_6));
	E(g, BPF_ALU64_REG(BPF_ADD, BPF_REG_5, BPF_REG_4));
	E(g, BPF_LDX_MEM(BPF_B, BPF_REG_0, BPF_REG_5, DT_MEM_STRSET));
	E(g, BPF_ALU64_IMM(BPF_AND, BPF_REG_3, 7));
}

/* DT_SL_TOKSET: add each byte of A to the delimiter set. */
static void
dt_sl_tokset(dt_slgen_t *g)
{
	bound(g, BPF_REG_1);
	byte(g, BPF_REG_3, BPF_REG_7, BPF_REG_1);
	J(g, BPF_JMP_IMM(BPF_JEQ, BPF_REG_3, 0, 0), g->stop);
	setbyte(g);
	E(g, BPF_MOV64_IMM(BPF_REG_4, 1));
	E(g, BPF_ALU64_REG(BPF_LSH, BPF_REG_4, BPF_REG_3));
	E(g, BPF_ALU64_REG(BPF_OR, BPF_REG_0, BPF_REG_4));
	E(g, BPF_STX_MEM(BPF_B, BPF_REG_5, BPF_REG_0, DT_MEM_STRSET));
}

/* DT_SL_TOKSCAN: from A[P1] on, to A's end or where (A[i] in set) == P2. */
static void
dt_sl_tokscan(dt_slgen_t *g)
{
	ctx(g, BPF_REG_5, DT_SL_P1);
	E(g, BPF_ALU64_REG(BPF_ADD, BPF_REG_5, BPF_REG_1));
	bound(g, BPF_REG_5);
	byte(g, BPF_REG_3, BPF_REG_7, BPF_REG_5);
	J(g, BPF_JMP_IMM(BPF_JEQ, BPF_REG_3, 0, 0), g->stop);
	setbyte(g);
	E(g, BPF_ALU64_REG(BPF_RSH, BPF_REG_0, BPF_REG_3));
	E(g, BPF_ALU64_IMM(BPF_AND, BPF_REG_0, 1));
	ctx(g, BPF_REG_3, DT_SL_P2);
	J(g, BPF_JMP_REG(BPF_JEQ, BPF_REG_0, BPF_REG_3, 0), g->stop);
}

/* DT_SL_DIGITS: one digit of w[0] in base P1, at digits[w[1]--]. */
static void
dt_sl_digits(dt_slgen_t *g)
{
	uint32_t dec = dt_irlist_label(g->dlp);

	E(g, BPF_LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_6, DT_MEM_STRW));
	J(g, BPF_JMP_IMM(BPF_JEQ, BPF_REG_3, 0, 0), g->stop);
	ctx(g, BPF_REG_4, DT_SL_P1);
	E(g, BPF_MOV64_REG(BPF_REG_5, BPF_REG_3));
	E(g, BPF_ALU64_REG(BPF_MOD, BPF_REG_5, BPF_REG_4));
	E(g, BPF_ALU64_REG(BPF_DIV, BPF_REG_3, BPF_REG_4));
	E(g, BPF_STX_MEM(BPF_DW, BPF_REG_6, BPF_REG_3, DT_MEM_STRW));
	E(g, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_6, DT_MEM_STRW + 8));
	J(g, BPF_JMP_IMM(BPF_JSLT, BPF_REG_0, 1, 0), g->stop);
	J(g, BPF_JMP_IMM(BPF_JSGT, BPF_REG_0, 70, 0), g->stop);
	E(g, BPF_MOV64_REG(BPF_REG_3, BPF_REG_5));
	E(g, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, '0'));
	J(g, BPF_JMP_IMM(BPF_JLE, BPF_REG_5, 9, 0), dec);
	E(g, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, 'a' - 10 - '0'));
	dt_irlist_place(g->dlp, dec);
	E(g, BPF_MOV64_REG(BPF_REG_4, BPF_REG_6));
	E(g, BPF_ALU64_REG(BPF_ADD, BPF_REG_4, BPF_REG_0));
	E(g, BPF_STX_MEM(BPF_B, BPF_REG_4, BPF_REG_3, DT_MEM_STRDIGITS));
	E(g, BPF_ALU64_IMM(BPF_SUB, BPF_REG_0, 1));
	E(g, BPF_STX_MEM(BPF_DW, BPF_REG_6, BPF_REG_0, DT_MEM_STRW + 8));
}

/* DT_SL_SPACE: the first byte of A that is neither ' ' nor '\t'. */
static void
dt_sl_space(dt_slgen_t *g)
{
	bound(g, BPF_REG_1);
	byte(g, BPF_REG_3, BPF_REG_7, BPF_REG_1);
	J(g, BPF_JMP_IMM(BPF_JEQ, BPF_REG_3, ' ', 0), g->cont);
	J(g, BPF_JMP_IMM(BPF_JEQ, BPF_REG_3, '\t', 0), g->cont);
	J(g, BPF_JA_INSN(0), g->stop);
}

/* r4 = value - base of c (r3) if lo <= c <= hi, to label done. */
static void
digit(dt_slgen_t *g, int lo, int hi, int base, uint32_t done)
{
	uint32_t no = dt_irlist_label(g->dlp);

	J(g, BPF_JMP_IMM(BPF_JLT, BPF_REG_3, lo, 0), no);
	J(g, BPF_JMP_IMM(BPF_JGT, BPF_REG_3, hi, 0), no);
	E(g, BPF_MOV64_REG(BPF_REG_4, BPF_REG_3));
	E(g, BPF_ALU64_IMM(BPF_SUB, BPF_REG_4, lo - base));
	J(g, BPF_JA_INSN(0), done);
	dt_irlist_place(g->dlp, no);
}

/* DT_SL_ATOI: w[0] = w[0] * P2 + the digit at A[P1 + index]. */
static void
dt_sl_atoi(dt_slgen_t *g)
{
	uint32_t done = dt_irlist_label(g->dlp);

	ctx(g, BPF_REG_5, DT_SL_P1);
	E(g, BPF_ALU64_REG(BPF_ADD, BPF_REG_5, BPF_REG_1));
	bound(g, BPF_REG_5);
	byte(g, BPF_REG_3, BPF_REG_7, BPF_REG_5);
	digit(g, '0', '9', 0, done);
	digit(g, 'a', 'z', 10, done);
	digit(g, 'A', 'Z', 10, done);
	J(g, BPF_JA_INSN(0), g->stop);
	dt_irlist_place(g->dlp, done);
	ctx(g, BPF_REG_5, DT_SL_P2);
	J(g, BPF_JMP_REG(BPF_JGE, BPF_REG_4, BPF_REG_5, 0), g->stop);
	E(g, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_6, DT_MEM_STRW));
	E(g, BPF_ALU64_REG(BPF_MUL, BPF_REG_0, BPF_REG_5));
	E(g, BPF_ALU64_REG(BPF_ADD, BPF_REG_0, BPF_REG_4));
	E(g, BPF_STX_MEM(BPF_DW, BPF_REG_6, BPF_REG_0, DT_MEM_STRW));
}

/* B[j++] = c (an immediate, or r3 if c < 0) */
static void
put(dt_slgen_t *g, int c)
{
	E(g, BPF_MOV64_REG(BPF_REG_0, BPF_REG_8));
	E(g, BPF_ALU64_REG(BPF_ADD, BPF_REG_0, BPF_REG_5));
	if (c < 0)
		E(g, BPF_STX_MEM(BPF_B, BPF_REG_0, BPF_REG_3, 0));
	else
		E(g, BPF_ST_MEM(BPF_B, BPF_REG_0, 0, c));
	E(g, BPF_ALU64_IMM(BPF_ADD, BPF_REG_5, 1));
}

/*
 * DT_SL_CLEAN: cleanpath() of A into B, byte A[index] with j (w[0]) and
 * the state (w[1]): 0 in a name, 1 after "/", 2 after "/.", 3 after "/..".
 * DTrace's rules: "//" and "/./" collapse to "/"; "/.." followed by "/" or
 * the end removes the name before it (back to the previous "/", or to the
 * start); anything else is copied; a trailing "/" or "/." stays.  DTrace
 * stops when j + 5 >= strsize, which can only happen in state 0.
 */
static void
dt_sl_clean(dt_slgen_t *g)
{
	dt_irlist_t *dlp = g->dlp;
	uint32_t s1 = dt_irlist_label(dlp), s2 = dt_irlist_label(dlp);
	uint32_t s3 = dt_irlist_label(dlp), save = dt_irlist_label(dlp);
	uint32_t last = dt_irlist_label(dlp), back = dt_irlist_label(dlp);
	uint32_t name = dt_irlist_label(dlp), nobt = dt_irlist_label(dlp);
	uint32_t st1 = dt_irlist_label(dlp);

	bound(g, BPF_REG_1);
	byte(g, BPF_REG_3, BPF_REG_7, BPF_REG_1);
	E(g, BPF_LDX_MEM(BPF_DW, BPF_REG_4, BPF_REG_6, DT_MEM_STRW + 8));
	E(g, BPF_LDX_MEM(BPF_DW, BPF_REG_5, BPF_REG_6, DT_MEM_STRW));
	J(g, BPF_JMP_IMM(BPF_JSLT, BPF_REG_5, 0, 0), g->stop);
	J(g, BPF_JMP_IMM(BPF_JSGT, BPF_REG_5, g->size - 6, 0), g->stop);
	J(g, BPF_JMP_IMM(BPF_JEQ, BPF_REG_4, 1, 0), s1);
	J(g, BPF_JMP_IMM(BPF_JEQ, BPF_REG_4, 2, 0), s2);
	J(g, BPF_JMP_IMM(BPF_JEQ, BPF_REG_4, 3, 0), s3);
	/* state 0 */
	J(g, BPF_JMP_IMM(BPF_JEQ, BPF_REG_3, '/', 0), st1);
	dt_irlist_place(dlp, name);
	put(g, -1);
	E(g, BPF_MOV64_IMM(BPF_REG_4, 0));
	J(g, BPF_JMP_IMM(BPF_JEQ, BPF_REG_3, 0, 0), last);
	J(g, BPF_JA_INSN(0), save);
	/* state 1: "/" */
	dt_irlist_place(dlp, s1);
	J(g, BPF_JMP_IMM(BPF_JEQ, BPF_REG_3, '/', 0), save);
	E(g, BPF_MOV64_IMM(BPF_REG_4, 2));
	J(g, BPF_JMP_IMM(BPF_JEQ, BPF_REG_3, '.', 0), save);
	put(g, '/');
	J(g, BPF_JA_INSN(0), name);
	/* state 2: "/." */
	dt_irlist_place(dlp, s2);
	J(g, BPF_JMP_IMM(BPF_JEQ, BPF_REG_3, '/', 0), st1);
	E(g, BPF_MOV64_IMM(BPF_REG_4, 3));
	J(g, BPF_JMP_IMM(BPF_JEQ, BPF_REG_3, '.', 0), save);
	put(g, '/');
	put(g, '.');
	J(g, BPF_JA_INSN(0), name);
	/* state 3: "/.." */
	dt_irlist_place(dlp, s3);
	J(g, BPF_JMP_IMM(BPF_JEQ, BPF_REG_3, '/', 0), back);
	J(g, BPF_JMP_IMM(BPF_JEQ, BPF_REG_3, 0, 0), back);
	put(g, '/');
	put(g, '.');
	put(g, '.');
	J(g, BPF_JA_INSN(0), name);
	/*
	 * "/../" or "/..": j back to the last "/" before it, or to 0 (a
	 * DT_SL_SCAN loop over B from j - 1); at the end, keep one byte more.
	 */
	dt_irlist_place(dlp, back);
	E(g, BPF_MOV64_REG(BPF_REG_9, BPF_REG_3));
	J(g, BPF_JMP_IMM(BPF_JEQ, BPF_REG_5, 0, 0), nobt);
	E(g, BPF_STX_MEM(BPF_DW, BPF_REG_FP, BPF_REG_6, DT_SL_INNER + DT_SL_MEM));
	E(g, BPF_STX_MEM(BPF_DW, BPF_REG_FP, BPF_REG_8, DT_SL_INNER + DT_SL_A));
	E(g, BPF_STX_MEM(BPF_DW, BPF_REG_FP, BPF_REG_8, DT_SL_INNER + DT_SL_B));
	E(g, BPF_ALU64_IMM(BPF_SUB, BPF_REG_5, 1));
	E(g, BPF_STX_MEM(BPF_DW, BPF_REG_FP, BPF_REG_5, DT_SL_INNER + DT_SL_P1));
	E(g, BPF_ST_MEM(BPF_DW, BPF_REG_FP, DT_SL_INNER + DT_SL_P2, 1));
	E(g, BPF_ST_MEM(BPF_DW, BPF_REG_FP, DT_SL_INNER + DT_SL_P3, '/'));
	E(g, BPF_MOV64_REG(BPF_REG_1, BPF_REG_5));
	E(g, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, 2));
	loop(g, DT_SL_SCAN, DT_SL_INNER);
	E(g, BPF_LDX_MEM(BPF_DW, BPF_REG_5, BPF_REG_FP, DT_SL_INNER + DT_SL_P1));
	E(g, BPF_ALU64_REG(BPF_SUB, BPF_REG_5, BPF_REG_0));
	E(g, BPF_ALU64_IMM(BPF_ADD, BPF_REG_5, 1));
	E(g, BPF_JMP_IMM(BPF_JSGE, BPF_REG_5, 0, 1));
	E(g, BPF_MOV64_IMM(BPF_REG_5, 0));
	dt_irlist_place(dlp, nobt);
	J(g, BPF_JMP_IMM(BPF_JEQ, BPF_REG_9, '/', 0), st1);
	E(g, BPF_ALU64_IMM(BPF_ADD, BPF_REG_5, 1));
	J(g, BPF_JA_INSN(0), last);
	/* "/" in state 0, 2 or after "/../": state 1 */
	dt_irlist_place(dlp, st1);
	E(g, BPF_MOV64_IMM(BPF_REG_4, 1));
	dt_irlist_place(dlp, save);
	E(g, BPF_STX_MEM(BPF_DW, BPF_REG_6, BPF_REG_5, DT_MEM_STRW));
	E(g, BPF_STX_MEM(BPF_DW, BPF_REG_6, BPF_REG_4, DT_MEM_STRW + 8));
	J(g, BPF_JA_INSN(0), g->cont);
	/* the end of the string: save j and stop */
	dt_irlist_place(dlp, last);
	E(g, BPF_STX_MEM(BPF_DW, BPF_REG_6, BPF_REG_5, DT_MEM_STRW));
	J(g, BPF_JA_INSN(0), g->stop);
}

static void (*const dt_strloops[DT_SL_NLOOPS])(dt_slgen_t *) = {
	[DT_SL_CMP] = dt_sl_cmp,
	[DT_SL_CHR] = dt_sl_chr,
	[DT_SL_RCHR] = dt_sl_rchr,
	[DT_SL_SCAN] = dt_sl_scan,
	[DT_SL_MATCH] = dt_sl_match,
	[DT_SL_SEARCH] = dt_sl_search,
	[DT_SL_CASE] = dt_sl_case,
	[DT_SL_TOKSET] = dt_sl_tokset,
	[DT_SL_TOKSCAN] = dt_sl_tokscan,
	[DT_SL_DIGITS] = dt_sl_digits,
	[DT_SL_SPACE] = dt_sl_space,
	[DT_SL_ATOI] = dt_sl_atoi,
	[DT_SL_CLEAN] = dt_sl_clean,
};

/* One callback: load the context, the body, continue and stop. */
static void
dt_sl_gen(dtrace_hdl_t *dtp, dt_irlist_t *dlp, dt_strloop_t id)
{
	dt_slgen_t g;

	g.dlp = dlp;
	g.size = (int32_t)dt_strbytes(dtp);
	g.stop = dt_irlist_label(dlp);
	g.cont = dt_irlist_label(dlp);
	ctx(&g, BPF_REG_6, DT_SL_MEM);
	ctx(&g, BPF_REG_7, DT_SL_A);
	ctx(&g, BPF_REG_8, DT_SL_B);
	dt_strloops[id](&g);
	dt_irlist_place(dlp, g.cont);
	E(&g, BPF_MOV64_IMM(BPF_REG_0, 0));
	E(&g, BPF_EXIT_INSN());
	dt_irlist_place(dlp, g.stop);
	E(&g, BPF_MOV64_IMM(BPF_REG_0, 1));
	E(&g, BPF_EXIT_INSN());
}

void
dt_cg_strloop_call(dt_irlist_t *dlp, dt_strloop_t id, int ctxoff)
{
	dt_irlist_reloc(dlp, BPF_LD_IMM64_LO(BPF_REG_2, BPF_PSEUDO_FUNC, 0),
	    DT_RL_SUBPROG, id);
	dt_irlist_append(dlp, BPF_LD_IMM64_HI(0));
	dt_irlist_append(dlp, BPF_MOV64_REG(BPF_REG_3, BPF_REG_FP));
	dt_irlist_append(dlp, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, ctxoff));
	dt_irlist_append(dlp, BPF_MOV64_IMM(BPF_REG_4, 0));
	dt_irlist_append(dlp, BPF_CALL_HELPER(BPF_FUNC_loop));
}

/*
 * Append every callback the program loads, once, and point the loads at
 * them.  Callbacks appended here are walked too, so those they call are
 * appended as well.
 */
void
dt_cg_strloop_link(dtrace_hdl_t *dtp, dt_irlist_t *dlp)
{
	uint32_t lbl[DT_SL_NLOOPS] = { 0 };
	dt_irnode_t *dip;

	for (dip = dlp->dl_list; dip != NULL; dip = dip->di_next) {
		dt_strloop_t id = (dt_strloop_t)dip->di_relarg;

		if (dip->di_label != 0 || dip->di_reloc != DT_RL_SUBPROG)
			continue;
		if (lbl[id] == 0) {
			lbl[id] = dt_irlist_label(dlp);
			dt_irlist_place(dlp, lbl[id]);
			dt_sl_gen(dtp, dlp, id);
		}
		dip->di_target = lbl[id];
	}
}
