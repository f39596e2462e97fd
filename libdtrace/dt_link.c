/*
 * dt_link.c: build each probe's BPF program from its parts.
 *
 * A probe's program is:
 *
 *	prologue	look up this CPU's scratch memory into r9 (dt_cg.c)
 *	trampoline	the provider stores the probe id and arguments
 *	clause 1	[activity check] predicate, actions, record
 *	clause 2	...
 *	epilogue	return 0
 *
 * The clauses are copied from their statements' instruction lists, so one
 * compiled clause serves every probe it is enabled on.  Linking then turns
 * the list into an array of struct bpf_insn: labels become relative jump
 * offsets and relocations are applied (map fds, scratch memory region
 * offsets, the probe's own name strings in the string table).
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
#include "dt_prov_dtrace.h"

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

/* Copy a statement's code to the end of dlp. */
static void
dt_link_copy(dt_irlist_t *dlp, const dt_irlist_t *src)
{
	const dt_irnode_t *dip;

	for (dip = src->dl_list; dip != NULL; dip = dip->di_next) {
		dt_irnode_t *n;

		if (dip->di_label != 0) {
			dt_irlist_place(dlp, dip->di_label);
			continue;
		}
		n = dt_irlist_append(dlp, dip->di_instr);
		n->di_target = dip->di_target;
		n->di_reloc = dip->di_reloc;
		n->di_relarg = dip->di_relarg;
		n->di_comment = dip->di_comment;
	}
}

static const char *
dt_link_probe_field(const dt_probe_t *prp, uint32_t field)
{
	switch (field) {
	case 0: return prp->pr_desc.prv;
	case 1: return prp->pr_desc.mod;
	case 2: return prp->pr_desc.fun;
	default: return prp->pr_desc.prb;
	}
}

/* Put the names of an enabled probe into the string table (before maps). */
void
dt_link_probe_strings(dtrace_hdl_t *dtp, const dt_probe_t *prp)
{
	uint32_t f;

	for (f = 0; f < 4; f++)
		dt_strtab_insert(dtp, dt_link_probe_field(prp, f));
}

static int
dt_link_reloc(dtrace_hdl_t *dtp, const dt_probe_t *prp, const dt_irnode_t *dip,
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
	case DT_RL_AGG_REGSZ:
		insn->imm += (int32_t)(dtp->dt_aggkeysz + dtp->dt_aggvalsz);
		return 0;
	case DT_RL_PROBE_STR:
		insn->imm = dtp->dt_mapfd[DT_MAP_STRTAB];
		insn[1].imm = (int32_t)dt_strtab_insert(dtp,
		    dt_link_probe_field(prp, dip->di_relarg));
		return 0;
	}
	return -1;
}

/* Resolve labels and relocations into an instruction array. */
static int
dt_link_resolve(dtrace_hdl_t *dtp, const dt_probe_t *prp, const dt_irlist_t *dlp,
    struct bpf_insn **insnsp, uint32_t *ninsnsp)
{
	uint32_t maxlbl = dtp->dt_labels + 1, idx = 0;
	uint32_t *lblpos = calloc(maxlbl, sizeof(uint32_t));
	struct bpf_insn *insns = calloc(dlp->dl_len + 1, sizeof(struct bpf_insn));
	const dt_irnode_t *dip;

	if (lblpos == NULL || insns == NULL) {
		free(lblpos);
		free(insns);
		return dt_set_errno(dtp, EDT_NOMEM);
	}
	for (dip = dlp->dl_list; dip != NULL; dip = dip->di_next) {
		if (dip->di_label != 0)
			lblpos[dip->di_label] = idx;
		else
			idx++;
	}
	idx = 0;
	for (dip = dlp->dl_list; dip != NULL; dip = dip->di_next) {
		if (dip->di_label != 0)
			continue;
		insns[idx] = dip->di_instr;
		if (dip->di_target != 0)
			insns[idx].off = (int16_t)(lblpos[dip->di_target] - (idx + 1));
		idx++;
	}
	/* Relocations second: PROBE_STR patches the following slot too. */
	idx = 0;
	for (dip = dlp->dl_list; dip != NULL; dip = dip->di_next) {
		if (dip->di_label != 0)
			continue;
		dt_link_reloc(dtp, prp, dip, &insns[idx]);
		idx++;
	}
	free(lblpos);
	*insnsp = insns;
	*ninsnsp = idx;
	return 0;
}

int
dt_link_probe(dtrace_hdl_t *dtp, dt_probe_t *prp, struct bpf_insn **insnsp,
    uint32_t *ninsnsp, FILE *fp)
{
	dt_irlist_t dl;
	uint32_t exitlbl;
	int i, rc;
	int is_end = strcmp(prp->pr_desc.prv, "dtrace") == 0 &&
	    strcmp(prp->pr_desc.prb, "END") == 0;

	dt_irlist_create(&dl, &dtp->dt_labels);
	exitlbl = dt_irlist_label(&dl);
	dt_cg_prologue(dtp, &dl, exitlbl);
	prp->pr_prov->pv_impl->trampoline(dtp, prp, &dl);
	for (i = 0; i < prp->pr_nstmts; i++) {
		uint32_t skip = dt_irlist_label(&dl);

		if (!is_end)
			dt_cg_activity_check(dtp, &dl, skip);
		dt_link_copy(&dl, &prp->pr_stmts[i]->st_code);
		dt_irlist_place(&dl, skip);
	}
	dt_cg_epilogue(dtp, &dl, exitlbl);
	rc = dt_link_resolve(dtp, prp, &dl, insnsp, ninsnsp);
	dt_irlist_destroy(&dl);
	if (rc == 0 && fp != NULL) {
		char title[1024];

		snprintf(title, sizeof(title), "%s:%s:%s:%s", prp->pr_desc.prv,
		    prp->pr_desc.mod, prp->pr_desc.fun, prp->pr_desc.prb);
		dt_dis_program(fp, title, *insnsp, *ninsnsp);
	}
	return rc;
}
