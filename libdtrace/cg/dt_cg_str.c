/*
 * dt_cg_str.c: strings in the code generator: string comparison and the
 * string subroutines (strlen, strjoin, substr, index, rindex, strchr,
 * strrchr, strstr, strtok, basename, dirname, lltostr, toupper, tolower,
 * strtoll, cleanpath, copyoutstr) and string + int, with DTrace's
 * semantics.
 *
 * A string value is the kernel address of NUL-terminated bytes.  Every
 * subroutine first evaluates its arguments left to right: a string is
 * copied with bpf_probe_read_kernel_str() into a string temporary
 * (dt_cg_strtmp.c) (a bad address, 0 included, raises DTRACEFLT_BADADDR
 * with the address, as in DTrace), its length is kept in a stack slot; an
 * integer is kept in a stack slot.  So no register is held while the next argument is evaluated, and
 * nested calls cost no registers.  The copies hold at most strsize
 * characters, so every string a subroutine sees or makes is truncated to
 * strsize characters, as Oracle Linux DTrace truncates them.  Below,
 * "strsize" is the bytes of a string, NUL included (dt_strbytes(), the
 * option + 1).
 *
 * Then the subroutine works on its copies in scratch memory, where the
 * verifier checks every index against the temporary's bounds: what a helper
 * can do is done by a helper (strlen is the copy's length, strjoin appends
 * with a second bpf_probe_read_kernel_str() at the first string's end,
 * substr copies a range); what needs a loop over the bytes runs a bpf_loop()
 * callback (dt_cg_strloop.c), so the verifier checks the loop body once
 * instead of once per byte, whatever strsize is.  Results go into a string
 * temporary that lives until the end of the statement (dt_cg_strtmp_reset()
 * is called between statements); a subroutine's private copies are released
 * as soon as it is done.  A result may point into its temporary (strchr()
 * returns the copy of its string from the character on), and a subroutine
 * that finds nothing returns 0 (NULL), as DTrace does.
 */
#include <string.h>
#include <stddef.h>
#include "dt_impl.h"
#include "dt_parser.h"
#include "dt_ident.h"
#include "dt_irlist.h"
#include "dt_type.h"
#include "dt_cg.h"

_Static_assert(offsetof(struct dt_mem_hdr, str.strtok) == DT_MEM_STRTOK, "strtok");
_Static_assert(offsetof(struct dt_mem_hdr, str.w) == DT_MEM_STRW, "strw");
_Static_assert(offsetof(struct dt_mem_hdr, str.set) == DT_MEM_STRSET, "strset");
_Static_assert(offsetof(struct dt_mem_hdr, str.digits) == DT_MEM_STRDIGITS, "digits");
_Static_assert(sizeof(struct dt_mem_hdr) == DT_MEM_HDRSIZE, "hdrsize");

/* ---- a subroutine call: arguments, stack slots, loop context ---- */

typedef struct dt_strcall {
	dt_cg_t *cg;
	dt_node_t *fn;
	int nargs;
	dt_node_t *arg[3];
	int val[3];		/* fp offset: an integer argument's value or a
				   string argument's length */
	int32_t tmp[3];		/* a string argument's copy (DT_MR_STRTMP) */
	uint64_t priv;		/* temporaries released at the end */
	int nslots;		/* stack slots released at the end */
	int ctx;		/* fp offset of the loop context, 0 if none */
} dt_strcall_t;

/* The bytes of a string, NUL included: the strsize option + 1. */
static int32_t
dt_cg_strsize(dt_cg_t *cg)
{
	return (int32_t)dt_strbytes(cg->dtp);
}

static void
dt_cg_str_ld(dt_cg_t *cg, int reg, int slot)
{
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, reg, BPF_REG_FP, slot));
}

static void
dt_cg_str_st(dt_cg_t *cg, int slot, int reg)
{
	dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_FP, reg, slot));
}

/* Keep reg within [lo, hi] (signed): for the verifier, where it holds. */
static void
dt_cg_str_clamp(dt_cg_t *cg, int reg, int32_t lo, int32_t hi)
{
	dt_cg_emit(cg, BPF_JMP_IMM(BPF_JSGE, reg, lo, 1));
	dt_cg_emit(cg, BPF_MOV64_IMM(reg, lo));
	dt_cg_emit(cg, BPF_JMP_IMM(BPF_JSLE, reg, hi, 1));
	dt_cg_emit(cg, BPF_MOV64_IMM(reg, hi));
}

static int
dt_cg_str_slot(dt_strcall_t *sc)
{
	sc->nslots++;
	return dt_cg_slot_alloc(sc->cg, sc->fn);
}

/* A temporary for the call only, or for its result (until the statement ends). */
static int32_t
dt_cg_str_tmp(dt_strcall_t *sc, int private)
{
	uint32_t n = dt_cg_strtmp(sc->cg);

	if (private)
		sc->priv |= 1ULL << n;
	return dt_cg_strtmp_off(sc->cg, n);
}

/*
 * r0 = bpf_probe_read_kernel_str(dst, strsize, reg): copy the string whose
 * address is in reg to offset off of region.  A string that cannot be read
 * raises DTRACEFLT_BADADDR with its address; with nullok, 0 reads as "".
 * Afterwards r0 is the length + 1.
 */
static void
dt_cg_str_read(dt_cg_t *cg, int reg, dt_memregion_t region, int32_t off,
    int nullok)
{
	uint32_t ok = dt_irlist_label(cg->dlp), done = dt_irlist_label(cg->dlp);
	uint32_t read = dt_irlist_label(cg->dlp);

	if (nullok) {
		dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JNE, reg, 0, 0), read);
		dt_cg_memptr(cg, BPF_REG_1, region, off);
		dt_cg_emit(cg, BPF_ST_MEM(BPF_B, BPF_REG_1, 0, 0));
		dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_0, 1));
		dt_irlist_jump(cg->dlp, BPF_JA_INSN(0), done);
	}
	dt_irlist_place(cg->dlp, read);
	dt_cg_memptr(cg, BPF_REG_1, region, off);
	dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_2, dt_cg_strsize(cg)));
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_3, reg));
	dt_cg_call(cg, BPF_FUNC_probe_read_kernel_str);
	dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JSGT, BPF_REG_0, 0, 0), ok);
	dt_cg_fault(cg, DTRACEFLT_BADADDR, reg);
	dt_irlist_place(cg->dlp, ok);
	dt_irlist_place(cg->dlp, done);
}

/*
 * Evaluate string argument i into a copy (a result temporary if result is
 * set, else a private one); its length goes to a stack slot.
 */
