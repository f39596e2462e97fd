/*
 * dt_cg_agg.c: code for aggregations, @name[keys] = func(args), and the
 * records of the actions on them (printa, clear, trunc, normalize ...).
 *
 * All aggregations share one per-CPU hash map (dt_dctx.h has the key
 * layout, dt_aggregate.h the value layouts).  The clause evaluates the
 * function's arguments first: the value (for the histograms, reduced at
 * once to the index of its bucket) and the increment go to stack slots.
 * Then it builds the key in the aggregation key region of scratch memory,
 * looks it up (creating a zeroed entry the first time; when the map is
 * full the update is counted as an aggregation drop) and updates the value
 * in place, with atomic adds where a preempting program on the same CPU
 * could race.
 *
 * Buckets are computed without loops, as the verifier wants: quantize()
 * finds the power of two by a binary search of shifts and compares;
 * lquantize() subtracts the base and divides by the step; llquantize()
 * compares against each magnitude's bound in turn (at most 64 of them) and
 * divides within the magnitude found.
 *
 * The actions on aggregations are done in user space (dt_aggregate.c) when
 * the consumer reaches their records: the records name the aggregation in
 * dtrd_arg and carry trunc()'s and normalize()'s argument as 8 bytes.
 */
#include <string.h>
#include <stddef.h>
#include "dt_impl.h"
#include "dt_parser.h"
#include "dt_ident.h"
#include "dt_irlist.h"
#include "dt_type.h"
#include "dt_cg.h"

/* ---- the key ---- */

/*
 * Zero the whole aggregation key region: a map key of the map's full key
 * size (other aggregations' tuples may be longer than this one's, and the
 * map hashes every byte), then the zero value used to create entries.  Its
 * size is known only at link time, so dt_link.c expands the marker: into
 * stores of zero when the region is small, else a bpf_probe_read_kernel()
 * from address 0, which fails and, as documented, zeroes its destination.
 */
static void
dt_cg_aggkey_zero(dt_cg_t *cg)
{
	dt_irlist_reloc(cg->dlp, BPF_NOP(), DT_RL_AGG_ZERO, 0);
}

/*
 * Build the key (aggregation id + tuple) in the aggregation key region.
 * Each element is stored as the aggregation's first use laid it out (an
 * int key used later with a long value stores the int's bytes).
 */
static void
dt_cg_aggkey(dt_cg_t *cg, dt_node_t *agg, dt_aggdesc_t *agp)
{
	int64_t strsize = dt_strbytes(cg->dtp);
	uint32_t i;
	dt_node_t *k;

	dt_cg_aggkey_zero(cg);
	dt_cg_memptr(cg, BPF_REG_1, DT_MR_AGGKEY, 0);
	dt_cg_emit(cg, BPF_ST_MEM(BPF_W, BPF_REG_1, 0, agp->dtagd_id));
	for (i = 0, k = agg->dn_aggtup; k != NULL; k = k->dn_list, i++) {
		int32_t off = sizeof(struct dt_agg_khdr) + agp->dtagd_keys[i].dtrd_offset;
		int reg;

		if (agp->dtagd_keys[i].dtrd_flags & DT_RF_SYM) {
			dt_cg_symval(cg, k, DT_MR_AGGKEY, off);	/* stack(), usym() ... */
			continue;
		}
		reg = dt_cg_expr(cg, k);
		dt_cg_memptr(cg, BPF_REG_1, DT_MR_AGGKEY, off);
		if (agp->dtagd_keys[i].dtrd_flags & DT_RF_STRING) {
			dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_2, (int32_t)strsize));
			dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_3, reg));
			dt_cg_call(cg, BPF_FUNC_probe_read_kernel_str);
		} else {
			dt_cg_emit(cg, BPF_STX_MEM(dt_bpf_size(agp->dtagd_keys[i].dtrd_size),
			    BPF_REG_1, reg, 0));
		}
		dt_cg_reg_free(cg, reg);
	}
}

/* ---- buckets ---- */

