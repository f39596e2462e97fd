/*
 * dt_disasm.c: the code of an x86-64 function, for the pid provider's
 * probe sites (and the stapsdt provider's check of its sites): where its
 * instructions start, which are provably code, where it returns, and
 * where a uprobe may go.  A uprobe's breakpoint written anywhere but at
 * the first byte of an instruction the program runs corrupts the program:
 * in the middle of an instruction, in data that .text holds (a jump
 * table, constants), or in an instruction that another path decodes
 * differently.
 *
 * Decoding.  x86 instructions are 1 to 15 bytes long and their length is
 * known only by decoding them; the library disassembler (binutils'
 * libopcodes, dis-asm.h, asked for bfd_arch_i386 / bfd_mach_x86_64,
 * reading from our buffer) decodes each one; its text is captured only to
 * recognize "(bad)" (no valid instruction) and to name an instruction in
 * a message.  This file is the whole interface to that library.
 *
 * Following the code.  A function is decoded from its entry by following
 * its control flow, not by reading it from start to end: an instruction
 * is code if the entry reaches it by falling through, or by a direct jmp,
 * jcc, loop, call or xbegin target inside the function, or through a jump
 * table (below).  Whatever no path reaches is not known to be code: data
 * (a jump table or constants placed in .text), padding, or code reached
 * only indirectly (an exception landing pad, a jump through a table we
 * could not read).  Such bytes hold no probe site: they are decoded
 * linearly only to list their would-be instructions (DT_DISASM_MAYBE),
 * which get offset probes with no site (the pid provider says so), and
 * not even that if they do not decode whole (data) or are nops (padding).
 * Paths stop at ret, jmp, an indirect jmp, ud2, hlt, int3, and at bytes
 * that decode to no instruction.
 *
 * Where two reached instructions overlap (a jump into the middle of
 * another instruction: obfuscated or hand-made code), both are marked
 * DT_DISASM_OVERLAP and neither is a site: a breakpoint at either would
 * change the other.
 *
 * Jump tables.  A `jmp *%reg` whose value comes from a table that gcc (or
 * clang) writes for a switch is followed into the table's targets:
 *	cmp $N, %reg; ja default	the bound (or jae: N entries)
 *	lea T(%rip), %base		the table
 *	movslq (%base, %idx, 4), %reg	entries relative to T
 *	add %base, %reg (or lea)
 *	[notrack] jmp *%reg
 * and, in fixed-address executables, `jmp *T(, %idx, 8)` with absolute
 * entries.  The instructions are found on the fall-through path that
 * leads to the jmp; the table is read from the code itself or through
 * dc_read (.rodata); every entry must lead into the function, else the
 * table is not followed.  A table inside the code is marked as data.
 *
 * Parts.  gcc moves a function's unlikely blocks into a part of its own,
 * a symbol foo.cold in .text.unlikely.  The caller passes the function's
 * parts; a branch into another part is followed there, and is not a tail
 * call; the returns of every part are the function's returns.
 *
 * Returns (for return probes, placed as Solaris DTrace places them): each
 * reached ret (c3, c2 iw, after any prefixes), and each reached direct
 * jmp out of the function (a tail call, whose callee returns to our
 * caller).  Not a conditional jump out (its breakpoint would fire when
 * not taken too), nor an indirect jmp we cannot follow, nor code no path
 * reaches: those returns are missed, and df_incomplete says which kind of
 * code the function has that may hide one.
 *
 * Sites.  Each listed instruction also gets dt_insn_check()'s verdict
 * (dt_insn_safe.c: would the kernel's uprobes run it correctly?), and
 * dt_disasm_site() combines it all: a site is the start of a reached
 * instruction, overlapping no other, that is safe to probe.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dis-asm.h>
#include "dt_disasm.h"

/* ---- libopcodes ---- */

typedef struct dt_dis {
	disassembler_ftype dd_decode;
	struct disassemble_info dd_di;
	char dd_text[160];
	size_t dd_n;
} dt_dis_t;

/* Append a piece of text (libopcodes prints "%s" most of the time). */
static int
dt_dis_vprint(dt_dis_t *dd, const char *fmt, va_list ap)
{
	size_t room = sizeof(dd->dd_text) - dd->dd_n, k;
	const char *s = fmt;
	int n;

	if (room <= 1)
		return 0;
	if (strcmp(fmt, "%s") == 0)
		s = va_arg(ap, const char *);
	else if (strchr(fmt, '%') != NULL) {
		n = vsnprintf(dd->dd_text + dd->dd_n, room, fmt, ap);
		if (n > 0)
			dd->dd_n += (size_t)n < room ? (size_t)n : room - 1;
		return 0;
	}
	if (s == NULL)
		return 0;
	k = strnlen(s, room - 1);
	memcpy(dd->dd_text + dd->dd_n, s, k);
	dd->dd_n += k;
	dd->dd_text[dd->dd_n] = '\0';
	return 0;
}

static int
dt_dis_print(void *stream, const char *fmt, ...)
{
	va_list ap;
	int rc;

	va_start(ap, fmt);
	rc = dt_dis_vprint(stream, fmt, ap);
	va_end(ap);
	return rc;
}