static void
dt_cg_str_sarg(dt_strcall_t *sc, int i, int result, int nullok)
{
	dt_cg_t *cg = sc->cg;
	int reg;

	sc->val[i] = dt_cg_str_slot(sc);
	reg = dt_cg_expr(cg, sc->arg[i]);
	sc->tmp[i] = dt_cg_str_tmp(sc, !result);
	dt_cg_str_read(cg, reg, DT_MR_STRTMP, sc->tmp[i], nullok);
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_SUB, BPF_REG_0, 1));
	dt_cg_str_clamp(cg, BPF_REG_0, 0, dt_cg_strsize(cg) - 1);
	dt_cg_str_st(cg, sc->val[i], BPF_REG_0);
	dt_cg_reg_free(cg, reg);
}

/* Evaluate integer argument i into a stack slot. */
static void
dt_cg_str_iarg(dt_strcall_t *sc, int i)
{
	int reg;

	sc->val[i] = dt_cg_str_slot(sc);
	reg = dt_cg_expr(sc->cg, sc->arg[i]);
	dt_cg_str_st(sc->cg, sc->val[i], reg);
	dt_cg_reg_free(sc->cg, reg);
}

static void
dt_cg_str_begin(dt_strcall_t *sc, dt_cg_t *cg, dt_node_t *fn)
{
	dt_node_t *arg;

	memset(sc, 0, sizeof(*sc));
	sc->cg = cg;
	sc->fn = fn;
	if (fn->dn_kind != DT_NODE_FUNC)
		return;
	for (arg = fn->dn_args; arg != NULL && sc->nargs < 3; arg = arg->dn_list)
		sc->arg[sc->nargs++] = arg;
}

/* The loop context: DT_SL_NWORDS stack words, r9 and zeros. */
static void
dt_cg_str_ctx(dt_strcall_t *sc)
{
	int i;

	for (i = 0; i < DT_SL_NWORDS; i++)
		sc->ctx = dt_cg_str_slot(sc);
	dt_cg_emit(sc->cg, BPF_STX_MEM(BPF_DW, BPF_REG_FP, DT_REG_MEM,
	    sc->ctx + DT_SL_MEM));
	for (i = 1; i < DT_SL_NWORDS; i++)
		dt_cg_emit(sc->cg, BPF_ST_MEM(BPF_DW, BPF_REG_FP, sc->ctx + 8 * i, 0));
}

/* ctx word = the address of a string temporary */
static void
dt_cg_str_ctxtmp(dt_strcall_t *sc, int word, dt_memregion_t region, int32_t off)
{
	dt_cg_memptr(sc->cg, BPF_REG_0, region, off);
	dt_cg_emit(sc->cg, BPF_STX_MEM(BPF_DW, BPF_REG_FP, BPF_REG_0, sc->ctx + word));
}

static void
dt_cg_str_ctxreg(dt_strcall_t *sc, int word, int reg)
{
	dt_cg_emit(sc->cg, BPF_STX_MEM(BPF_DW, BPF_REG_FP, reg, sc->ctx + word));
}

static void
dt_cg_str_ctximm(dt_strcall_t *sc, int word, int32_t v)
{
	dt_cg_emit(sc->cg, BPF_ST_MEM(BPF_DW, BPF_REG_FP, sc->ctx + word, v));
}

/* r0 = bpf_loop(nr, id, ctx): nr an immediate, or r1 if nr < 0. */
static void
dt_cg_str_loop(dt_strcall_t *sc, dt_strloop_t id, int32_t nr)
{
	if (nr >= 0)
		dt_cg_emit(sc->cg, BPF_MOV64_IMM(BPF_REG_1, nr));
	dt_cg_strloop_call(sc->cg->dlp, id, sc->ctx);
}

/* Release slots and private copies; move r0 into a new register. */
static int
dt_cg_str_end(dt_strcall_t *sc)
{
	dt_cg_t *cg = sc->cg;
	uint32_t n;
	int reg;

	while (sc->nslots-- > 0)
		dt_cg_slot_free(cg);
	for (n = 0; n < DT_STRTMP_MAX; n++)
		if (sc->priv & (1ULL << n))
			dt_cg_strtmp_free(cg, n);
	reg = dt_cg_reg_alloc(cg, sc->fn);
	dt_cg_emit(cg, BPF_MOV64_REG(reg, BPF_REG_0));
	return reg;
}

/* r0 = the address of offset off of a temporary, plus register idx if >= 0. */
static void
dt_cg_str_addr(dt_cg_t *cg, int dst, int32_t off, int idx)
{
	dt_cg_memptr(cg, dst, DT_MR_STRTMP, off);
	if (idx >= 0)
		dt_cg_emit(cg, BPF_ALU64_REG(BPF_ADD, dst, idx));
}

/* dst = the byte at temporary off + register idx (idx within [0, strsize]). */
static void
dt_cg_str_byte(dt_cg_t *cg, int dst, int32_t off, int idx)
{
	dt_cg_str_addr(cg, dst, off, idx);
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_B, dst, dst, 0));
}

/*
 * r0 = bpf_probe_read_kernel_str(res, r2, src + r3): copy at most r2 - 1
 * bytes from index r3 of a string in scratch memory (offset src of region)
 * into the result temporary res.  r2 is clamped to [1, strsize], r3 to
 * [0, strsize - 1].
 */
static void
dt_cg_str_range(dt_cg_t *cg, int32_t res, dt_memregion_t region, int32_t src)
{
	dt_cg_str_clamp(cg, BPF_REG_2, 1, dt_cg_strsize(cg));
	dt_cg_str_clamp(cg, BPF_REG_3, 0, dt_cg_strsize(cg) - 1);
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_1, BPF_REG_3));
	dt_cg_memptr(cg, BPF_REG_3, region, src);
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_ADD, BPF_REG_3, BPF_REG_1));
	dt_cg_memptr(cg, BPF_REG_1, DT_MR_STRTMP, res);
	dt_cg_call(cg, BPF_FUNC_probe_read_kernel_str);
}

/* ---- comparison ---- */

int
dt_cg_strcmp(dt_cg_t *cg, dt_node_t *l, dt_node_t *r)
{
	dt_strcall_t sc;

	dt_cg_str_begin(&sc, cg, l);
	sc.arg[0] = l;
	sc.arg[1] = r;
	sc.nargs = 2;
	/* 0 (NULL) compares as "", as in DTrace. */
	dt_cg_str_sarg(&sc, 0, 0, 1);
	dt_cg_str_sarg(&sc, 1, 0, 1);
	dt_cg_str_ctx(&sc);
	dt_cg_str_ctxtmp(&sc, DT_SL_A, DT_MR_STRTMP, sc.tmp[0]);
	dt_cg_str_ctxtmp(&sc, DT_SL_B, DT_MR_STRTMP, sc.tmp[1]);
	dt_cg_str_loop(&sc, DT_SL_CMP, dt_cg_strsize(cg));
	/* The first byte that differs, or the end: A[i] - B[i]. */
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_3, BPF_REG_0));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_SUB, BPF_REG_3, 1));
	dt_cg_str_clamp(cg, BPF_REG_3, 0, dt_cg_strsize(cg) - 1);
	dt_cg_str_byte(cg, BPF_REG_0, sc.tmp[0], BPF_REG_3);
	dt_cg_str_byte(cg, BPF_REG_1, sc.tmp[1], BPF_REG_3);
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_SUB, BPF_REG_0, BPF_REG_1));
	return dt_cg_str_end(&sc);
}

