/*
 * dt_cg_spec.c: code for speculative tracing: speculation() (a subroutine,
 * dispatched from dt_cg_subr.c), speculate(), commit() and discard(), and
 * DTrace's rules on where they may stand in a clause.
 *
 * The speculations' states live in the "specs" map (layout in dt_dctx.h),
 * reached with a direct map-value load: one u32 state word per id.
 *
 *	speculation()	scans ids 1..nspec for a FREE word and takes it with a
 *			compare-and-exchange (FREE -> ACTIVE, next generation);
 *			returns the id, or 0 and counts the failure as "busy"
 *			if some id was being committed or discarded, else as
 *			"unavailable".
 *	speculate(id)	the clause's record goes to the speculation: the
 *			header's spec field gets DT_SPEC_TAG(id, generation)
 *			if the id is ACTIVE; otherwise (0, inactive, being
 *			committed) the clause ends there, as in DTrace: it
 *			sends nothing and its later statements do not run.
 *	commit(id)	ACTIVE -> COMMITTING (discard(id): -> DISCARDING) with a
 *	discard(id)	compare-and-exchange; the action's record holds the tag,
 *			or 0 if the id was not ACTIVE (DTrace ignores those).
 *
 * An id above nspec (or negative) is DTrace's "illegal operation" fault.
 * The consumer (dt_spec.c) holds speculative records per id, prints or drops
 * them when it reaches the commit or discard record, and only then frees the
 * id.  So the whole clause record is what a speculation holds; that is why
 * speculate() must come before any data-recording action.
 *
 * Clause rules (DTrace's dt_cg_clsflags, checked in statement order):
 * speculate() may not follow speculate(), commit() or a data-recording or
 * aggregating action; commit() may not follow a data-recording or
 * aggregating action; after commit() no data-recording or aggregating
 * action; after speculate() no aggregating, destructive or exit() action.
 * discard() and expression statements do not count.  As in current DTrace a
 * clause may commit several (disjoint) speculations.
 */
#include <stddef.h>
#include "dt_impl.h"
#include "dt_parser.h"
#include "dt_ident.h"
#include "dt_irlist.h"
#include "dt_cg.h"

/* r0 = atomic_cmpxchg32(dst + off, r0, src) */
#define DT_CMPXCHG32(dst, src, off)	\
	DT_INSN(BPF_STX | BPF_W | BPF_ATOMIC, dst, src, off, BPF_CMPXCHG)

/*
 * The number of speculations the code is built for (nspec is fixed when
 * tracing starts, so the option as it is now); the specs map is made for
 * the largest (dt_spec.c).
 */
static int64_t
dt_cg_nspec(dt_cg_t *cg)
{
	int64_t n = dt_opt(cg->dtp, DTRACEOPT_NSPEC);

	n = n < 0 ? 0 : n > DT_SPEC_MAXNSPEC ? DT_SPEC_MAXNSPEC : n;
	if (cg->dtp->dt_specs_used < n + 1)
		cg->dtp->dt_specs_used = (int)n + 1;
	return n;
}

/* ---- where the actions may stand ---- */

#define DT_CLS_DATAREC	0x1
#define DT_CLS_AGG	0x2
#define DT_CLS_SPEC	0x4
#define DT_CLS_COMMIT	0x8

static int
dt_cg_spec_destructive(int id)
{
	switch (id) {
	case DT_ACT_RAISE: case DT_ACT_STOP: case DT_ACT_SYSTEM:
	case DT_ACT_FREOPEN: case DT_ACT_PANIC: case DT_ACT_BREAKPOINT:
	case DT_ACT_CHILL: case DT_SUB_COPYOUT: case DT_SUB_COPYOUTSTR:
		return 1;
	default:
		return 0;
	}
}