static int
dt_dis_print_styled(void *stream, enum disassembler_style style,
    const char *fmt, ...)
{
	va_list ap;
	int rc;

	va_start(ap, fmt);
	rc = dt_dis_vprint(stream, fmt, ap);
	va_end(ap);
	return rc;
}

static void
dt_dis_init(dt_dis_t *dd)
{
	memset(dd, 0, sizeof(*dd));
	dd->dd_decode = disassembler(bfd_arch_i386, 0, bfd_mach_x86_64, NULL);
	init_disassemble_info(&dd->dd_di, dd, dt_dis_print,
	    dt_dis_print_styled);
	dd->dd_di.arch = bfd_arch_i386;
	dd->dd_di.mach = bfd_mach_x86_64;
	dd->dd_di.read_memory_func = buffer_read_memory;
	disassemble_init_for_target(&dd->dd_di);
}

static void
dt_dis_fini(dt_dis_t *dd)
{
	disassemble_free_target(&dd->dd_di);
}

/*
 * The length of the instruction at pc of the len bytes at code; 0 if it
 * runs past them or is no valid instruction ("(bad)").  Its text is in
 * dd_text.
 */
static uint32_t
dt_dis_len(dt_dis_t *dd, const uint8_t *code, size_t len, size_t pc)
{
	int n;

	dd->dd_n = 0;
	dd->dd_text[0] = '\0';
	if (dd->dd_decode == NULL || pc >= len)
		return 0;
	dd->dd_di.buffer = (bfd_byte *)code;
	dd->dd_di.buffer_vma = 0;
	dd->dd_di.buffer_length = len;
	n = dd->dd_decode(pc, &dd->dd_di);
	if (n <= 0 || n > 15 || pc + (size_t)n > len ||
	    strstr(dd->dd_text, "(bad)") != NULL ||
	    strncmp(dd->dd_text, ".byte", 5) == 0)
		return 0;
	return (uint32_t)n;
}

uint32_t
dt_disasm_one(const uint8_t *code, size_t n, char *buf, size_t sz)
{
	dt_dis_t dd;
	uint32_t len;

	dt_dis_init(&dd);
	len = dt_dis_len(&dd, code, n, 0);
	if (buf != NULL && sz > 0) {
		/* collapse libopcodes' padding: "lock decl (%rdi)" */
		const char *s = dd.dd_text;
		size_t k = 0;

		for (; *s != '\0' && k + 1 < sz; s++)
			if (!(*s == ' ' && (k == 0 || buf[k - 1] == ' ')))
				buf[k++] = *s;
		while (k > 0 && buf[k - 1] == ' ')
			k--;
		buf[k] = '\0';
	}
	dt_dis_fini(&dd);
	return len;
}

/* ---- control flow ---- */

enum {
	DT_FLOW_NEXT,		/* falls through */
	DT_FLOW_JCC,		/* a target, and falls through */
	DT_FLOW_CALL,		/* a direct call: falls through */
	DT_FLOW_JMP,		/* a target only */
	DT_FLOW_RET,
	DT_FLOW_IJMP,		/* jmp *...: targets unknown */
	DT_FLOW_STOP		/* ud2, hlt, int3, far returns */
};

static int
dt_disasm_legacy_pfx(uint8_t b)
{
	switch (b) {
	case 0x66: case 0x67: case 0xf2: case 0xf3: case 0x2e: case 0x3e:
	case 0x26: case 0x36: case 0x64: case 0x65: case 0xf0:
		return 1;
	}
	return 0;
}

/* Where the opcode of the L-byte instruction at b is (after prefixes). */
static uint32_t
dt_disasm_opcode(const uint8_t *b, uint32_t L, int *rexp)
{
	uint32_t p = 0;

	while (p < L && dt_disasm_legacy_pfx(b[p]))
		p++;
	*rexp = 0;
	if (p < L && (b[p] & 0xf0) == 0x40)
		*rexp = b[p++];
	return p;
}

/* The signed relative operand of k bytes that ends the instruction. */
static int64_t
dt_disasm_rel(const uint8_t *b, uint32_t L, uint32_t k)
{
	if (k > L || (k != 1 && k != 2 && k != 4))
		return 0;
	if (k == 1)
		return (int8_t)b[L - 1];
	if (k == 2)
		return (int16_t)(b[L - 2] | b[L - 1] << 8);
	return (int32_t)(b[L - 4] | b[L - 3] << 8 | b[L - 2] << 16 |
	    (uint32_t)b[L - 1] << 24);
}

/* What the L-byte instruction at b does to the flow; *relp its target's
   distance from its end (JCC, CALL, JMP). */