/* ---- arithmetic ---- */

static int
dt_cg_is_strarith(dt_cg_t *cg, const dt_node_t *dnp)
{
	return dnp->dn_kind == DT_NODE_OP2 && (dnp->dn_op == DT_OP_ADD ||
	    dnp->dn_op == DT_OP_SUB) && dt_cg_is_string(cg, dnp);
}

/*
 * The address of string +/- int: the count is clamped to [-strsize,
 * strsize], which is what lets the verifier add a register to the
 * pointer.  A string operand that is itself string +/- int is its address,
 * not a copy, so (s + 3) - 1 is s + 2, as in DTrace.
 */
static int dt_cg_strarith_addr(dt_cg_t *cg, dt_node_t *dnp);

static int
dt_cg_strarith_opnd(dt_cg_t *cg, dt_node_t *dnp)
{
	return dt_cg_is_strarith(cg, dnp) ? dt_cg_strarith_addr(cg, dnp) :
	    dt_cg_expr(cg, dnp);
}

static int
dt_cg_strarith_addr(dt_cg_t *cg, dt_node_t *dnp)
{
	int ls = dt_cg_is_string(cg, dnp->dn_left);
	int lr, rr, sreg, ireg, slot = 0;

	/* Left to right, the left kept on the stack if registers run out. */
	lr = dt_cg_strarith_opnd(cg, dnp->dn_left);
	if (dt_cg_nfree(cg) < 2) {
		slot = dt_cg_slot_alloc(cg, dnp->dn_left);
		dt_cg_str_st(cg, slot, lr);
		dt_cg_reg_free(cg, lr);
	}
	rr = dt_cg_strarith_opnd(cg, dnp->dn_right);
	if (slot != 0) {
		lr = dt_cg_reg_alloc(cg, dnp->dn_left);
		dt_cg_str_ld(cg, lr, slot);
		dt_cg_slot_free(cg);
	}
	sreg = ls ? lr : rr;
	ireg = ls ? rr : lr;
	if (dnp->dn_op == DT_OP_SUB)
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_NEG, ireg, 0));
	dt_cg_str_clamp(cg, ireg, -dt_cg_strsize(cg), dt_cg_strsize(cg));
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_ADD, sreg, ireg));
	dt_cg_reg_free(cg, ireg);
	return sreg;
}

/*
 * string + int, int + string, string - int (dt_cook.c types them as
 * strings): the string that many chars from the first one, copied into a
 * result temporary, so what uses it sees a string like any other (a bad
 * address faults).  string - string is the plain difference
 * (dt_cg_binary()).
 */
int
dt_cg_strarith(dt_cg_t *cg, dt_node_t *dnp)
{
	int32_t off = dt_cg_strtmp_off(cg, dt_cg_strtmp(cg));
	int reg = dt_cg_strarith_addr(cg, dnp);

	dt_cg_str_read(cg, reg, DT_MR_STRTMP, off, 0);
	dt_cg_memptr(cg, reg, DT_MR_STRTMP, off);
	return reg;
}

/* ---- the subroutines ---- */

/* strlen(s): the length of the copy. */
static int
dt_cg_str_strlen(dt_strcall_t *sc)
{
	dt_cg_str_sarg(sc, 0, 0, 0);
	dt_cg_str_ld(sc->cg, BPF_REG_0, sc->val[0]);
	return dt_cg_str_end(sc);
}

/*
 * strjoin(a, b): a is copied into the result, b appended at its end with
 * room for what is left of strsize - 1 characters.
 */
static int
dt_cg_str_strjoin(dt_strcall_t *sc)
{
	dt_cg_t *cg = sc->cg;
	uint32_t ok = dt_irlist_label(cg->dlp);
	int reg;

	dt_cg_str_sarg(sc, 0, 1, 0);
	reg = dt_cg_expr(cg, sc->arg[1]);
	dt_cg_str_ld(cg, BPF_REG_4, sc->val[0]);
	dt_cg_str_clamp(cg, BPF_REG_4, 0, dt_cg_strsize(cg) - 1);
	dt_cg_str_addr(cg, BPF_REG_1, sc->tmp[0], BPF_REG_4);
	dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_2, dt_cg_strsize(cg)));
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_SUB, BPF_REG_2, BPF_REG_4));
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_3, reg));
	dt_cg_call(cg, BPF_FUNC_probe_read_kernel_str);
	dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JSGT, BPF_REG_0, 0, 0), ok);
	dt_cg_fault(cg, DTRACEFLT_BADADDR, reg);
	dt_irlist_place(cg->dlp, ok);
	dt_cg_reg_free(cg, reg);
	dt_cg_str_addr(cg, BPF_REG_0, sc->tmp[0], -1);
	return dt_cg_str_end(sc);
}

/*
 * substr(s, i [, n]), with DTrace's rules: a negative i counts from the end
 * (what lies before the start is cut off n), a negative n leaves that many
 * characters off the end, and what is out of range is empty.
 */