static void
dt_cg_spec_flags_act(dt_cg_t *cg, const dt_node_t *fn)
{
	uint32_t *fp = &cg->clsflags;
	int id = fn->dn_ident->di_id;

	switch (id) {
	case DT_ACT_COMMIT:
		if (*fp & (DT_CLS_DATAREC | DT_CLS_AGG))
			dnerror(fn, D_COMM_DREC, "commit( ) may not follow "
			    "data-recording action(s)");
		*fp |= DT_CLS_COMMIT;
		return;
	case DT_ACT_DISCARD:
		return;
	case DT_ACT_SPECULATE:
		if (*fp & DT_CLS_SPEC)
			dnerror(fn, D_SPEC_SPEC, "speculate( ) may not follow "
			    "speculate( )");
		if (*fp & DT_CLS_COMMIT)
			dnerror(fn, D_SPEC_COMM, "speculate( ) may not follow "
			    "commit( )");
		if (*fp & (DT_CLS_DATAREC | DT_CLS_AGG))
			dnerror(fn, D_SPEC_DREC, "speculate( ) may not follow "
			    "data-recording action(s)");
		*fp |= DT_CLS_SPEC;
		return;
	default:
		break;
	}
	if (*fp & DT_CLS_SPEC) {
		if (dt_cg_spec_destructive(id))
			dnerror(fn, D_ACT_SPEC, "destructive actions may not "
			    "follow speculate( )");
		if (id == DT_ACT_EXIT)
			dnerror(fn, D_EXIT_SPEC, "exit( ) may not follow "
			    "speculate( )");
	}
	if (*fp & DT_CLS_COMMIT)
		dnerror(fn, D_DREC_COMM, "data-recording actions may not follow "
		    "commit( )");
	*fp |= DT_CLS_DATAREC;
}

/* Check statement stmt (not an if) against the actions before it. */
void
dt_cg_spec_stmt(dt_cg_t *cg, const dt_node_t *stmt)
{
	const dt_node_t *e = stmt->dn_expr;

	if (stmt->dn_kind != DT_NODE_DEXPR || e == NULL)
		return;
	if (e->dn_kind == DT_NODE_OP2 && e->dn_op == DT_OP_ASGN &&
	    e->dn_left->dn_kind == DT_NODE_AGG) {
		if (cg->clsflags & DT_CLS_COMMIT)
			dnerror(e, D_AGG_COMM, "aggregating actions may not "
			    "follow commit( )");
		if (cg->clsflags & DT_CLS_SPEC)
			dnerror(e, D_AGG_SPEC, "aggregating actions may not "
			    "follow speculate( )");
		cg->clsflags |= DT_CLS_AGG;
		return;
	}
	/* copyout() and copyoutstr() are subroutines, but destructive */
	if (e->dn_kind == DT_NODE_FUNC && e->dn_ident != NULL &&
	    (e->dn_ident->di_kind == DT_IDENT_ACTFUNC ||
	     dt_cg_spec_destructive(e->dn_ident->di_id)))
		dt_cg_spec_flags_act(cg, e);
}

/* ---- the clause's record ---- */

static int
dt_cg_spec_calls(const dt_node_t *dnp, int id)
{
	for (; dnp != NULL; dnp = dnp->dn_list) {
		const dt_node_t *e = dnp->dn_expr;

		if (dnp->dn_kind == DT_NODE_IF &&
		    (dt_cg_spec_calls(dnp->dn_left, id) ||
		     dt_cg_spec_calls(dnp->dn_right, id)))
			return 1;
		if (dnp->dn_kind == DT_NODE_DEXPR && e != NULL &&
		    e->dn_kind == DT_NODE_FUNC && e->dn_ident != NULL &&
		    e->dn_ident->di_kind == DT_IDENT_ACTFUNC &&
		    e->dn_ident->di_id == id)
			return 1;
	}
	return 0;
}

/*
 * Before the clause's statements: a clause that calls speculate() starts
 * with a principal (non-speculative) record header.
 */
void
dt_cg_spec_begin(dt_cg_t *cg)
{
	if (!dt_cg_spec_calls(cg->stp->st_clause->dn_acts, DT_ACT_SPECULATE))
		return;
	cg->speculates = 1;
	cg->stp->st_speculates = 1;
	(void)dt_cg_nspec(cg);
	dt_cg_memptr(cg, BPF_REG_1, DT_MR_OUT, 0);
	dt_cg_emit(cg, BPF_ST_MEM(BPF_W, BPF_REG_1,
	    offsetof(struct dt_rec_hdr, spec), 0));
}

/*
 * When the record is sent: the header's spec field is already set if the
 * clause speculates, else it is set to 0 here.  r1 points to the record.
 */
void
dt_cg_spec_submit(dt_cg_t *cg, int fault)
{
	if (!cg->speculates || fault)
		dt_cg_emit(cg, BPF_ST_MEM(BPF_W, BPF_REG_1,
		    offsetof(struct dt_rec_hdr, spec), 0));
}

/* ---- the actions ---- */


/*
 * r0 = the state word's address of the id in reg; to nonelbl if the id is
 * 0; an illegal-operation fault if it is above nspec (or negative).
 */
