/*
 * dt_link.c: build BPF programs from their parts.
 *
 * A program is:
 *
 *	prologue	look up this CPU's scratch memory into r9 (dt_cg.c)
 *	trampoline	the provider stores the probe id and arguments
 *	clause 1	[activity check] predicate, actions, record
 *	clause 2	...
 *	epilogue	return 0
 *
 * Providers assemble their programs with dt_link_start(), their own
 * trampoline code, dt_link_clauses() and dt_link_finish(): the dtrace
 * provider makes one program per probe, the stapsdt provider one per object
 * file whose trampoline dispatches to the clauses of many probes.  The
 * clauses are copied from their statements' instruction lists, so one
 * compiled clause serves every probe it is enabled on; nothing in clause
 * code depends on which probe fired except through scratch memory (the probe
 * id, from which probeprov and the like are looked up in the probes map).
 * Finishing turns the list into an array of struct bpf_insn: labels become
 * relative jump offsets and relocations are applied (map fds, scratch
 * memory region offsets).
 *
 * The scratch memory layout is computed once every clause is compiled: the
 * fixed header, then the string temporaries, the aggregation key (followed
 * by a zeroed value used to create new entries) and the output record.
 */
#include <stdlib.h>
#include <string.h>
#include "dt_impl.h"
#include "dt_insn.h"
#include "dt_cg.h"
#include "dt_link.h"

static uint32_t
dt_align8(uint32_t n)
{
	return (n + 7) & ~7u;
}

void
dt_link_layout(dtrace_hdl_t *dtp)
{
	uint32_t strslot = dt_align8((uint32_t)dt_opt(dtp, DTRACEOPT_STRSIZE) + 1);
	uint32_t nstr = 0, key = 0, val = 0, out = sizeof(struct dt_fault_rec);
	uint32_t i, off;

	for (i = 0; i < dtp->dt_nstmts; i++) {
		dt_stmt_t *stp = dtp->dt_stmts[i];

		if (stp->st_nstrtmp > nstr)
			nstr = stp->st_nstrtmp;
		if (stp->st_ddesc.dtdd_size > out)
			out = stp->st_ddesc.dtdd_size;
	}
	for (i = 0; i < dtp->dt_naggs; i++) {
		if (dtp->dt_aggdescs[i]->dtagd_keysize > key)
			key = dtp->dt_aggdescs[i]->dtagd_keysize;
		if (dtp->dt_aggdescs[i]->dtagd_nvals * 8 > val)
			val = dtp->dt_aggdescs[i]->dtagd_nvals * 8;
	}
	off = DT_MEM_HDRSIZE;
	dtp->dt_memregion[DT_MR_STRTMP] = off;
	off += nstr * strslot;
	dtp->dt_memregion[DT_MR_AGGKEY] = off;
	/* The key region holds a whole map key, then a zeroed map value. */
	dtp->dt_aggkeysz = sizeof(struct dt_agg_khdr) + key;
	dtp->dt_aggvalsz = val > 8 ? val : 8;
	off += dt_align8(dtp->dt_aggkeysz + dtp->dt_aggvalsz);
	dtp->dt_memregion[DT_MR_OUT] = off;
	off += dt_align8(out);
	dtp->dt_memsize = off;
}

/* Region sizes up to this are zeroed with stores, not a helper call. */
#define DT_LINK_ZERO_STORES	128

/* Expand DT_RL_AGG_ZERO: zero the aggregation key region (r0-r5 free). */
static void
dt_link_agg_zero(dtrace_hdl_t *dtp, dt_irlist_t *dlp)
{
	uint32_t off = dtp->dt_memregion[DT_MR_AGGKEY];
	uint32_t size = dtp->dt_aggkeysz + dtp->dt_aggvalsz, i;

	if (size <= DT_LINK_ZERO_STORES && off + size <= INT16_MAX) {
		for (i = 0; i < size; i += 8)
			dt_irlist_append(dlp, BPF_ST_MEM(BPF_DW, DT_REG_MEM,
			    (int16_t)(off + i), 0));
		return;
	}
	dt_irlist_append(dlp, BPF_MOV64_REG(BPF_REG_1, DT_REG_MEM));
	dt_irlist_append(dlp, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, (int32_t)off));
	dt_irlist_append(dlp, BPF_MOV64_IMM(BPF_REG_2, (int32_t)size));
	dt_irlist_append(dlp, BPF_MOV64_IMM(BPF_REG_3, 0));
	dt_irlist_append(dlp, BPF_CALL_HELPER(BPF_FUNC_probe_read_kernel));
}

/*
 * Copy a statement's code to the end of dlp.  Its labels are renamed, so
 * one program may hold the same clause more than once (a stapsdt site
 * enabled both as stapsdtPID:... and as PROVIDERPID:...).
 */