static int
dt_disasm_flow(const uint8_t *b, uint32_t L, int64_t *relp)
{
	int rex;
	uint32_t p = dt_disasm_opcode(b, L, &rex);
	uint8_t op, op2;

	if (p >= L)
		return DT_FLOW_NEXT;
	op = b[p];
	op2 = p + 1 < L ? b[p + 1] : 0;
	if ((op >= 0x70 && op <= 0x7f) || (op >= 0xe0 && op <= 0xe3)) {
		*relp = dt_disasm_rel(b, L, 1);
		return DT_FLOW_JCC;
	}
	switch (op) {
	case 0xeb:
		*relp = dt_disasm_rel(b, L, 1);
		return DT_FLOW_JMP;
	case 0xe9:
		*relp = dt_disasm_rel(b, L, L - p - 1);
		return DT_FLOW_JMP;
	case 0xe8:
		*relp = dt_disasm_rel(b, L, L - p - 1);
		return DT_FLOW_CALL;
	case 0xc2: case 0xc3:
		return DT_FLOW_RET;
	case 0xca: case 0xcb: case 0xcf: case 0xcc: case 0xf4:
		return DT_FLOW_STOP;
	case 0xff:
		if (((op2 >> 3) & 7) == 4 || ((op2 >> 3) & 7) == 5)
			return DT_FLOW_IJMP;
		return DT_FLOW_NEXT;
	case 0xc7:
		if (op2 == 0xf8) {		/* xbegin: the abort handler */
			*relp = dt_disasm_rel(b, L, L - p - 2);
			return DT_FLOW_JCC;
		}
		return DT_FLOW_NEXT;
	case 0x0f:
		if (op2 >= 0x80 && op2 <= 0x8f) {
			*relp = dt_disasm_rel(b, L, L - p - 2);
			return DT_FLOW_JCC;
		}
		if (op2 == 0x0b || op2 == 0xb9 || op2 == 0xff)	/* ud2/1/0 */
			return DT_FLOW_STOP;
		return DT_FLOW_NEXT;
	}
	return DT_FLOW_NEXT;
}

/* ---- following the code ---- */

#define DT_NONE		UINT32_MAX

/* A part being decoded. */
typedef struct dt_dpart {
	const uint8_t *code;
	uint32_t len;
	int64_t rel;
	uint8_t *ilen;		/* length of the reached insn starting here */
	uint8_t *data;		/* bytes of a jump table */
	uint32_t *prev;		/* the reached insn falling through to here */
	uint8_t *flags;		/* DT_DISASM_* of the reached insn here */
} dt_dpart_t;

typedef struct dt_dwork {
	uint32_t part, off;
} dt_dwork_t;

typedef struct dt_dstate {
	dt_dis_t ds_dis;
	const dt_disasm_ctx_t *ds_ctx;
	dt_dpart_t *ds_parts;
	uint32_t ds_nparts;
	dt_dwork_t *ds_work;		/* to decode */
	uint32_t ds_nwork, ds_szwork;
	dt_dwork_t *ds_ijmps;		/* indirect jumps ... */
	uint8_t *ds_ijres;		/* ... followed through a table */
	uint32_t ds_nijmps, ds_szijmps;
	int ds_nomem;
	int ds_condout;			/* a jcc out of the function */
} dt_dstate_t;

static int
dt_disasm_grow(void **p, uint32_t *szp, uint32_t n, size_t elsz)
{
	void *q;
	uint32_t sz;

	if (n < *szp)
		return 0;
	sz = *szp ? *szp * 2 : 64;
	if ((q = realloc(*p, (size_t)sz * elsz)) == NULL)
		return -1;
	*p = q;
	*szp = sz;
	return 0;
}

/* The part holding function-relative offset t: its index, or -1. */
static int
dt_disasm_part_of(const dt_dstate_t *dsp, int64_t t, uint32_t *offp)
{
	uint32_t k;

	for (k = 0; k < dsp->ds_nparts; k++) {
		const dt_dpart_t *pp = &dsp->ds_parts[k];

		if (t >= pp->rel && t < pp->rel + (int64_t)pp->len) {
			*offp = (uint32_t)(t - pp->rel);
			return (int)k;
		}
	}
	return -1;
}

static void
dt_disasm_push(dt_dstate_t *dsp, uint32_t part, uint32_t off)
{
	if (dt_disasm_grow((void **)&dsp->ds_work, &dsp->ds_szwork,
	    dsp->ds_nwork, sizeof(dt_dwork_t)) != 0) {
		dsp->ds_nomem = 1;
		return;
	}
	dsp->ds_work[dsp->ds_nwork].part = part;
	dsp->ds_work[dsp->ds_nwork++].off = off;
}

/* Follow a branch to function-relative t; 0 if t is in no part. */
static int
dt_disasm_follow_to(dt_dstate_t *dsp, int64_t t)
{
	uint32_t off;
	int k = dt_disasm_part_of(dsp, t, &off);

	if (k < 0)
		return 0;
	dt_disasm_push(dsp, (uint32_t)k, off);
	return 1;
}