static int
dt_cg_str_substr(dt_strcall_t *sc)
{
	dt_cg_t *cg = sc->cg;
	dt_irlist_t *dlp = cg->dlp;
	int32_t size = dt_cg_strsize(cg), res;
	uint32_t pos = dt_irlist_label(dlp), nonneg = dt_irlist_label(dlp);
	uint32_t count = dt_irlist_label(dlp), empty = dt_irlist_label(dlp);
	uint32_t done = dt_irlist_label(dlp);

	dt_cg_str_sarg(sc, 0, 0, 0);
	dt_cg_str_iarg(sc, 1);
	if (sc->nargs > 2)
		dt_cg_str_iarg(sc, 2);
	res = dt_cg_str_tmp(sc, 0);
	/* r4 = index, r5 = remaining, r3 = len */
	dt_cg_str_ld(cg, BPF_REG_4, sc->val[1]);
	if (sc->nargs > 2)
		dt_cg_str_ld(cg, BPF_REG_5, sc->val[2]);
	else
		dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_5, size));
	dt_cg_str_ld(cg, BPF_REG_3, sc->val[0]);
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JSGE, BPF_REG_4, 0, 0), pos);
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_ADD, BPF_REG_4, BPF_REG_3));
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JSGE, BPF_REG_4, 0, 0), pos);
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_0, BPF_REG_4));
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_ADD, BPF_REG_0, BPF_REG_5));
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JSLE, BPF_REG_0, 0, 0), pos);
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_5, BPF_REG_0));
	dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_4, 0));
	dt_irlist_place(dlp, pos);
	dt_irlist_jump(dlp, BPF_JMP_REG(BPF_JSGE, BPF_REG_4, BPF_REG_3, 0), empty);
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JSLT, BPF_REG_4, 0, 0), empty);
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JSGE, BPF_REG_5, 0, 0), nonneg);
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_0, BPF_REG_3));
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_SUB, BPF_REG_0, BPF_REG_4));
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_ADD, BPF_REG_5, BPF_REG_0));
	dt_irlist_jump(dlp, BPF_JA_INSN(0), count);
	dt_irlist_place(dlp, nonneg);
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_0, BPF_REG_4));
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_ADD, BPF_REG_0, BPF_REG_5));
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JSLE, BPF_REG_0, size, 0), count);
	dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_5, size));
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_SUB, BPF_REG_5, BPF_REG_4));
	dt_irlist_place(dlp, count);
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JSLE, BPF_REG_5, 0, 0), empty);
	dt_cg_str_clamp(cg, BPF_REG_5, 0, size - 1);
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_2, BPF_REG_5));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, 1));
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_3, BPF_REG_4));
	dt_cg_str_range(cg, res, DT_MR_STRTMP, sc->tmp[0]);
	dt_irlist_jump(dlp, BPF_JA_INSN(0), done);
	dt_irlist_place(dlp, empty);
	dt_cg_str_addr(cg, BPF_REG_1, res, -1);
	dt_cg_emit(cg, BPF_ST_MEM(BPF_B, BPF_REG_1, 0, 0));
	dt_irlist_place(dlp, done);
	dt_cg_str_addr(cg, BPF_REG_0, res, -1);
	return dt_cg_str_end(sc);
}

/*
 * index(s, sub [, pos]), rindex(s, sub [, pos]) and strstr(s, sub): a
 * DT_SL_SEARCH loop over the candidate positions, with DTrace's (Perl's)
 * rules for positions out of range and for empty strings.
 */
static int
dt_cg_str_search(dt_strcall_t *sc, dt_func_t subr)
{
	dt_cg_t *cg = sc->cg;
	dt_irlist_t *dlp = cg->dlp;
	uint32_t go = dt_irlist_label(dlp), search = dt_irlist_label(dlp);
	uint32_t done = dt_irlist_label(dlp);
	int dir = subr == DT_SUB_RINDEX ? -1 : 1;

	dt_cg_str_sarg(sc, 0, subr == DT_SUB_STRSTR, 0);
	dt_cg_str_sarg(sc, 1, 0, 0);
	if (sc->nargs > 2)
		dt_cg_str_iarg(sc, 2);
	dt_cg_str_ctx(sc);
	dt_cg_emit(cg, BPF_ST_MEM(BPF_DW, DT_REG_MEM, DT_MEM_STRW, -1));
	dt_cg_str_ld(cg, BPF_REG_3, sc->val[0]);
	dt_cg_str_ld(cg, BPF_REG_4, sc->val[1]);
	/* Both empty: "" for strstr(), 0 for index() and rindex(). */
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JNE, BPF_REG_3, 0, 0), go);
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JNE, BPF_REG_4, 0, 0), go);
	if (subr == DT_SUB_STRSTR)
		dt_cg_str_addr(cg, BPF_REG_0, sc->tmp[0], -1);
	else
		dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_0, 0));
	dt_irlist_jump(dlp, BPF_JA_INSN(0), done);
	dt_irlist_place(dlp, go);
	/* r5 = the first position, r1 = how many */
	if (subr == DT_SUB_RINDEX) {
		dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_5, BPF_REG_3));
		if (sc->nargs > 2) {
			uint32_t p = dt_irlist_label(dlp);

			dt_cg_str_ld(cg, BPF_REG_0, sc->val[2]);
			dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JSGE, BPF_REG_0, 0, 0), p);
			/* before the start: "" is found at 0, nothing else */
			dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_0, -1));
			dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JNE, BPF_REG_4, 0, 0), done);
			dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_0, 0));
			dt_irlist_jump(dlp, BPF_JA_INSN(0), done);
			dt_irlist_place(dlp, p);
			dt_cg_emit(cg, BPF_JMP_REG(BPF_JSGT, BPF_REG_0, BPF_REG_3, 1));
			dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_5, BPF_REG_0));
		}
		dt_irlist_place(dlp, search);
		dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_1, BPF_REG_5));
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, 1));
	} else {
		dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_5, 0));
		if (sc->nargs > 2) {
			dt_cg_str_ld(cg, BPF_REG_5, sc->val[2]);
			dt_cg_emit(cg, BPF_JMP_IMM(BPF_JSGE, BPF_REG_5, 0, 1));
			dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_5, 0));
			dt_irlist_jump(dlp, BPF_JMP_REG(BPF_JSLT, BPF_REG_5, BPF_REG_3, 0),
			    search);
			/* at or past the end: "" is found at the end, nothing else */
			dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_0, -1));
			dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JNE, BPF_REG_4, 0, 0), done);
			dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_0, BPF_REG_3));
			dt_irlist_jump(dlp, BPF_JA_INSN(0), done);
		}
		dt_irlist_place(dlp, search);
		dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_1, BPF_REG_3));
		dt_cg_emit(cg, BPF_ALU64_REG(BPF_SUB, BPF_REG_1, BPF_REG_5));
	}
	dt_cg_str_ctxreg(sc, DT_SL_P1, BPF_REG_5);
	dt_cg_str_ctximm(sc, DT_SL_P2, dir);
	dt_cg_str_ctxtmp(sc, DT_SL_A, DT_MR_STRTMP, sc->tmp[0]);
	dt_cg_str_ctxtmp(sc, DT_SL_B, DT_MR_STRTMP, sc->tmp[1]);
	dt_cg_str_loop(sc, DT_SL_SEARCH, -1);
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_0, DT_REG_MEM, DT_MEM_STRW));
	if (subr == DT_SUB_STRSTR) {
		uint32_t found = dt_irlist_label(dlp);

		dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JSGE, BPF_REG_0, 0, 0), found);
		dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_0, 0));
		dt_irlist_jump(dlp, BPF_JA_INSN(0), done);
		dt_irlist_place(dlp, found);
		dt_cg_str_clamp(cg, BPF_REG_0, 0, dt_cg_strsize(cg) - 1);
		dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_1, BPF_REG_0));
		dt_cg_str_addr(cg, BPF_REG_0, sc->tmp[0], BPF_REG_1);
	}
	dt_irlist_place(dlp, done);
	return dt_cg_str_end(sc);
}