static int
dt_link_copy(dtrace_hdl_t *dtp, dt_irlist_t *dlp, const dt_irlist_t *src)
{
	uint32_t *newlbl = calloc(dtp->dt_labels + 1, sizeof(uint32_t));
	const dt_irnode_t *dip;

	if (newlbl == NULL)
		return dt_set_errno(dtp, EDT_NOMEM);
	for (dip = src->dl_list; dip != NULL; dip = dip->di_next)
		if (dip->di_label != 0 && dip->di_label <= dtp->dt_labels)
			newlbl[dip->di_label] = dt_irlist_label(dlp);
	for (dip = src->dl_list; dip != NULL; dip = dip->di_next) {
		dt_irnode_t *n;

		if (dip->di_label != 0) {
			dt_irlist_place(dlp, newlbl[dip->di_label]);
			continue;
		}
		if (dip->di_reloc == DT_RL_AGG_ZERO) {
			dt_link_agg_zero(dtp, dlp);
			continue;
		}
		n = dt_irlist_append(dlp, dip->di_instr);
		n->di_target = dip->di_target != 0 ? newlbl[dip->di_target] : 0;
		n->di_reloc = dip->di_reloc;
		n->di_relarg = dip->di_relarg;
		n->di_comment = dip->di_comment;
	}
	free(newlbl);
	return 0;
}

static int
dt_link_reloc(dtrace_hdl_t *dtp, const dt_irnode_t *dip,
    struct bpf_insn *insn)
{
	switch (dip->di_reloc) {
	case DT_RL_NONE:
		return 0;
	case DT_RL_MAP_FD:
	case DT_RL_MAP_VALUE:
		insn->imm = dtp->dt_mapfd[dip->di_relarg];
		return 0;
	case DT_RL_MEM_IMM:
		insn->imm += (int32_t)dtp->dt_memregion[dip->di_relarg];
		return 0;
	case DT_RL_MEM_OFF:
		insn->off += (int16_t)dtp->dt_memregion[dip->di_relarg];
		return 0;
	case DT_RL_AGG_KEYSZ:
		insn->imm += (int32_t)dtp->dt_aggkeysz;
		return 0;
	case DT_RL_AGG_ZERO:	/* expanded by dt_link_copy() */
		return 0;
	}
	return -1;
}

/*
 * Set a jump's offset.  An unconditional jump too far for the 16-bit offset
 * becomes a "gotol" (BPF_JMP32 | BPF_JA with a 32-bit imm, kernel 6.6+);
 * dt_link_far_conds() has made every conditional jump near.
 */
static int
dt_link_jump(struct bpf_insn *insn, int64_t off)
{
	if (off >= INT16_MIN && off <= INT16_MAX) {
		insn->off = (int16_t)off;
		return 0;
	}
	if (insn->code != (BPF_JMP | BPF_JA) || off < INT32_MIN || off > INT32_MAX)
		return -1;
	insn->code = BPF_JMP32 | BPF_JA;
	insn->off = 0;
	insn->imm = (int32_t)off;
	return 0;
}

/* The instruction index of every label of dlp, into lblpos. */
static void
dt_link_labels(const dt_irlist_t *dlp, uint32_t *lblpos)
{
	const dt_irnode_t *dip;
	uint32_t idx = 0;

	for (dip = dlp->dl_list; dip != NULL; dip = dip->di_next) {
		if (dip->di_label != 0)
			lblpos[dip->di_label] = idx;
		else
			idx++;
	}
}

static int
dt_link_is_cond(const dt_irnode_t *dip)
{
	uint8_t cls = BPF_CLASS(dip->di_instr.code);
	uint8_t op = BPF_OP(dip->di_instr.code);

	return dip->di_target != 0 && (cls == BPF_JMP || cls == BPF_JMP32) &&
	    op != BPF_JA && op != BPF_CALL && op != BPF_EXIT;
}

/*
 * Send the conditional jump dip to a gotol behind it (see below); returns
 * the last node inserted.
 */
static dt_irnode_t *
dt_link_far_cond(dt_irlist_t *dlp, dt_irnode_t *dip)
{
	uint32_t far = dt_irlist_label(dlp);
	dt_irnode_t *n;

	n = dt_irlist_insert(dlp, dip, BPF_JA_INSN(1), 0);
	n = dt_irlist_insert(dlp, n, BPF_NOP(), far);
	n = dt_irlist_insert(dlp, n, BPF_JA_INSN(0), 0);
	n->di_target = dip->di_target;
	n->di_comment = "far conditional jump";
	dip->di_target = far;
	return n;
}