/* Decode what the worklist holds, and what it leads to. */
static void
dt_disasm_follow(dt_dstate_t *dsp)
{
	while (dsp->ds_nwork > 0 && !dsp->ds_nomem) {
		dt_dwork_t w = dsp->ds_work[--dsp->ds_nwork];
		dt_dpart_t *pp = &dsp->ds_parts[w.part];
		int64_t rel = 0, end;
		uint32_t L;
		int flow;

		if (pp->ilen[w.off] != 0 || pp->data[w.off])
			continue;
		L = dt_dis_len(&dsp->ds_dis, pp->code, pp->len, w.off);
		if (L == 0)
			continue;	/* a path into no instruction: stop */
		pp->ilen[w.off] = (uint8_t)L;
		pp->flags[w.off] = DT_DISASM_CODE;
		flow = dt_disasm_flow(pp->code + w.off, L, &rel);
		end = pp->rel + w.off + L;	/* function-relative */
		switch (flow) {
		case DT_FLOW_JCC:
			if (!dt_disasm_follow_to(dsp, end + rel))
				dsp->ds_condout = 1;
			break;
		case DT_FLOW_CALL:	/* a call into the function: code */
			(void) dt_disasm_follow_to(dsp, end + rel);
			break;
		case DT_FLOW_JMP:
			if (!dt_disasm_follow_to(dsp, end + rel))
				pp->flags[w.off] |= DT_DISASM_RETURN;
			continue;
		case DT_FLOW_RET:
			pp->flags[w.off] |= DT_DISASM_RETURN;
			continue;
		case DT_FLOW_IJMP:
			if (dt_disasm_grow((void **)&dsp->ds_ijmps,
			    &dsp->ds_szijmps, dsp->ds_nijmps,
			    sizeof(dt_dwork_t)) != 0) {
				dsp->ds_nomem = 1;
				return;
			}
			dsp->ds_ijmps[dsp->ds_nijmps++] = w;
			continue;
		case DT_FLOW_STOP:
			continue;
		}
		/* falls through: off the end of the part is not followed */
		if (w.off + L < pp->len) {
			if (pp->prev[w.off + L] == DT_NONE)
				pp->prev[w.off + L] = w.off;
			dt_disasm_push(dsp, w.part, w.off + L);
		}
	}
}

/* ---- jump tables ---- */

/* The instructions that fall through to the one at off, nearest first. */
static int
dt_disasm_preds(const dt_dpart_t *pp, uint32_t off, uint32_t *preds, int max)
{
	int n = 0;

	while (n < max && (off = pp->prev[off]) != DT_NONE)
		preds[n++] = off;
	return n;
}

/* Is the instruction at b (L bytes) `lea disp32(%rip), %reg`?  Its disp. */
static int
dt_disasm_is_lea_rip(const uint8_t *b, uint32_t L, int reg, int64_t *dispp)
{
	int rex;
	uint32_t p = dt_disasm_opcode(b, L, &rex);

	if (p + 6 != L || b[p] != 0x8d || (b[p + 1] & 0xc7) != 0x05 ||
	    (((b[p + 1] >> 3) & 7) | ((rex & 4) << 1)) != reg)
		return 0;
	*dispp = dt_disasm_rel(b, L, 4);
	return 1;
}

/*
 * Is it `movslq (%base, %idx, 4), %reg`?  1 with base and reg (0-15).
 */
static int
dt_disasm_is_movslq(const uint8_t *b, uint32_t L, int *basep, int *regp)
{
	int rex;
	uint32_t p = dt_disasm_opcode(b, L, &rex);

	if (p + 3 != L || !(rex & 8) || b[p] != 0x63 ||
	    (b[p + 1] & 0xc7) != 0x04 || (b[p + 2] >> 6) != 2 ||
	    (b[p + 2] & 7) == 5)
		return 0;
	*basep = (b[p + 2] & 7) | ((rex & 1) << 3);
	*regp = ((b[p + 1] >> 3) & 7) | ((rex & 4) << 1);
	return 1;
}

/*
 * Does it set %dst to the sum of two registers: `add %y, %dst` (64-bit)
 * or `lea (%x, %y, 1), %dst`?  1 with the two in *xp, *yp.
 */
static int
dt_disasm_is_sum(const uint8_t *b, uint32_t L, int dst, int *xp, int *yp)
{
	int rex, reg, rm;
	uint32_t p = dt_disasm_opcode(b, L, &rex);

	if (!(rex & 8) || p + 2 > L)
		return 0;
	reg = ((b[p + 1] >> 3) & 7) | ((rex & 4) << 1);
	rm = (b[p + 1] & 7) | ((rex & 1) << 3);
	if (p + 2 == L && (b[p + 1] >> 6) == 3 && (b[p] == 0x01 ||
	    b[p] == 0x03)) {
		if ((b[p] == 0x01 ? rm : reg) != dst)
			return 0;
		*xp = dst;
		*yp = b[p] == 0x01 ? reg : rm;
		return 1;
	}
	if (p + 3 == L && b[p] == 0x8d && (b[p + 1] & 0xc7) == 0x04 &&
	    (b[p + 2] >> 6) == 0 && (b[p + 2] & 7) != 5 && reg == dst) {
		*xp = (b[p + 2] & 7) | ((rex & 1) << 3);
		*yp = ((b[p + 2] >> 3) & 7) | ((rex & 2) << 2);
		return 1;
	}
	return 0;
}