/* reg = reg / c, unsigned, for any 64-bit constant c > 0 (r4 is clobbered). */
static void
dt_cg_divu(dt_cg_t *cg, int reg, uint64_t c)
{
	if (c == 1)
		return;
	if (c <= INT32_MAX) {
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_DIV, reg, (int32_t)c));
		return;
	}
	dt_cg_setx(cg, BPF_REG_4, c);
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_DIV, reg, BPF_REG_4));
}

/* r1 = |reg|, as an unsigned number (INT64_MIN gives 2^63). */
static void
dt_cg_abs(dt_cg_t *cg, int reg, uint32_t lbl)
{
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_1, reg));
	dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JSGE, reg, 0, 0), lbl);
	dt_cg_emit(cg, BPF_NEG64(BPF_REG_1));
	dt_irlist_place(cg->dlp, lbl);
}

/* reg = reg's sign applied to r (r = -r if reg < 0). */
static void
dt_cg_sign(dt_cg_t *cg, int reg, int r)
{
	uint32_t pos = dt_irlist_label(cg->dlp);

	dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JSGE, reg, 0, 0), pos);
	dt_cg_emit(cg, BPF_NEG64(r));
	dt_irlist_place(cg->dlp, pos);
}

/*
 * quantize(): 0 goes to bucket 63; v != 0 to 63 +/- (1 + log2 |v|), the sign
 * of v's; INT64_MIN to bucket 0.  log2 by shifts of 32, 16, 8, 4, 2 and 1.
 */
static void
dt_cg_qbin(dt_cg_t *cg, int reg)
{
	uint32_t zero = dt_irlist_label(cg->dlp), min = dt_irlist_label(cg->dlp);
	uint32_t done = dt_irlist_label(cg->dlp);
	int sh;

	dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JEQ, reg, 0, 0), zero);
	dt_cg_setx(cg, BPF_REG_1, (uint64_t)INT64_MIN);
	dt_irlist_jump(cg->dlp, BPF_JMP_REG(BPF_JEQ, reg, BPF_REG_1, 0), min);
	dt_cg_abs(cg, reg, dt_irlist_label(cg->dlp));
	dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_2, 1));
	for (sh = 32; sh >= 1; sh /= 2) {
		uint32_t skip = dt_irlist_label(cg->dlp);

		dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_3, BPF_REG_1));
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_RSH, BPF_REG_3, sh));
		dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_3, 0, 0), skip);
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, sh));
		dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_1, BPF_REG_3));
		dt_irlist_place(cg->dlp, skip);
	}
	dt_cg_sign(cg, reg, BPF_REG_2);
	dt_cg_emit(cg, BPF_MOV64_REG(reg, BPF_REG_2));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, reg, DT_QUANTIZE_ZERO));
	dt_irlist_jump(cg->dlp, BPF_JA_INSN(0), done);
	dt_irlist_place(cg->dlp, zero);
	dt_cg_emit(cg, BPF_MOV64_IMM(reg, DT_QUANTIZE_ZERO));
	dt_irlist_jump(cg->dlp, BPF_JA_INSN(0), done);
	dt_irlist_place(cg->dlp, min);
	dt_cg_emit(cg, BPF_MOV64_IMM(reg, 0));
	dt_irlist_place(cg->dlp, done);
}

/*
 * lquantize(): bucket 0 below the base, 1 + (v - base) / step up to
 * levels + 1 for the values at or above base + levels * step.
 */
static void
dt_cg_lqbin(dt_cg_t *cg, int reg, const int64_t *params)
{
	int64_t base = params[0], step = params[2];
	int32_t levels = (int32_t)((params[1] - base) / step);
	uint32_t in = dt_irlist_label(cg->dlp), ok = dt_irlist_label(cg->dlp);
	uint32_t done = dt_irlist_label(cg->dlp);

	dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JSGE, reg, (int32_t)base, 0), in);
	dt_cg_emit(cg, BPF_MOV64_IMM(reg, 0));
	dt_irlist_jump(cg->dlp, BPF_JA_INSN(0), done);
	dt_irlist_place(cg->dlp, in);
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_SUB, reg, (int32_t)base));
	dt_cg_divu(cg, reg, (uint64_t)step);
	dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JLE, reg, levels, 0), ok);
	dt_cg_emit(cg, BPF_MOV64_IMM(reg, levels));
	dt_irlist_place(cg->dlp, ok);
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, reg, 1));
	dt_irlist_place(cg->dlp, done);
}