/* strchr(s, c), strrchr(s, c): the copy of s from the character on, or 0. */
static int
dt_cg_str_strchr(dt_strcall_t *sc, int last)
{
	dt_cg_t *cg = sc->cg;
	dt_irlist_t *dlp = cg->dlp;
	uint32_t null = dt_irlist_label(dlp), done = dt_irlist_label(dlp);
	int32_t size = dt_cg_strsize(cg);

	dt_cg_str_sarg(sc, 0, 1, 0);
	dt_cg_str_iarg(sc, 1);
	dt_cg_str_ctx(sc);
	dt_cg_str_ctxtmp(sc, DT_SL_A, DT_MR_STRTMP, sc->tmp[0]);
	dt_cg_str_ld(cg, BPF_REG_0, sc->val[1]);
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_AND, BPF_REG_0, 0xff));
	dt_cg_str_ctxreg(sc, DT_SL_P1, BPF_REG_0);
	if (last) {
		/* from the terminating NUL back to the start */
		dt_cg_str_ld(cg, BPF_REG_1, sc->val[0]);
		dt_cg_str_ctxreg(sc, DT_SL_P2, BPF_REG_1);
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, 1));
		dt_cg_str_loop(sc, DT_SL_RCHR, -1);
		dt_cg_str_ld(cg, BPF_REG_3, sc->val[0]);
		dt_cg_emit(cg, BPF_ALU64_REG(BPF_SUB, BPF_REG_3, BPF_REG_0));
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, 1));
	} else {
		dt_cg_str_loop(sc, DT_SL_CHR, size);
		dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_3, BPF_REG_0));
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_SUB, BPF_REG_3, 1));
	}
	dt_cg_str_clamp(cg, BPF_REG_3, 0, size - 1);
	dt_cg_str_byte(cg, BPF_REG_0, sc->tmp[0], BPF_REG_3);
	dt_cg_str_ld(cg, BPF_REG_1, sc->ctx + DT_SL_P1);
	dt_irlist_jump(dlp, BPF_JMP_REG(BPF_JNE, BPF_REG_0, BPF_REG_1, 0), null);
	dt_cg_str_addr(cg, BPF_REG_0, sc->tmp[0], BPF_REG_3);
	dt_irlist_jump(dlp, BPF_JA_INSN(0), done);
	dt_irlist_place(dlp, null);
	dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_0, 0));
	dt_irlist_place(dlp, done);
	return dt_cg_str_end(sc);
}

/*
 * strtok(s, delim): a string s is copied into the strtok buffer of scratch
 * memory, where strtok(NULL, delim) goes on until the end of the probe
 * firing (the prologue forgets it).  Skip delimiters, then the token runs
 * to the next delimiter; none left: 0, and the string is forgotten.
 */
static int
dt_cg_str_strtok(dt_strcall_t *sc)
{
	dt_cg_t *cg = sc->cg;
	dt_irlist_t *dlp = cg->dlp;
	uint32_t null = dt_irlist_label(dlp), go = dt_irlist_label(dlp);
	uint32_t tok = dt_irlist_label(dlp), done = dt_irlist_label(dlp);
	int32_t size = dt_cg_strsize(cg), res;
	int reg, i;

	reg = dt_cg_expr(cg, sc->arg[0]);
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JEQ, reg, 0, 0), null);
	dt_cg_str_read(cg, reg, DT_MR_STRTOK, 0, 0);
	dt_cg_emit(cg, BPF_ST_MEM(BPF_DW, DT_REG_MEM, DT_MEM_STRTOK, 1));
	dt_irlist_jump(dlp, BPF_JA_INSN(0), go);
	dt_irlist_place(dlp, null);
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_0, DT_REG_MEM, DT_MEM_STRTOK));
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JNE, BPF_REG_0, 0, 0), go);
	dt_cg_fault(cg, DTRACEFLT_BADADDR, reg);
	dt_irlist_place(dlp, go);
	dt_cg_reg_free(cg, reg);

	dt_cg_str_sarg(sc, 1, 0, 0);
	res = dt_cg_str_tmp(sc, 0);
	dt_cg_str_ctx(sc);
	for (i = 0; i < 32; i += 8)
		dt_cg_emit(cg, BPF_ST_MEM(BPF_DW, DT_REG_MEM, DT_MEM_STRSET + i, 0));
	dt_cg_str_ctxtmp(sc, DT_SL_A, DT_MR_STRTMP, sc->tmp[1]);
	dt_cg_str_loop(sc, DT_SL_TOKSET, size);

	/* i = the first byte that is not a delimiter */
	dt_cg_str_ctxtmp(sc, DT_SL_A, DT_MR_STRTOK, 0);
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_0, DT_REG_MEM, DT_MEM_STRTOK));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_SUB, BPF_REG_0, 1));
	dt_cg_str_clamp(cg, BPF_REG_0, 0, size - 1);
	dt_cg_str_ctxreg(sc, DT_SL_P1, BPF_REG_0);
	dt_cg_str_ctximm(sc, DT_SL_P2, 0);
	dt_cg_str_loop(sc, DT_SL_TOKSCAN, size);
	dt_cg_str_ld(cg, BPF_REG_3, sc->ctx + DT_SL_P1);
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_ADD, BPF_REG_3, BPF_REG_0));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_SUB, BPF_REG_3, 1));
	dt_cg_str_clamp(cg, BPF_REG_3, 0, size - 1);
	dt_cg_str_ctxreg(sc, DT_SL_P1, BPF_REG_3);
	dt_cg_memptr(cg, BPF_REG_0, DT_MR_STRTOK, 0);
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_ADD, BPF_REG_0, BPF_REG_3));
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_B, BPF_REG_0, BPF_REG_0, 0));
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JNE, BPF_REG_0, 0, 0), tok);
	dt_cg_emit(cg, BPF_ST_MEM(BPF_DW, DT_REG_MEM, DT_MEM_STRTOK, 0));
	dt_irlist_jump(dlp, BPF_JA_INSN(0), done);

	/* j = the next delimiter or the end; the token is [i, j) */
	dt_irlist_place(dlp, tok);
	dt_cg_str_ctximm(sc, DT_SL_P2, 1);
	dt_cg_str_loop(sc, DT_SL_TOKSCAN, size);
	dt_cg_str_ld(cg, BPF_REG_3, sc->ctx + DT_SL_P1);
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_2, BPF_REG_0));
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_ADD, BPF_REG_0, BPF_REG_3));
	dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, DT_REG_MEM, BPF_REG_0, DT_MEM_STRTOK));
	dt_cg_str_range(cg, res, DT_MR_STRTOK, 0);
	dt_cg_str_addr(cg, BPF_REG_0, res, -1);
	dt_irlist_place(dlp, done);
	return dt_cg_str_end(sc);
}