/*
 * The number of table entries a bound check before the jump allows:
 * `cmp $N, %reg` then `ja` (N + 1) or `jae` (N), on the path to it.
 */
static uint32_t
dt_disasm_bound(const dt_dpart_t *pp, const uint32_t *preds, int n)
{
	const uint8_t *b;
	uint32_t L, p;
	uint64_t imm;
	int i, rex, ja = 0;

	for (i = 0; i < n; i++) {	/* the nearest ja or jae */
		b = pp->code + preds[i];
		L = pp->ilen[preds[i]];
		p = dt_disasm_opcode(b, L, &rex);
		if (L == p + 2 && (b[p] == 0x77 || b[p] == 0x73)) {
			ja = b[p] == 0x77;
			break;
		}
		if (L == p + 6 && b[p] == 0x0f && (b[p + 1] == 0x87 ||
		    b[p + 1] == 0x83)) {
			ja = b[p + 1] == 0x87;
			break;
		}
	}
	if (++i >= n)		/* the cmp that sets its flags, just before */
		return 0;
	b = pp->code + preds[i];
	L = pp->ilen[preds[i]];
	p = dt_disasm_opcode(b, L, &rex);
	if (L == p + 3 && (b[p] == 0x83 || b[p] == 0x80) &&
	    (b[p + 1] & 0xf8) == 0xf8)
		imm = b[p] == 0x80 ? b[p + 2] :
		    (uint64_t)(int64_t)(int8_t)b[p + 2];
	else if (L == p + 6 && b[p] == 0x81 && (b[p + 1] & 0xf8) == 0xf8)
		imm = (uint32_t)dt_disasm_rel(b, L, 4);
	else if (L == p + 2 && b[p] == 0x3c)
		imm = b[p + 1];
	else if (L == p + 5 && b[p] == 0x3d)
		imm = (uint32_t)dt_disasm_rel(b, L, 4);
	else
		return 0;
	if (imm > 4096)
		return 0;
	return (uint32_t)imm + (ja ? 1 : 0);
}

/* Read len bytes at function-relative offset t (the code, or dc_read). */
static int
dt_disasm_fetch(dt_dstate_t *dsp, int64_t t, void *buf, size_t len)
{
	const dt_disasm_ctx_t *ctx = dsp->ds_ctx;
	uint32_t off, k;

	for (k = 0; k < dsp->ds_nparts; k++) {
		dt_dpart_t *pp = &dsp->ds_parts[k];

		if (t >= pp->rel && t + (int64_t)len <= pp->rel + pp->len) {
			off = (uint32_t)(t - pp->rel);
			memcpy(buf, pp->code + off, len);
			memset(pp->data + off, 1, len);
			return 0;
		}
	}
	if (ctx == NULL || ctx->dc_read == NULL || ctx->dc_vaddr == 0)
		return -1;
	return ctx->dc_read(ctx->dc_arg, ctx->dc_vaddr + t, buf, len);
}

/*
 * Follow the indirect jump at w through its table, if it is one of the
 * forms the comment at the top shows; 1 if followed.
 */
static int
dt_disasm_table(dt_dstate_t *dsp, dt_dwork_t w)
{
	dt_dpart_t *pp = &dsp->ds_parts[w.part];
	const uint8_t *b = pp->code + w.off;
	uint32_t L = pp->ilen[w.off], preds[12], n, i, nent, dummy;
	int np = dt_disasm_preds(pp, w.off, preds, 12), rex, j, base = -1;
	uint32_t p = dt_disasm_opcode(b, L, &rex);
	int64_t table = 0, disp, t, *targets;
	int abs = 0;

	if (p + 2 == L && (b[p + 1] & 0xf8) == 0xe0) {	/* jmp *%reg */
		int jr = (b[p + 1] & 7) | ((rex & 1) << 3), x = -1, y = -1;
		int reg;

		/* %jr = %x + %y, one of them movslq (%other, ...): the base */
		for (j = 0; j < np; j++)
			if (dt_disasm_is_sum(pp->code + preds[j],
			    pp->ilen[preds[j]], jr, &x, &y))
				break;
		for (j++; j < np; j++)
			if (dt_disasm_is_movslq(pp->code + preds[j],
			    pp->ilen[preds[j]], &base, &reg) &&
			    ((reg == x && base == y) || (reg == y && base == x)))
				break;
		for (j++; j < np; j++)
			if (dt_disasm_is_lea_rip(pp->code + preds[j],
			    pp->ilen[preds[j]], base, &disp)) {
				table = pp->rel + preds[j] + pp->ilen[preds[j]] +
				    disp;
				break;
			}
		if (j >= np)
			return 0;
	} else if (p + 7 == L && b[p + 1] == 0x24 && (b[p + 2] & 0xc7) == 0xc5) {
		/* jmp *T(, %idx, 8): absolute entries */
		if (dsp->ds_ctx == NULL || dsp->ds_ctx->dc_vaddr == 0)
			return 0;
		table = dt_disasm_rel(b, L, 4) - (int64_t)dsp->ds_ctx->dc_vaddr;
		abs = 1;
	} else
		return 0;
	if ((nent = dt_disasm_bound(pp, preds, np)) == 0)
		return 0;
	if ((targets = malloc(nent * sizeof(int64_t))) == NULL) {
		dsp->ds_nomem = 1;
		return 0;
	}
	for (i = 0, n = 0; i < nent; i++) {
		uint64_t e64 = 0;
		int32_t e32;

		if (abs ? dt_disasm_fetch(dsp, table + 8 * i, &e64, 8) != 0 :
		    dt_disasm_fetch(dsp, table + 4 * i, &e32, 4) != 0)
			break;
		t = abs ? (int64_t)(e64 - dsp->ds_ctx->dc_vaddr) : table + e32;
		if (dt_disasm_part_of(dsp, t, &dummy) < 0)
			break;
		targets[n++] = t;
	}
	if (n == nent)
		for (i = 0; i < n; i++)
			(void) dt_disasm_follow_to(dsp, targets[i]);
	free(targets);
	return n == nent;
}