static uint64_t
dt_cg_pow(uint64_t base, int64_t exp)
{
	uint64_t v = 1;

	while (exp-- > 0)
		v *= base;
	return v;
}

/*
 * llquantize() (DTrace's bins, see dt_aggregate.h): |v| below factor^lmag
 * goes to the bin in the middle; else the magnitude mag is the first with
 * |v| < factor^(mag+1) (beyond hmag: the overflow bin), the step within it
 * |v| / (factor^(mag+1) / steps) (|v| * steps / factor when mag is 0), and
 * the bin is that many bins from the middle, on the side of v's sign.
 */
static void
dt_cg_llqbin(dt_cg_t *cg, int reg, const int64_t *params)
{
	int64_t factor = params[0], lmag = params[1], hmag = params[2];
	int64_t steps = params[3], sf = steps / factor, mag;
	int32_t per = (int32_t)(steps - sf), middle = 1 + (hmag - lmag + 1) * per;
	uint32_t mid = dt_irlist_label(cg->dlp), shift = dt_irlist_label(cg->dlp);
	uint32_t done = dt_irlist_label(cg->dlp), bin[64];

	dt_cg_abs(cg, reg, dt_irlist_label(cg->dlp));
	dt_cg_setx(cg, BPF_REG_2, dt_cg_pow(factor, lmag));
	dt_irlist_jump(cg->dlp, BPF_JMP_REG(BPF_JLT, BPF_REG_1, BPF_REG_2, 0), mid);
	for (mag = lmag; mag <= hmag; mag++) {
		bin[mag - lmag] = dt_irlist_label(cg->dlp);
		dt_cg_setx(cg, BPF_REG_2, dt_cg_pow(factor, mag + 1));
		dt_irlist_jump(cg->dlp, BPF_JMP_REG(BPF_JLT, BPF_REG_1, BPF_REG_2, 0),
		    bin[mag - lmag]);
	}
	dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_3, (int32_t)((hmag - lmag + 1) * per + 1)));
	dt_irlist_jump(cg->dlp, BPF_JA_INSN(0), shift);
	for (mag = lmag; mag <= hmag; mag++) {
		dt_irlist_place(cg->dlp, bin[mag - lmag]);
		dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_3, BPF_REG_1));
		if (mag == 0) {
			dt_cg_emit(cg, BPF_ALU64_IMM(BPF_MUL, BPF_REG_3, (int32_t)steps));
			dt_cg_divu(cg, BPF_REG_3, (uint64_t)factor);
		} else {
			dt_cg_divu(cg, BPF_REG_3, dt_cg_pow(factor, mag + 1) / steps);
		}
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3,
		    (int32_t)((mag - lmag) * per + 1 - sf)));
		dt_irlist_jump(cg->dlp, BPF_JA_INSN(0), shift);
	}
	dt_irlist_place(cg->dlp, shift);
	dt_cg_sign(cg, reg, BPF_REG_3);
	dt_cg_emit(cg, BPF_MOV64_REG(reg, BPF_REG_3));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, reg, middle));
	dt_irlist_jump(cg->dlp, BPF_JA_INSN(0), done);
	dt_irlist_place(cg->dlp, mid);
	dt_cg_emit(cg, BPF_MOV64_IMM(reg, middle));
	dt_irlist_place(cg->dlp, done);
}

/* ---- updating the value ---- */