/* Store a string constant of at most 2 characters at the result. */
static void
dt_cg_str_short(dt_cg_t *cg, int32_t res, const char *s)
{
	int i;

	dt_cg_str_addr(cg, BPF_REG_1, res, -1);
	for (i = 0; i == 0 || s[i - 1] != '\0'; i++)
		dt_cg_emit(cg, BPF_ST_MEM(BPF_B, BPF_REG_1, i, (unsigned char)s[i]));
}

/*
 * basename(s) and dirname(s), as DTrace defines them: scanning back from
 * the end, the last non-slash ends the base name, the slash before it
 * starts it, and the non-slash before that ends the directory name.  ""
 * gives ".", a string of slashes "/", a name without a slash "." (dirname)
 * or itself (basename).
 */
static int
dt_cg_str_basename(dt_strcall_t *sc, int dir)
{
	dt_cg_t *cg = sc->cg;
	dt_irlist_t *dlp = cg->dlp;
	uint32_t go = dt_irlist_label(dlp), have = dt_irlist_label(dlp);
	uint32_t slash = dt_irlist_label(dlp), copy = dt_irlist_label(dlp);
	uint32_t done = dt_irlist_label(dlp);
	int32_t res;

	dt_cg_str_sarg(sc, 0, 0, 0);
	res = dt_cg_str_tmp(sc, 0);
	dt_cg_str_ctx(sc);
	dt_cg_str_ctxtmp(sc, DT_SL_A, DT_MR_STRTMP, sc->tmp[0]);
	dt_cg_str_ctximm(sc, DT_SL_P3, '/');
	dt_cg_str_ld(cg, BPF_REG_1, sc->val[0]);
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JNE, BPF_REG_1, 0, 0), go);
	dt_cg_str_short(cg, res, ".");
	dt_irlist_jump(dlp, BPF_JA_INSN(0), done);

	/* lastbase: back from len - 1 to a non-slash */
	dt_irlist_place(dlp, go);
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_0, BPF_REG_1));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_SUB, BPF_REG_0, 1));
	dt_cg_str_ctxreg(sc, DT_SL_P1, BPF_REG_0);
	dt_cg_str_ctximm(sc, DT_SL_P2, 0);
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, 1));
	dt_cg_str_loop(sc, DT_SL_SCAN, -1);
	dt_cg_str_ld(cg, BPF_REG_1, sc->ctx + DT_SL_P1);
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_SUB, BPF_REG_1, BPF_REG_0));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, 1));
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JSGE, BPF_REG_1, 0, 0), have);
	dt_cg_str_short(cg, res, "/");
	dt_irlist_jump(dlp, BPF_JA_INSN(0), done);

	/* firstbase - 1: back from lastbase to a slash */
	dt_irlist_place(dlp, have);
	dt_cg_str_ctxreg(sc, DT_SL_P1, BPF_REG_1);
	dt_cg_str_ctximm(sc, DT_SL_P2, 1);
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, 2));
	dt_cg_str_loop(sc, DT_SL_SCAN, -1);
	dt_cg_str_ld(cg, BPF_REG_4, sc->ctx + DT_SL_P1);	/* lastbase */
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_1, BPF_REG_4));
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_SUB, BPF_REG_1, BPF_REG_0));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, 1));
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JSGE, BPF_REG_1, 0, 0), slash);
	if (dir) {
		dt_cg_str_short(cg, res, ".");
		dt_irlist_jump(dlp, BPF_JA_INSN(0), done);
	} else {
		dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_3, 0));
		dt_irlist_jump(dlp, BPF_JA_INSN(0), copy);
	}
	dt_irlist_place(dlp, slash);
	if (dir) {
		/* lastdir: back from that slash to a non-slash ("/" if none) */
		dt_cg_str_ctxreg(sc, DT_SL_P1, BPF_REG_1);
		dt_cg_str_ctximm(sc, DT_SL_P2, 0);
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, 2));
		dt_cg_str_loop(sc, DT_SL_SCAN, -1);
		dt_cg_str_ld(cg, BPF_REG_4, sc->ctx + DT_SL_P1);
		dt_cg_emit(cg, BPF_ALU64_REG(BPF_SUB, BPF_REG_4, BPF_REG_0));
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_4, 1));
		dt_cg_emit(cg, BPF_JMP_IMM(BPF_JSGE, BPF_REG_4, 0, 1));
		dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_4, 0));
		dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_3, 0));
	} else {
		dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_3, BPF_REG_1));
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, 1));
	}
	/* the range [r3, r4] */
	dt_irlist_place(dlp, copy);
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_2, BPF_REG_4));
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_SUB, BPF_REG_2, BPF_REG_3));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, 2));
	dt_cg_str_range(cg, res, DT_MR_STRTMP, sc->tmp[0]);
	dt_irlist_place(dlp, done);
	dt_cg_str_addr(cg, BPF_REG_0, res, -1);
	return dt_cg_str_end(sc);
}

/* toupper(s), tolower(s): ASCII letters only, as in DTrace. */
static int
dt_cg_str_case(dt_strcall_t *sc, int upper)
{
	dt_cg_str_sarg(sc, 0, 1, 0);
	dt_cg_str_ctx(sc);
	dt_cg_str_ctxtmp(sc, DT_SL_A, DT_MR_STRTMP, sc->tmp[0]);
	dt_cg_str_ctximm(sc, DT_SL_P1, upper ? 'a' : 'A');
	dt_cg_str_ctximm(sc, DT_SL_P2, upper ? 'z' : 'Z');
	dt_cg_str_ctximm(sc, DT_SL_P3, upper ? 'A' - 'a' : 'a' - 'A');
	dt_cg_str_loop(sc, DT_SL_CASE, dt_cg_strsize(sc->cg));
	dt_cg_str_addr(sc->cg, BPF_REG_0, sc->tmp[0], -1);
	return dt_cg_str_end(sc);
}

/* An optional base argument: 10 if absent; outside [2, 36] it faults
   with an illegal operation, as in DTrace.  r2 = the base. */
static void
dt_cg_str_base(dt_strcall_t *sc, int i)
{
	dt_cg_t *cg = sc->cg;
	uint32_t ok = dt_irlist_label(cg->dlp), bad = dt_irlist_label(cg->dlp);

	if (sc->nargs <= i) {
		dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_2, 10));
		return;
	}
	dt_cg_str_ld(cg, BPF_REG_2, sc->val[i]);
	dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JSLE, BPF_REG_2, 1, 0), bad);
	dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JSLE, BPF_REG_2, 36, 0), ok);
	dt_irlist_place(cg->dlp, bad);
	dt_cg_fault(cg, DTRACEFLT_ILLOP, -1);
	dt_irlist_place(cg->dlp, ok);
}