/* ---- results ---- */

/* Is the L-byte instruction at b a nop or int3 (padding)? */
static int
dt_disasm_is_pad(const uint8_t *b, uint32_t L)
{
	uint32_t p = 0;

	while (p < L && (b[p] == 0x66 || b[p] == 0x2e || b[p] == 0x3e))
		p++;
	if (p + 1 == L && (b[p] == 0x90 || b[p] == 0xcc))
		return 1;
	return p + 1 < L && b[p] == 0x0f && b[p + 1] == 0x1f;
}

static int
dt_disasm_add(dt_disasm_fn_t *dfp, uint32_t *szp, const dt_dpart_t *pp,
    uint32_t part, uint32_t off, uint32_t L, uint8_t flags)
{
	dt_disasm_insn_t *ip;

	if (dt_disasm_grow((void **)&dfp->df_insns, szp, dfp->df_ninsns,
	    sizeof(dt_disasm_insn_t)) != 0)
		return -1;
	ip = &dfp->df_insns[dfp->df_ninsns++];
	ip->di_off = pp->rel + off;
	ip->di_len = (uint8_t)L;
	ip->di_part = (uint8_t)part;
	ip->di_flags = flags;
	ip->di_why = NULL;
	ip->di_verdict = dt_insn_check(pp->code + off, pp->len - off, L,
	    &ip->di_why);
	return 0;
}

/*
 * The bytes of a part that no path reaches, [a, c): list their linear
 * decoding as DT_DISASM_MAYBE if it is whole and not all padding.
 * Returns 2 if they may be code that returns (a ret, a jmp out of the
 * function), 1 if they may be code, 0 if not (data, padding), -1
 * without memory.
 */
static int
dt_disasm_unreached(dt_dstate_t *dsp, dt_disasm_fn_t *dfp, uint32_t *szp,
    uint32_t part, uint32_t a, uint32_t c, int list)
{
	const dt_dpart_t *pp = &dsp->ds_parts[part];
	uint32_t o, L, n0 = dfp->df_ninsns, dummy;
	int pad = 1, rets = 0, flow;
	int64_t rel = 0;

	/* listed as they decode, taken back if they turn out no code */
	for (o = a; o < c; o += L) {
		if ((L = dt_dis_len(&dsp->ds_dis, pp->code, c, o)) == 0 ||
		    memchr(pp->data + o, 1, L) != NULL)
			break;
		pad &= dt_disasm_is_pad(pp->code + o, L);
		flow = dt_disasm_flow(pp->code + o, L, &rel);
		if (flow == DT_FLOW_RET || (flow == DT_FLOW_JMP &&
		    dt_disasm_part_of(dsp, pp->rel + o + L + rel, &dummy) < 0))
			rets = 1;
		if (list && dt_disasm_add(dfp, szp, pp, part, o, L,
		    DT_DISASM_MAYBE) != 0) {
			dfp->df_ninsns = n0;
			return -1;
		}
	}
	if (o != c || pad) {
		dfp->df_ninsns = n0;
		return 0;
	}
	return 1 + rets;
}

/*
 * Mark the reached instructions that overlap, list them (and what may be
 * code between them) and the return sites.
 */
