/*
 * dt_csets.c: the clause sets of a shared program (the design:
 * dt_csets.h), interned for stapsdt, pid and syscall alike.
 *
 * Interning.  Two probes run the same clauses when their clause lists
 * (pr_stmts) hold the same statements in the same order: the statements
 * are the compiled clauses, shared by every probe a description matched,
 * so comparing the pointers is enough.  A set keeps a copy of each slot's
 * list, not the probe: a program outlives an enabling (pid and stapsdt
 * enable again while tracing, after a dlopen() or a fork) and is compared
 * with the probes of the next one.  Sets are few (one per distinct
 * script part), so a linear search is cheaper than hashing them.
 *
 * Emission.  The firing's set index comes from the provider's dispatch;
 * a chain of compares picks the set (n - 1 compares for n sets, the last
 * set taken without one), which runs its slots' clauses and leaves.
 */
#include <stdlib.h>
#include <string.h>
#include "dt_csets.h"
#include "dt_provider.h"
#include "dt_insn.h"
#include "dt_link.h"

/* Is slot s of prps[0..nslots-1] used? */
static int
dt_csets_slot(dt_probe_t *const *prps, int nslots, int s)
{
	return s < nslots && prps[s] != NULL;
}

static int
dt_cset_same(const dt_cset_t *cp, dt_probe_t *const *prps, int nslots)
{
	int s;

	for (s = 0; s < DT_CSET_SLOTS; s++) {
		const dt_probe_t *prp = prps[s < nslots ? s : 0];

		if (cp->cs_used[s] != dt_csets_slot(prps, nslots, s))
			return 0;
		if (cp->cs_used[s] && (cp->cs_nstmts[s] != prp->pr_nstmts ||
		    memcmp(cp->cs_stmts[s], prp->pr_stmts,
		    prp->pr_nstmts * sizeof(prp->pr_stmts[0])) != 0))
			return 0;
	}
	return 1;
}

int
dt_csets_find(const dt_csets_t *csp, dt_probe_t *const *prps, int nslots)
{
	int k;

	for (k = 0; k < csp->cs_n; k++)
		if (dt_cset_same(csp->cs_sets[k], prps, nslots))
			return k;
	return -1;
}

static void
dt_cset_free(dt_cset_t *cp)
{
	int s;

	for (s = 0; cp != NULL && s < DT_CSET_SLOTS; s++)
		free(cp->cs_stmts[s]);
	free(cp);
}

/* A new set of prps' clauses, or NULL. */
static dt_cset_t *
dt_cset_new(dt_probe_t *const *prps, int nslots)
{
	dt_cset_t *cp = calloc(1, sizeof(*cp));
	int s;

	for (s = 0; cp != NULL && s < DT_CSET_SLOTS; s++) {
		const dt_probe_t *prp = prps[s < nslots ? s : 0];
		size_t sz;

		if (!dt_csets_slot(prps, nslots, s))
			continue;
		sz = prp->pr_nstmts * sizeof(prp->pr_stmts[0]);
		cp->cs_used[s] = 1;
		cp->cs_nstmts[s] = prp->pr_nstmts;
		if ((cp->cs_stmts[s] = malloc(sz > 0 ? sz : 1)) == NULL) {
			dt_cset_free(cp);
			return NULL;
		}
		if (sz > 0)
			memcpy(cp->cs_stmts[s], prp->pr_stmts, sz);
	}
	return cp;
}

int
dt_csets_intern(dtrace_hdl_t *dtp, dt_csets_t *csp, dt_probe_t *const *prps,
    int nslots)
{
	int k = dt_csets_find(csp, prps, nslots);
	dt_cset_t **sets, *cp;

	if (k >= 0)
		return k;
	if ((cp = dt_cset_new(prps, nslots)) == NULL)
		return dt_set_errno(dtp, EDT_NOMEM);
	sets = realloc(csp->cs_sets, (csp->cs_n + 1) * sizeof(*sets));
	if (sets == NULL) {
		dt_cset_free(cp);
		return dt_set_errno(dtp, EDT_NOMEM);
	}
	csp->cs_sets = sets;
	sets[csp->cs_n] = cp;
	return csp->cs_n++;
}

const dt_cset_t *
dt_csets_get(const dt_csets_t *csp, int k)
{
	return csp->cs_sets[k];
}

uint32_t
dt_cset_argmask(const dt_cset_t *cp)
{
	uint32_t mask = 0;
	int s, i;

	for (s = 0; s < DT_CSET_SLOTS; s++)
		for (i = 0; cp->cs_used[s] && i < cp->cs_nstmts[s]; i++)
			mask |= cp->cs_stmts[s][i]->st_argmask;
	return mask;
}

void
dt_csets_free(dt_csets_t *csp)
{
	int k;

	for (k = 0; k < csp->cs_n; k++)
		dt_cset_free(csp->cs_sets[k]);
	free(csp->cs_sets);
	csp->cs_sets = NULL;
	csp->cs_n = 0;
}

/* Set cp's clauses, slot after slot (each its probe id first, if known). */
static int
dt_cset_emit(dtrace_hdl_t *dtp, const dt_cset_t *cp, dt_irlist_t *dlp,
    int pridoff, int when)
{
	int s;

	for (s = 0; s < DT_CSET_SLOTS; s++) {
		if (!cp->cs_used[s])
			continue;
		if (pridoff >= 0) {
			dt_irlist_append(dlp, BPF_LDX_MEM(BPF_W, BPF_REG_0,
			    DT_REG_MEM, pridoff + 4 * s));
			dt_irlist_append(dlp, BPF_STX_MEM(BPF_W, DT_REG_MEM,
			    BPF_REG_0, DT_MEM_PRID));
		}
		if (dt_link_clauses(dtp, dlp, cp->cs_stmts[s], cp->cs_nstmts[s],
		    when) != 0)
			return -1;
	}
	return 0;
}

int
dt_csets_emit(dtrace_hdl_t *dtp, const dt_csets_t *csp, dt_irlist_t *dlp,
    int idxoff, int pridoff, int when, uint32_t exitlbl)
{
	int k;

	for (k = 0; k < csp->cs_n; k++) {
		uint32_t next = dt_irlist_label(dlp);

		if (k < csp->cs_n - 1) {
			dt_irlist_append(dlp, BPF_LDX_MEM(BPF_W, BPF_REG_0,
			    DT_REG_MEM, idxoff));
			dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JNE, BPF_REG_0, k, 0),
			    next);
		}
		if (dt_cset_emit(dtp, csp->cs_sets[k], dlp, pridoff, when) != 0)
			return -1;
		dt_irlist_jump(dlp, BPF_JA_INSN(0), exitlbl);
		dt_irlist_place(dlp, next);
	}
	return 0;
}