/* Store character c at digits[r5] and move r5 back (r5 = r9 + index). */
static void
dt_cg_str_digit(dt_cg_t *cg, char c)
{
	dt_cg_emit(cg, BPF_ST_MEM(BPF_B, BPF_REG_5, DT_MEM_STRDIGITS, c));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_SUB, BPF_REG_5, 1));
}

/*
 * lltostr(v [, base]): digits written backwards in the digits buffer of
 * scratch memory, then DTrace's prefixes: "-" (base 10 only; other bases
 * print the 64 bits unsigned), "0x" (16), "0" (8, and the value 0).
 */
static int
dt_cg_str_lltostr(dt_strcall_t *sc)
{
	dt_cg_t *cg = sc->cg;
	dt_irlist_t *dlp = cg->dlp;
	uint32_t pos = dt_irlist_label(dlp), l1 = dt_irlist_label(dlp);
	uint32_t l2 = dt_irlist_label(dlp), l3 = dt_irlist_label(dlp);
	uint32_t zero = dt_irlist_label(dlp), l4 = dt_irlist_label(dlp);
	int32_t res;

	dt_cg_str_iarg(sc, 0);
	if (sc->nargs > 1)
		dt_cg_str_iarg(sc, 1);
	res = dt_cg_str_tmp(sc, 0);
	dt_cg_str_ctx(sc);
	dt_cg_str_base(sc, 1);
	dt_cg_str_ctxreg(sc, DT_SL_P1, BPF_REG_2);
	dt_cg_str_ld(cg, BPF_REG_1, sc->val[0]);
	dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_3, 0));
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JNE, BPF_REG_2, 10, 0), pos);
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JSGE, BPF_REG_1, 0, 0), pos);
	dt_cg_emit(cg, BPF_NEG64(BPF_REG_1));
	dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_3, 1));
	dt_irlist_place(dlp, pos);
	dt_cg_str_ctxreg(sc, DT_SL_P2, BPF_REG_3);
	dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, DT_REG_MEM, BPF_REG_1, DT_MEM_STRW));
	dt_cg_emit(cg, BPF_ST_MEM(BPF_DW, DT_REG_MEM, DT_MEM_STRW + 8, 70));
	dt_cg_emit(cg, BPF_ST_MEM(BPF_B, DT_REG_MEM, DT_MEM_STRDIGITS + 71, 0));
	dt_cg_str_loop(sc, DT_SL_DIGITS, 64);

	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_5, DT_REG_MEM, DT_MEM_STRW + 8));
	dt_cg_str_clamp(cg, BPF_REG_5, 3, 70);
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_ADD, BPF_REG_5, DT_REG_MEM));
	dt_cg_str_ld(cg, BPF_REG_4, sc->val[0]);
	dt_cg_str_ld(cg, BPF_REG_2, sc->ctx + DT_SL_P1);
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JNE, BPF_REG_2, 16, 0), l2);
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JNE, BPF_REG_4, 0, 0), l1);
	dt_cg_str_digit(cg, '0');
	dt_irlist_place(dlp, l1);
	dt_cg_str_digit(cg, 'x');
	dt_irlist_jump(dlp, BPF_JA_INSN(0), zero);
	dt_irlist_place(dlp, l2);
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_2, 8, 0), zero);
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JNE, BPF_REG_4, 0, 0), l3);
	dt_irlist_place(dlp, zero);
	dt_cg_str_digit(cg, '0');
	dt_irlist_place(dlp, l3);
	dt_cg_str_ld(cg, BPF_REG_0, sc->ctx + DT_SL_P2);
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), l4);
	dt_cg_str_digit(cg, '-');
	dt_irlist_place(dlp, l4);
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_3, BPF_REG_5));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, DT_MEM_STRDIGITS + 1));
	dt_cg_str_addr(cg, BPF_REG_1, res, -1);
	dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_2, dt_cg_strsize(cg)));
	dt_cg_call(cg, BPF_FUNC_probe_read_kernel_str);
	dt_cg_str_addr(cg, BPF_REG_0, res, -1);
	return dt_cg_str_end(sc);
}

/*
 * strtoll(s [, base]), as DTrace: leading blanks and tabs, a sign, "0x"
 * or "0X" (base 16, before a hex digit), then digits while they are below
 * the base; no overflow check.
 */
static int
dt_cg_str_strtoll(dt_strcall_t *sc)
{
	dt_cg_t *cg = sc->cg;
	dt_irlist_t *dlp = cg->dlp;
	int32_t size = dt_cg_strsize(cg), s;
	uint32_t minus = dt_irlist_label(dlp), plus = dt_irlist_label(dlp);
	uint32_t sign = dt_irlist_label(dlp), nohex = dt_irlist_label(dlp);
	uint32_t x = dt_irlist_label(dlp), hex = dt_irlist_label(dlp);

	dt_cg_str_sarg(sc, 0, 0, 0);
	if (sc->nargs > 1)
		dt_cg_str_iarg(sc, 1);
	s = sc->tmp[0];
	dt_cg_str_ctx(sc);
	dt_cg_str_base(sc, 1);
	dt_cg_str_ctxreg(sc, DT_SL_P2, BPF_REG_2);
	dt_cg_str_ctxtmp(sc, DT_SL_A, DT_MR_STRTMP, s);
	dt_cg_str_loop(sc, DT_SL_SPACE, size);
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_3, BPF_REG_0));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_SUB, BPF_REG_3, 1));
	dt_cg_str_clamp(cg, BPF_REG_3, 0, size - 1);
	dt_cg_str_byte(cg, BPF_REG_4, s, BPF_REG_3);
	dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_5, 0));
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_4, '-', 0), minus);
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_4, '+', 0), plus);
	dt_irlist_jump(dlp, BPF_JA_INSN(0), sign);
	dt_irlist_place(dlp, minus);
	dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_5, 1));
	dt_irlist_place(dlp, plus);
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, 1));
	dt_cg_str_clamp(cg, BPF_REG_3, 0, size - 1);
	dt_irlist_place(dlp, sign);
	dt_cg_str_ctxreg(sc, DT_SL_P3, BPF_REG_5);

	/* "0x" before a hex digit, in base 16 */
	dt_cg_str_ld(cg, BPF_REG_2, sc->ctx + DT_SL_P2);
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JNE, BPF_REG_2, 16, 0), nohex);
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JSGT, BPF_REG_3, size - 2, 0), nohex);
	dt_cg_str_byte(cg, BPF_REG_4, s, BPF_REG_3);
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JNE, BPF_REG_4, '0', 0), nohex);
	dt_cg_str_byte(cg, BPF_REG_4, s + 1, BPF_REG_3);
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_4, 'x', 0), x);
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JNE, BPF_REG_4, 'X', 0), nohex);
	dt_irlist_place(dlp, x);
	dt_cg_str_byte(cg, BPF_REG_4, s + 2, BPF_REG_3);
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_0, BPF_REG_4));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_SUB, BPF_REG_0, '0'));
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JLE, BPF_REG_0, 9, 0), hex);
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_0, BPF_REG_4));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_OR, BPF_REG_0, 0x20));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_SUB, BPF_REG_0, 'a'));
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JGT, BPF_REG_0, 5, 0), nohex);
	dt_irlist_place(dlp, hex);
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, 2));
	dt_irlist_place(dlp, nohex);

	dt_cg_str_ctxreg(sc, DT_SL_P1, BPF_REG_3);
	dt_cg_emit(cg, BPF_ST_MEM(BPF_DW, DT_REG_MEM, DT_MEM_STRW, 0));
	dt_cg_str_loop(sc, DT_SL_ATOI, size);
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_0, DT_REG_MEM, DT_MEM_STRW));
	dt_cg_str_ld(cg, BPF_REG_1, sc->ctx + DT_SL_P3);
	dt_cg_emit(cg, BPF_JMP_IMM(BPF_JEQ, BPF_REG_1, 0, 1));
	dt_cg_emit(cg, BPF_NEG64(BPF_REG_0));
	return dt_cg_str_end(sc);
}