static void
dt_cg_spec_slot(dt_cg_t *cg, int reg, uint32_t nonelbl)
{
	uint32_t ok = dt_irlist_label(cg->dlp);

	dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JEQ, reg, 0, 0), nonelbl);
	dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JLE, reg,
	    (int32_t)dt_cg_nspec(cg), 0), ok);
	dt_cg_fault(cg, DTRACEFLT_ILLOP, reg);
	dt_irlist_place(cg->dlp, ok);
	dt_irlist_ldmapval(cg->dlp, BPF_REG_0, DT_MAP_SPECS, DT_SPECT_STATE(0));
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_1, reg));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_LSH, BPF_REG_1, 3));
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_ADD, BPF_REG_0, BPF_REG_1));
}

/* dst = DT_SPEC_TAG(id in reg, generation of the state word in w) */
static void
dt_cg_spec_tag(dt_cg_t *cg, int dst, int w, int reg)
{
	if (dst != w)
		dt_cg_emit(cg, BPF_MOV64_REG(dst, w));
	dt_cg_emit(cg, BPF_ALU32_IMM(BPF_RSH, dst, 8));
	dt_cg_emit(cg, BPF_ALU32_IMM(BPF_LSH, dst, 16));
	dt_cg_emit(cg, BPF_ALU32_REG(BPF_OR, dst, reg));
}

/* speculate(id): tag the record's header, or end the clause (above). */
static void
dt_cg_speculate(dt_cg_t *cg, dt_node_t *fn)
{
	uint32_t drop = dt_irlist_label(cg->dlp), done = dt_irlist_label(cg->dlp);
	int off = offsetof(struct dt_rec_hdr, spec);
	int reg = dt_cg_expr(cg, fn->dn_args);

	(void)dt_cg_nspec(cg);
	dt_cg_spec_slot(cg, reg, drop);
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_W, BPF_REG_1, BPF_REG_0, 0));
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_2, BPF_REG_1));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_AND, BPF_REG_2, 0xff));
	dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JNE, BPF_REG_2, DT_SPEC_ACTIVE, 0),
	    drop);
	dt_cg_spec_tag(cg, BPF_REG_1, BPF_REG_1, reg);
	dt_cg_memptr(cg, BPF_REG_2, DT_MR_OUT, 0);
	dt_cg_emit(cg, BPF_STX_MEM(BPF_W, BPF_REG_2, BPF_REG_1, off));
	dt_irlist_jump(cg->dlp, BPF_JA_INSN(0), done);
	/* A failed speculation ends the clause (DTrace's speculate()). */
	dt_irlist_place(cg->dlp, drop);
	dt_irlist_jump(cg->dlp, BPF_JA_INSN(0), cg->endlbl);
	dt_irlist_place(cg->dlp, done);
	dt_cg_reg_free(cg, reg);
}

/* commit(id), discard(id): ACTIVE -> to; the record holds the tag or 0. */
static void
dt_cg_spec_end(dt_cg_t *cg, dt_node_t *fn, int to)
{
	dt_datadesc_t *ddp = &cg->stp->st_ddesc;
	uint32_t done = dt_irlist_label(cg->dlp);
	int idx = dt_datadesc_add(ddp, fn->dn_ident->di_id, 4, 4, 0);
	int32_t off = (int32_t)ddp->dtdd_recs[idx].dtrd_offset;
	int reg = dt_cg_expr(cg, fn->dn_args);

	(void)dt_cg_nspec(cg);
	dt_cg_memptr(cg, BPF_REG_1, DT_MR_OUT, off);
	dt_cg_emit(cg, BPF_ST_MEM(BPF_W, BPF_REG_1, 0, 0));
	dt_cg_spec_slot(cg, reg, done);
	/* r1 = w, r2 = w with state `to`; r0 = cmpxchg(*r3, w, r2) */
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_W, BPF_REG_1, BPF_REG_0, 0));
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_2, BPF_REG_1));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_AND, BPF_REG_2, 0xff));
	dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JNE, BPF_REG_2, DT_SPEC_ACTIVE, 0),
	    done);
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_3, BPF_REG_0));
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_2, BPF_REG_1));
	dt_cg_emit(cg, BPF_ALU32_IMM(BPF_ADD, BPF_REG_2, to - DT_SPEC_ACTIVE));
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_0, BPF_REG_1));
	dt_cg_emit(cg, DT_CMPXCHG32(BPF_REG_3, BPF_REG_2, 0));
	dt_irlist_jump(cg->dlp, BPF_JMP_REG(BPF_JNE, BPF_REG_0, BPF_REG_1, 0), done);
	dt_cg_spec_tag(cg, BPF_REG_1, BPF_REG_1, reg);
	dt_cg_memptr(cg, BPF_REG_2, DT_MR_OUT, off);
	dt_cg_emit(cg, BPF_STX_MEM(BPF_W, BPF_REG_2, BPF_REG_1, 0));
	dt_irlist_place(cg->dlp, done);
	dt_cg_reg_free(cg, reg);
}