static int
dt_disasm_results(dt_dstate_t *dsp, dt_disasm_fn_t *dfp, int list)
{
	uint32_t k, o, b, szi = 0, szr = 0;
	int maybe = 0, rc;

	for (k = 0; k < dsp->ds_nparts; k++) {
		dt_dpart_t *pp = &dsp->ds_parts[k];
		int32_t *owner = malloc((pp->len + 1) * sizeof(int32_t));
		uint32_t a;

		if (owner == NULL)
			return -1;
		for (o = 0; o < pp->len; o++)
			owner[o] = -1;
		for (o = 0; o < pp->len; o++) {
			if (pp->ilen[o] == 0)
				continue;
			for (b = o; b < o + pp->ilen[o] && b < pp->len; b++) {
				if (owner[b] >= 0) {
					pp->flags[owner[b]] |= DT_DISASM_OVERLAP;
					pp->flags[o] |= DT_DISASM_OVERLAP;
				} else
					owner[b] = (int32_t)o;
			}
		}
		for (o = 0; o < pp->len && list; o++)
			if (pp->ilen[o] != 0 && dt_disasm_add(dfp, &szi, pp, k,
			    o, pp->ilen[o], pp->flags[o]) != 0) {
				free(owner);
				return -1;
			}
		for (o = 0; o < pp->len; ) {
			if (owner[o] >= 0 || pp->data[o]) {
				o++;
				continue;
			}
			for (a = o; o < pp->len && owner[o] < 0 && !pp->data[o];)
				o++;
			if ((rc = dt_disasm_unreached(dsp, dfp, &szi, k, a, o,
			    list)) < 0) {
				free(owner);
				return -1;
			}
			maybe |= rc == 2;
		}
		for (o = 0; o < pp->len; o++) {
			if (pp->ilen[o] == 0 ||
			    !(pp->flags[o] & DT_DISASM_RETURN))
				continue;
			if (dt_disasm_grow((void **)&dfp->df_rets, &szr,
			    dfp->df_nrets, sizeof(int64_t)) != 0) {
				free(owner);
				return -1;
			}
			dfp->df_rets[dfp->df_nrets++] = pp->rel + o;
		}
		free(owner);
	}
	for (k = 0; k < dsp->ds_nijmps; k++)
		if (!dsp->ds_ijres[k]) {
			dfp->df_incomplete = "an indirect jump that dtrace "
			    "cannot follow";
			break;
		}
	if (dfp->df_incomplete == NULL && maybe)
		dfp->df_incomplete = "code that no direct branch from its "
		    "entry reaches, with a ret or jmp out in it";
	return 0;
}

static int
dt_disasm_cmp_insn(const void *a, const void *b)
{
	const dt_disasm_insn_t *x = a, *y = b;

	return x->di_off < y->di_off ? -1 : x->di_off > y->di_off;
}

static int
dt_disasm_cmp_off(const void *a, const void *b)
{
	const int64_t *x = a, *y = b;

	return *x < *y ? -1 : *x > *y;
}

static void
dt_disasm_state_free(dt_dstate_t *dsp)
{
	uint32_t k;

	for (k = 0; dsp->ds_parts != NULL && k < dsp->ds_nparts; k++) {
		free(dsp->ds_parts[k].ilen);
		free(dsp->ds_parts[k].data);
		free(dsp->ds_parts[k].prev);
		free(dsp->ds_parts[k].flags);
	}
	free(dsp->ds_parts);
	free(dsp->ds_work);
	free(dsp->ds_ijmps);
	free(dsp->ds_ijres);
	dt_dis_fini(&dsp->ds_dis);
}

/* Copy the parts (and their code) into dfp. */
static int
dt_disasm_keep(dt_disasm_fn_t *dfp, const dt_disasm_part_t *parts,
    uint32_t nparts)
{
	uint32_t k;

	if ((dfp->df_parts = calloc(nparts, sizeof(*parts))) == NULL)
		return -1;
	dfp->df_nparts = nparts;
	for (k = 0; k < nparts; k++) {
		uint8_t *c = malloc(parts[k].dp_len + 1);

		if (c == NULL)
			return -1;
		memcpy(c, parts[k].dp_code, parts[k].dp_len);
		dfp->df_parts[k] = parts[k];
		dfp->df_parts[k].dp_code = c;
	}
	return 0;
}

int
dt_disasm_func(const dt_disasm_part_t *parts, uint32_t nparts,
    const dt_disasm_ctx_t *ctx, dt_disasm_fn_t *dfp)
{
	dt_dstate_t ds;
	uint32_t k, o, nres = 0;
	int again, rc = -1;

	memset(dfp, 0, sizeof(*dfp));
	memset(&ds, 0, sizeof(ds));
	dt_dis_init(&ds.ds_dis);
	ds.ds_ctx = ctx;
	if (nparts == 0 || (ds.ds_parts = calloc(nparts,
	    sizeof(dt_dpart_t))) == NULL)
		goto out;
	ds.ds_nparts = nparts;
	for (k = 0; k < nparts; k++) {
		dt_dpart_t *pp = &ds.ds_parts[k];
		size_t n = parts[k].dp_len + 1;

		pp->code = parts[k].dp_code;
		pp->len = parts[k].dp_len;
		pp->rel = parts[k].dp_rel;
		if ((pp->ilen = calloc(n, 1)) == NULL ||
		    (pp->data = calloc(n, 1)) == NULL ||
		    (pp->flags = calloc(n, 1)) == NULL ||
		    (pp->prev = malloc(n * sizeof(uint32_t))) == NULL)
			goto out;
		for (o = 0; o < n; o++)
			pp->prev[o] = DT_NONE;
	}
	if (parts[0].dp_len > 0)
		dt_disasm_push(&ds, 0, 0);
	do {
		dt_disasm_follow(&ds);
		if (ds.ds_nomem || (ds.ds_nijmps > 0 && (ds.ds_ijres =
		    realloc(ds.ds_ijres, ds.ds_nijmps)) == NULL))
			goto out;
		for (k = nres; k < ds.ds_nijmps; k++)
			ds.ds_ijres[k] = 0;
		nres = ds.ds_nijmps;
		for (k = 0, again = 0; k < ds.ds_nijmps; k++) {
			if (ds.ds_ijres[k] != 0)	/* 1: followed, 2: not */
				continue;
			ds.ds_ijres[k] = dt_disasm_table(&ds, ds.ds_ijmps[k]) ?
			    1 : 2;
			again |= ds.ds_ijres[k] == 1;
		}
	} while (again && !ds.ds_nomem);
	for (k = 0; k < ds.ds_nijmps; k++)
		ds.ds_ijres[k] = ds.ds_ijres[k] == 1;
	if (ds.ds_nomem || dt_disasm_results(&ds, dfp, ctx == NULL ||
	    ctx->dc_list) != 0 || dt_disasm_keep(dfp, parts, nparts) != 0)
		goto out;
	if (dfp->df_ninsns > 1)
		qsort(dfp->df_insns, dfp->df_ninsns, sizeof(dt_disasm_insn_t),
		    dt_disasm_cmp_insn);
	if (dfp->df_nrets > 1)
		qsort(dfp->df_rets, dfp->df_nrets, sizeof(int64_t),
		    dt_disasm_cmp_off);
	rc = 0;
out:
	dt_disasm_state_free(&ds);
	if (rc != 0) {
		dt_disasm_func_free(dfp);
		errno = ENOMEM;
	}
	return rc;
}