/* The histograms: add the increment (r2) to bucket r1 of the value at r0. */
static void
dt_cg_agghist(dt_cg_t *cg, const dt_aggdesc_t *agp, uint32_t done)
{
	dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JGT, BPF_REG_1,
	    (int32_t)agp->dtagd_nvals - 1, 0), done);
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_LSH, BPF_REG_1, 3));
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_ADD, BPF_REG_0, BPF_REG_1));
	dt_cg_emit(cg, BPF_ATOMIC_ADD64(BPF_REG_0, BPF_REG_2, 0));
}

/*
 * stddev(): count, sum, and the 128-bit sum of squares.  |v|^2 is built
 * from v's 32-bit halves h and l: l*l + (h*l << 33) + (h*h << 64), with the
 * carries; the low word is added with a fetch so its carry goes to the
 * high word even when another program adds meanwhile.
 */
static void
dt_cg_aggstddev(dt_cg_t *cg)
{
	uint32_t nc1 = dt_irlist_label(cg->dlp), nc2 = dt_irlist_label(cg->dlp);

	dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_2, 1));
	dt_cg_emit(cg, BPF_ATOMIC_ADD64(BPF_REG_0, BPF_REG_2, 0));
	dt_cg_emit(cg, BPF_ATOMIC_ADD64(BPF_REG_0, BPF_REG_1, 8));
	dt_cg_abs(cg, BPF_REG_1, dt_irlist_label(cg->dlp));
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_2, BPF_REG_1));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_RSH, BPF_REG_2, 32));		/* h */
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_LSH, BPF_REG_1, 32));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_RSH, BPF_REG_1, 32));		/* l */
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_3, BPF_REG_1));
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_MUL, BPF_REG_3, BPF_REG_2));	/* h*l */
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_MUL, BPF_REG_1, BPF_REG_1));	/* l*l */
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_MUL, BPF_REG_2, BPF_REG_2));	/* h*h */
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_4, BPF_REG_3));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_LSH, BPF_REG_4, 33));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_RSH, BPF_REG_3, 31));
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_ADD, BPF_REG_2, BPF_REG_3));
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_ADD, BPF_REG_1, BPF_REG_4));	/* low */
	dt_irlist_jump(cg->dlp, BPF_JMP_REG(BPF_JGE, BPF_REG_1, BPF_REG_4, 0), nc1);
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, 1));		/* high */
	dt_irlist_place(cg->dlp, nc1);
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_3, BPF_REG_1));
	dt_cg_emit(cg, BPF_ATOMIC_FETCH_ADD64(BPF_REG_0, BPF_REG_3, 16));
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_ADD, BPF_REG_3, BPF_REG_1));
	dt_irlist_jump(cg->dlp, BPF_JMP_REG(BPF_JGE, BPF_REG_3, BPF_REG_1, 0), nc2);
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, 1));
	dt_irlist_place(cg->dlp, nc2);
	dt_cg_emit(cg, BPF_ATOMIC_ADD64(BPF_REG_0, BPF_REG_2, 24));
}

/*
 * Update the value at r0 with the argument in r1 (a bucket for the
 * histograms, with the increment in r2): count and sum add; avg adds to
 * count and sum; min and max keep a count (so the first value is taken
 * whatever it is) and the extreme.
 */
static void
dt_cg_aggupdate(dt_cg_t *cg, const dt_aggdesc_t *agp, uint32_t done)
{
	dt_func_t func = agp->dtagd_func;
	uint32_t store = dt_irlist_label(cg->dlp);

	switch (func) {
	case DT_AGG_COUNT:
		dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_1, 1));
		/* fall through */
	case DT_AGG_SUM:
		dt_cg_emit(cg, BPF_ATOMIC_ADD64(BPF_REG_0, BPF_REG_1, 0));
		return;
	case DT_AGG_AVG:
		dt_cg_emit(cg, BPF_ATOMIC_ADD64(BPF_REG_0, BPF_REG_1, 8));
		dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_1, 1));
		dt_cg_emit(cg, BPF_ATOMIC_ADD64(BPF_REG_0, BPF_REG_1, 0));
		return;
	case DT_AGG_MIN:
	case DT_AGG_MAX:
		dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_0, 0));
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, 1));
		dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_0, BPF_REG_2, 0));
		dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_2, 1, 0), store);
		dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_0, 8));
		dt_irlist_jump(cg->dlp, BPF_JMP_REG(func == DT_AGG_MIN ? BPF_JSGE :
		    BPF_JSLE, BPF_REG_1, BPF_REG_2, 0), done);
		dt_irlist_place(cg->dlp, store);
		dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_0, BPF_REG_1, 8));
		return;
	case DT_AGG_STDDEV:
		dt_cg_aggstddev(cg);
		return;
	default:
		dt_cg_agghist(cg, agp, done);
		return;
	}
}