/*
 * A conditional jump has a 16-bit offset only, and a big clause (or many
 * clauses on one probe) puts its target farther: the prologue's exit, a
 * clause's end.  Such a jump is sent to a gotol right behind it:
 *
 *	jcc L	  ->	jcc F; ja +1; F: ja L	(ja L becomes a gotol)
 *
 * Each rewrite moves the code after it, so passes repeat until one finds
 * nothing to rewrite; then the label positions it used are exact.  Label
 * numbers for F come from the handle's counter: lblpos has maxlbl slots.
 */
static int
dt_link_far_conds(dtrace_hdl_t *dtp, dt_irlist_t *dlp, uint32_t **lblposp)
{
	uint32_t n, idx, *p;
	dt_irnode_t *dip;

	do {
		p = realloc(*lblposp, (dtp->dt_labels + 1) * sizeof(uint32_t));
		if (p == NULL)
			return dt_set_errno(dtp, EDT_NOMEM);
		*lblposp = p;
		memset(p, 0, (dtp->dt_labels + 1) * sizeof(uint32_t));
		dt_link_labels(dlp, p);
		n = idx = 0;
		for (dip = dlp->dl_list; dip != NULL; dip = dip->di_next) {
			int64_t off;

			if (dip->di_label != 0)
				continue;
			idx++;
			if (!dt_link_is_cond(dip))
				continue;
			off = (int64_t)p[dip->di_target] - idx;
			if (off < INT16_MIN || off > INT16_MAX) {
				dip = dt_link_far_cond(dlp, dip);
				idx += 2;
				n++;
			}
		}
	} while (n > 0);
	return 0;
}

/* Resolve labels and relocations into an instruction array. */
static int
dt_link_resolve(dtrace_hdl_t *dtp, dt_irlist_t *dlp,
    struct bpf_insn **insnsp, uint32_t *ninsnsp)
{
	uint32_t *lblpos = NULL, idx = 0;
	struct bpf_insn *insns;
	const dt_irnode_t *dip;

	if (dt_link_far_conds(dtp, dlp, &lblpos) != 0 ||
	    (insns = calloc(dlp->dl_len + 1, sizeof(struct bpf_insn))) == NULL) {
		free(lblpos);
		return dt_set_errno(dtp, EDT_NOMEM);
	}
	for (dip = dlp->dl_list; dip != NULL; dip = dip->di_next) {
		if (dip->di_label != 0)
			continue;
		insns[idx] = dip->di_instr;
		if (dip->di_target != 0 && dt_link_jump(&insns[idx],
		    (int64_t)lblpos[dip->di_target] - (idx + 1)) != 0) {
			free(lblpos);
			free(insns);
			return dt_set_errmsg(dtp, EDT_BPF, "program too large: a "
			    "jump spans more than 2^31 instructions");
		}
		idx++;
	}
	/* Relocations second: PROBE_STR patches the following slot too. */
	idx = 0;
	for (dip = dlp->dl_list; dip != NULL; dip = dip->di_next) {
		if (dip->di_label != 0)
			continue;
		dt_link_reloc(dtp, dip, &insns[idx]);
		idx++;
	}
	free(lblpos);
	*insnsp = insns;
	*ninsnsp = idx;
	return 0;
}

/* Start a program: the prologue, which exits at *exitlblp on failure. */
void
dt_link_start(dtrace_hdl_t *dtp, dt_irlist_t *dlp, uint32_t *exitlblp)
{
	dt_irlist_create(dlp, &dtp->dt_labels);
	*exitlblp = dt_irlist_label(dlp);
	dt_cg_prologue(dtp, dlp, *exitlblp);
}

/*
 * Append n clauses.  Each runs only while tracing is active (not while
 * draining after exit()), unless always is set (END runs while draining).
 */
int
dt_link_clauses(dtrace_hdl_t *dtp, dt_irlist_t *dlp, dt_stmt_t *const *stmts,
    int n, int always)
{
	int i;

	for (i = 0; i < n; i++) {
		uint32_t skip = dt_irlist_label(dlp);

		if (!always)
			dt_cg_activity_check(dtp, dlp, skip);
		if (dt_link_copy(dtp, dlp, &stmts[i]->st_code) != 0)
			return -1;
		dt_irlist_place(dlp, skip);
	}
	return 0;
}

/*
 * End the program with the epilogue, resolve it into *insnsp (malloc'd) and
 * destroy the list.  With fp != NULL also print it under title (-S).
 */
int
dt_link_finish(dtrace_hdl_t *dtp, dt_irlist_t *dlp, uint32_t exitlbl,
    const char *title, struct bpf_insn **insnsp, uint32_t *ninsnsp, FILE *fp)
{
	int rc;

	dt_cg_epilogue(dtp, dlp, exitlbl);
	rc = dt_link_resolve(dtp, dlp, insnsp, ninsnsp);
	dt_irlist_destroy(dlp);
	if (rc == 0 && fp != NULL)
		dt_dis_program(fp, title, *insnsp, *ninsnsp);
	return rc;
}