void
dt_disasm_func_free(dt_disasm_fn_t *dfp)
{
	uint32_t k;

	for (k = 0; dfp->df_parts != NULL && k < dfp->df_nparts; k++)
		free((void *)dfp->df_parts[k].dp_code);
	free(dfp->df_parts);
	free(dfp->df_insns);
	free(dfp->df_rets);
	memset(dfp, 0, sizeof(*dfp));
}

/* ---- questions ---- */

const dt_disasm_insn_t *
dt_disasm_at(const dt_disasm_fn_t *dfp, int64_t off)
{
	uint32_t lo = 0, hi = dfp->df_ninsns;

	while (lo < hi) {
		uint32_t mid = lo + (hi - lo) / 2;

		if (dfp->df_insns[mid].di_off == off)
			return &dfp->df_insns[mid];
		if (dfp->df_insns[mid].di_off < off)
			lo = mid + 1;
		else
			hi = mid;
	}
	return NULL;
}

const char *
dt_disasm_site(const dt_disasm_fn_t *dfp, int64_t off,
    const dt_disasm_insn_t **ipp)
{
	const dt_disasm_insn_t *ip = dt_disasm_at(dfp, off);
	int64_t start;

	if (ipp != NULL)
		*ipp = ip;
	if (ip == NULL)
		return dt_disasm_inside(dfp, off, &start) ?
		    "is inside another instruction" : "is not an instruction";
	if (ip->di_flags & DT_DISASM_MAYBE)
		return "is not known to be code: no direct branch from the "
		    "function's entry reaches it";
	if (ip->di_flags & DT_DISASM_OVERLAP)
		return "overlaps another instruction of the function that a "
		    "branch reaches";
	if (ip->di_verdict != DT_INSN_SAFE)
		return ip->di_why;
	return NULL;
}

int
dt_disasm_inside(const dt_disasm_fn_t *dfp, int64_t off, int64_t *startp)
{
	uint32_t lo = 0, hi = dfp->df_ninsns;

	while (lo < hi) {		/* the first instruction at or past off */
		uint32_t mid = lo + (hi - lo) / 2;

		if (dfp->df_insns[mid].di_off < off)
			lo = mid + 1;
		else
			hi = mid;
	}
	while (lo-- > 0 && dfp->df_insns[lo].di_off > off - 16) {
		const dt_disasm_insn_t *ip = &dfp->df_insns[lo];

		if ((ip->di_flags & DT_DISASM_CODE) &&
		    off < ip->di_off + ip->di_len) {
			*startp = ip->di_off;
			return 1;
		}
	}
	return 0;
}

int
dt_disasm_target(const dt_disasm_fn_t *dfp, const dt_disasm_insn_t *ip,
    int64_t *targetp)
{
	const dt_disasm_part_t *pp = &dfp->df_parts[ip->di_part];
	int64_t rel = 0;
	int flow = dt_disasm_flow(pp->dp_code + (ip->di_off - pp->dp_rel),
	    ip->di_len, &rel);

	if (flow != DT_FLOW_JCC && flow != DT_FLOW_JMP && flow != DT_FLOW_CALL)
		return 0;
	*targetp = ip->di_off + ip->di_len + rel;
	return 1;
}

const char *
dt_disasm_insn_text(const dt_disasm_fn_t *dfp, const dt_disasm_insn_t *ip,
    char *buf, size_t sz)
{
	const dt_disasm_part_t *pp = &dfp->df_parts[ip->di_part];
	int64_t o = ip->di_off - pp->dp_rel;

	(void) dt_disasm_one(pp->dp_code + o, ip->di_len, buf, sz);
	return buf;
}