/*
 * The function's value argument (a bucket index for the histograms) and
 * increment, in stack slots; returns the number of slots used (freed by
 * the caller).
 */
static int
dt_cg_aggargs(dt_cg_t *cg, dt_node_t *fn, const dt_aggdesc_t *agp, int *vslot,
    int *islot)
{
	dt_node_t *incr = NULL;
	int v, n = 0;

	switch (agp->dtagd_func) {
	case DT_AGG_COUNT:
		return 0;
	case DT_AGG_QUANTIZE:
		incr = fn->dn_args->dn_list;
		break;
	case DT_AGG_LQUANTIZE:
		incr = dt_node_list_len(fn->dn_args) == 5 ?
		    fn->dn_args->dn_list->dn_list->dn_list->dn_list : NULL;
		break;
	case DT_AGG_LLQUANTIZE:
		incr = dt_node_list_len(fn->dn_args) == 6 ?
		    fn->dn_args->dn_list->dn_list->dn_list->dn_list->dn_list : NULL;
		break;
	default:
		break;
	}
	v = dt_cg_expr(cg, fn->dn_args);
	if (agp->dtagd_func == DT_AGG_QUANTIZE)
		dt_cg_qbin(cg, v);
	else if (agp->dtagd_func == DT_AGG_LQUANTIZE)
		dt_cg_lqbin(cg, v, agp->dtagd_params);
	else if (agp->dtagd_func == DT_AGG_LLQUANTIZE)
		dt_cg_llqbin(cg, v, agp->dtagd_params);
	*vslot = dt_cg_slot_alloc(cg, fn);
	n++;
	dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_FP, v, *vslot));
	dt_cg_reg_free(cg, v);
	if (incr != NULL) {
		v = dt_cg_expr(cg, incr);
		*islot = dt_cg_slot_alloc(cg, fn);
		n++;
		dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_FP, v, *islot));
		dt_cg_reg_free(cg, v);
	}
	return n;
}

/* r0 = the value for the key in the key region, created zeroed if new. */
static void
dt_cg_agglookup(dt_cg_t *cg, uint32_t found, uint32_t done)
{
	dt_irlist_ldmap(cg->dlp, BPF_REG_1, DT_MAP_AGGS);
	dt_cg_memptr(cg, BPF_REG_2, DT_MR_AGGKEY, 0);
	dt_cg_call(cg, BPF_FUNC_map_lookup_elem);
	dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JNE, BPF_REG_0, 0, 0), found);
	dt_irlist_ldmap(cg->dlp, BPF_REG_1, DT_MAP_AGGS);
	dt_cg_memptr(cg, BPF_REG_2, DT_MR_AGGKEY, 0);
	dt_cg_memptr(cg, BPF_REG_3, DT_MR_AGGKEY, 0);
	dt_irlist_reloc(cg->dlp, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, 0), DT_RL_AGG_KEYSZ, 0);
	dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_4, BPF_NOEXIST));
	dt_cg_call(cg, BPF_FUNC_map_update_elem);
	dt_irlist_ldmap(cg->dlp, BPF_REG_1, DT_MAP_AGGS);
	dt_cg_memptr(cg, BPF_REG_2, DT_MR_AGGKEY, 0);
	dt_cg_call(cg, BPF_FUNC_map_lookup_elem);
	dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JNE, BPF_REG_0, 0, 0), found);
	/* The map is full: an aggregation drop. */
	dt_cg_gvar_ptr(cg, BPF_REG_1);
	dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_2, 1));
	dt_cg_emit(cg, BPF_ATOMIC_ADD64(BPF_REG_1, BPF_REG_2, DT_GVAR_AGGDROPS));
	dt_irlist_jump(cg->dlp, BPF_JA_INSN(0), done);
}