void
dt_cg_spec(dt_cg_t *cg, dt_node_t *fn)
{
	switch (fn->dn_ident->di_id) {
	case DT_ACT_SPECULATE:
		dt_cg_speculate(cg, fn);
		break;
	case DT_ACT_COMMIT:
		dt_cg_spec_end(cg, fn, DT_SPEC_COMMITTING);
		break;
	default:
		dt_cg_spec_end(cg, fn, DT_SPEC_DISCARDING);
		break;
	}
}

/*
 * speculation()'s scan: reg = the lowest FREE id, taken with a
 * compare-and-exchange that also bumps its generation; to done with it, or
 * to fail.  The loop is laid out so that the verifier, which walks it once
 * per id, keeps one pending branch at a time: the next iteration is always
 * the jump, leaving the loop the fall-through.  Busy ids (bit 1 of the
 * state) are or-ed into the stack slot busy.
 */
static void
dt_cg_speculation_scan(dt_cg_t *cg, int reg, int busy, uint32_t fail,
    uint32_t done)
{
	uint32_t loop = dt_irlist_label(cg->dlp), next = dt_irlist_label(cg->dlp);

	dt_cg_emit(cg, BPF_MOV64_IMM(reg, 1));
	dt_irlist_ldmapval(cg->dlp, BPF_REG_3, DT_MAP_SPECS, DT_SPECT_STATE(1));
	dt_irlist_place(cg->dlp, loop);
	dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JGT, reg, (int32_t)dt_cg_nspec(cg),
	    0), fail);
	/* r1 = w as if FREE, r2 = w ACTIVE in the next generation */
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_W, BPF_REG_1, BPF_REG_3, 0));
	dt_cg_emit(cg, BPF_ALU32_IMM(BPF_AND, BPF_REG_1, ~0xff));
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_2, BPF_REG_1));
	dt_cg_emit(cg, BPF_ALU32_IMM(BPF_ADD, BPF_REG_2, 0x100 + DT_SPEC_ACTIVE));
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_0, BPF_REG_1));
	dt_cg_emit(cg, DT_CMPXCHG32(BPF_REG_3, BPF_REG_2, 0));
	dt_irlist_jump(cg->dlp, BPF_JMP_REG(BPF_JNE, BPF_REG_0, BPF_REG_1, 0), next);
	dt_irlist_jump(cg->dlp, BPF_JA_INSN(0), done);
	dt_irlist_place(cg->dlp, next);
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_AND, BPF_REG_0, DT_SPEC_COMMITTING));
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP, busy));
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_OR, BPF_REG_1, BPF_REG_0));
	dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_FP, BPF_REG_1, busy));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, reg, 1));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, 8));
	dt_irlist_jump(cg->dlp, BPF_JA_INSN(0), loop);
}

/*
 * speculation(): the lowest FREE id, or 0 with the failure counted as
 * "busy" if some id was being committed or discarded, else "unavailable".
 */
int
dt_cg_speculation(dt_cg_t *cg, dt_node_t *dnp)
{
	uint32_t fail = dt_irlist_label(cg->dlp), done = dt_irlist_label(cg->dlp);
	uint32_t unavail = dt_irlist_label(cg->dlp);
	int reg = dt_cg_reg_alloc(cg, dnp);
	int busy = dt_cg_slot_alloc(cg, dnp);

	(void)dt_cg_nspec(cg);
	dt_cg_emit(cg, BPF_ST_MEM(BPF_DW, BPF_REG_FP, busy, 0));
	if (dt_cg_nspec(cg) > 0)
		dt_cg_speculation_scan(cg, reg, busy, fail, done);
	/* none free: count the failure */
	dt_irlist_place(cg->dlp, fail);
	dt_cg_emit(cg, BPF_MOV64_IMM(reg, 0));
	dt_irlist_ldmapval(cg->dlp, BPF_REG_1, DT_MAP_SPECS, 0);
	dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_2, 1));
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_FP, busy));
	dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), unavail);
	dt_cg_emit(cg, BPF_ATOMIC_ADD64(BPF_REG_1, BPF_REG_2, DT_SPECT_BUSY));
	dt_irlist_jump(cg->dlp, BPF_JA_INSN(0), done);
	dt_irlist_place(cg->dlp, unavail);
	dt_cg_emit(cg, BPF_ATOMIC_ADD64(BPF_REG_1, BPF_REG_2, DT_SPECT_UNAVAIL));
	dt_irlist_place(cg->dlp, done);
	dt_cg_slot_free(cg);
	return reg;
}