/*
 * cleanpath(s): "//", "/./" and "/name/.." removed, one byte per loop
 * iteration (DT_SL_CLEAN), with DTrace's rules (a trailing slash stays;
 * the result is cut where it would need more than strsize - 6 bytes).
 */
static int
dt_cg_str_cleanpath(dt_strcall_t *sc)
{
	dt_cg_t *cg = sc->cg;
	int32_t res;

	dt_cg_str_sarg(sc, 0, 0, 0);
	res = dt_cg_str_tmp(sc, 0);
	dt_cg_str_ctx(sc);
	dt_cg_str_ctxtmp(sc, DT_SL_A, DT_MR_STRTMP, sc->tmp[0]);
	dt_cg_str_ctxtmp(sc, DT_SL_B, DT_MR_STRTMP, res);
	dt_cg_emit(cg, BPF_ST_MEM(BPF_DW, DT_REG_MEM, DT_MEM_STRW, 0));
	dt_cg_emit(cg, BPF_ST_MEM(BPF_DW, DT_REG_MEM, DT_MEM_STRW + 8, 0));
	/* "/.." keeps the first byte, which DTrace leaves unwritten: "/" */
	dt_cg_str_short(cg, res, "/");
	dt_cg_str_loop(sc, DT_SL_CLEAN, dt_cg_strsize(cg));
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_1, DT_REG_MEM, DT_MEM_STRW));
	dt_cg_str_clamp(cg, BPF_REG_1, 0, dt_cg_strsize(cg));
	dt_cg_str_addr(cg, BPF_REG_0, res, BPF_REG_1);
	dt_cg_emit(cg, BPF_ST_MEM(BPF_B, BPF_REG_0, 0, 0));
	dt_cg_str_addr(cg, BPF_REG_0, res, -1);
	return dt_cg_str_end(sc);
}

/*
 * copyoutstr(s, addr, maxlen): the string and its NUL, at most maxlen
 * bytes, into the process's memory at addr (bpf_probe_write_user(), as
 * copyout() in dt_cg_mem.c); a failed write faults with addr.
 */
static int
dt_cg_str_copyoutstr(dt_strcall_t *sc)
{
	dt_cg_t *cg = sc->cg;
	uint32_t done = dt_irlist_label(cg->dlp), ok = dt_irlist_label(cg->dlp);

	dt_cg_str_sarg(sc, 0, 0, 0);
	dt_cg_str_iarg(sc, 1);
	dt_cg_str_iarg(sc, 2);
	/* r3 = min(len + 1, maxlen), unsigned; nothing to write if 0 */
	dt_cg_str_ld(cg, BPF_REG_3, sc->val[0]);
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, 1));
	dt_cg_str_ld(cg, BPF_REG_2, sc->val[2]);
	dt_cg_emit(cg, BPF_JMP_REG(BPF_JLE, BPF_REG_3, BPF_REG_2, 1));
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_3, BPF_REG_2));
	dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_3, 0, 0), done);
	dt_cg_str_clamp(cg, BPF_REG_3, 1, dt_cg_strsize(cg));
	dt_cg_str_addr(cg, BPF_REG_2, sc->tmp[0], -1);
	dt_cg_str_ld(cg, BPF_REG_1, sc->val[1]);
	dt_cg_call(cg, BPF_FUNC_probe_write_user);
	dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), ok);
	dt_cg_str_ld(cg, BPF_REG_0, sc->val[1]);
	dt_cg_fault(cg, DTRACEFLT_BADADDR, BPF_REG_0);
	dt_irlist_place(cg->dlp, ok);
	dt_irlist_place(cg->dlp, done);
	dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_0, 0));
	return dt_cg_str_end(sc);
}

int
dt_cg_str_subr(dt_cg_t *cg, dt_node_t *fn)
{
	dt_strcall_t sc;
	dt_func_t id = fn->dn_ident->di_id;

	dt_cg_str_begin(&sc, cg, fn);
	switch (id) {
	case DT_SUB_STRLEN:
		return dt_cg_str_strlen(&sc);
	case DT_SUB_STRJOIN:
		return dt_cg_str_strjoin(&sc);
	case DT_SUB_SUBSTR:
		return dt_cg_str_substr(&sc);
	case DT_SUB_INDEX:
	case DT_SUB_RINDEX:
	case DT_SUB_STRSTR:
		return dt_cg_str_search(&sc, id);
	case DT_SUB_STRCHR:
	case DT_SUB_STRRCHR:
		return dt_cg_str_strchr(&sc, id == DT_SUB_STRRCHR);
	case DT_SUB_STRTOK:
		return dt_cg_str_strtok(&sc);
	case DT_SUB_BASENAME:
	case DT_SUB_DIRNAME:
		return dt_cg_str_basename(&sc, id == DT_SUB_DIRNAME);
	case DT_SUB_TOUPPER:
	case DT_SUB_TOLOWER:
		return dt_cg_str_case(&sc, id == DT_SUB_TOUPPER);
	case DT_SUB_LLTOSTR:
		return dt_cg_str_lltostr(&sc);
	case DT_SUB_STRTOLL:
		return dt_cg_str_strtoll(&sc);
	case DT_SUB_CLEANPATH:
		return dt_cg_str_cleanpath(&sc);
	case DT_SUB_COPYOUTSTR:
		return dt_cg_str_copyoutstr(&sc);
	default:
		dnerror(fn, D_NOT_SUPPORTED, "%s( ) is not supported yet",
		    fn->dn_ident->di_name);
	}
}