/* @a[keys] = func(args) */
void
dt_cg_aggregation(dt_cg_t *cg, dt_node_t *asgn)
{
	dt_node_t *agg = asgn->dn_left, *fn = asgn->dn_right;
	dt_aggdesc_t *agp = agg->dn_ident->di_data;
	uint32_t found = dt_irlist_label(cg->dlp), done = dt_irlist_label(cg->dlp);
	int vslot = 0, islot = 0, nslots;

	nslots = dt_cg_aggargs(cg, fn, agp, &vslot, &islot);
	dt_cg_aggkey(cg, agg, agp);
	dt_cg_agglookup(cg, found, done);
	dt_irlist_place(cg->dlp, found);
	if (vslot != 0)
		dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP, vslot));
	if (islot != 0)
		dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_FP, islot));
	else
		dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_2, 1));
	dt_cg_aggupdate(cg, agp, done);
	dt_irlist_place(cg->dlp, done);
	while (nslots-- > 0)
		dt_cg_slot_free(cg);
}

/* ---- actions on aggregations ---- */

static uint32_t
dt_cg_aggid(const dt_node_t *agg)
{
	return ((const dt_aggdesc_t *)agg->dn_ident->di_data)->dtagd_id;
}

/* A record naming an aggregation, with an 8-byte value if val is not NULL. */
static void
dt_cg_aggrec(dt_cg_t *cg, dt_func_t act, uint64_t arg, dt_node_t *val,
    void *format)
{
	dt_datadesc_t *ddp = &cg->stp->st_ddesc;
	int idx = dt_datadesc_add(ddp, act, val != NULL ? 8 : 0, val != NULL ? 8 : 1, 0);
	int reg;

	ddp->dtdd_recs[idx].dtrd_arg = arg;
	ddp->dtdd_recs[idx].dtrd_format = format;
	if (val == NULL)
		return;
	reg = dt_cg_expr(cg, val);
	dt_cg_memptr(cg, BPF_REG_1, DT_MR_OUT, (int32_t)ddp->dtdd_recs[idx].dtrd_offset);
	dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_1, reg, 0));
	dt_cg_reg_free(cg, reg);
}

/* printa(), clear(), trunc(), normalize(), denormalize(). */
void
dt_cg_aggact(dt_cg_t *cg, dt_node_t *fn)
{
	dt_node_t *arg = fn->dn_args;
	uint64_t n;

	switch (fn->dn_ident->di_id) {
	case DT_ACT_PRINTA:
		if (arg->dn_kind == DT_NODE_STRING)
			arg = arg->dn_list;
		n = (uint64_t)dt_node_list_len(arg);
		for (; arg != NULL; arg = arg->dn_list, n = 0)
			dt_cg_aggrec(cg, DT_ACT_PRINTA, dt_cg_aggid(arg) | n << 32,
			    NULL, fn->dn_cg);
		break;
	case DT_ACT_CLEAR:
	case DT_ACT_DENORMALIZE:
		dt_cg_aggrec(cg, fn->dn_ident->di_id, dt_cg_aggid(arg), NULL, NULL);
		break;
	case DT_ACT_NORMALIZE:
	case DT_ACT_TRUNC:
		dt_cg_aggrec(cg, fn->dn_ident->di_id, dt_cg_aggid(arg), arg->dn_list,
		    NULL);
		break;
	default:
		dnerror(fn, D_NOT_SUPPORTED, "%s( ) is not supported yet",
		    fn->dn_ident->di_name);
	}
}
