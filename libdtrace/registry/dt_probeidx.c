/*
 * dt_probeidx.c: the indexes that let a probe description be matched
 * without looking at every probe, and a provider be found without walking
 * every provider.
 *
 * A script of N clauses matched against P probes would cost N * P glob
 * matches if every description looked at every probe (dt_probe_iter did).
 * A field of a description without glob characters ("*?[\\") and not empty
 * matches only probes with exactly that field, so:
 *
 *   - the name index (dt_nhash) chains the probes of each probe name: a
 *     description with an exact name ("BEGIN", "tick-1s", ":::gc-start")
 *     looks only at the probes of that name;
 *   - each provider lists its own probes (pv_probes): a description with an
 *     exact provider and a glob or empty name ("stapsdt1234:::") looks only
 *     at that provider's;
 *   - the provider hash (dt_pvhash) finds a provider by name.
 *
 * Every chain keeps id order (probes are appended; a rehash reinserts them
 * in id order), so the indexes find the same probes in the same order as
 * walking them all.  The candidates still go through dt_probe_match for
 * the other fields.  Probes are never removed before dtrace_close().  The
 * hash tables double when they hold twice (probes) or as many (providers)
 * entries as buckets; if memory runs out they keep their size (longer
 * chains), and before any table exists every probe or provider is walked.
 */
#include <string.h>
#include "dt_impl.h"
#include "dt_util.h"
#include "dt_provider.h"

#define DT_NHASH_INIT	1024
#define DT_PVHASH_INIT	64

/* A field a description matches exactly: not empty, no glob character. */
int
dt_probe_field_exact(const char *s)
{
	return s[0] != '\0' && strpbrk(s, "*?[\\") == NULL;
}

/* ---- probes by name ---- */

static void
dt_nhash_append(dt_probe_t **heads, dt_probe_t **tails, uint32_t sz,
    dt_probe_t *prp)
{
	uint32_t h = dt_strhash(prp->pr_desc.prb) % sz;

	prp->pr_nnext = NULL;
	if (tails[h] != NULL)
		tails[h]->pr_nnext = prp;
	else
		heads[h] = prp;
	tails[h] = prp;
}

/* Rebuild the name index with twice the buckets, in id order. */
static void
dt_nhash_grow(dtrace_hdl_t *dtp)
{
	uint32_t nsz = dtp->dt_nhashsz ? dtp->dt_nhashsz * 2 : DT_NHASH_INIT;
	dt_probe_t **heads, **tails;
	uint32_t id;

	heads = dt_zalloc(dtp, 2 * nsz * sizeof(dt_probe_t *));
	if (heads == NULL)
		return;
	tails = heads + nsz;
	for (id = 1; id <= dtp->dt_nprobes; id++)
		dt_nhash_append(heads, tails, nsz, dtp->dt_probes[id]);
	dt_free(dtp, dtp->dt_nhash);
	dtp->dt_nhash = heads;
	dtp->dt_nhashsz = nsz;
}

/* Add a new probe (already in dt_probes[] and counted) to the indexes. */
void
dt_probe_index_add(dtrace_hdl_t *dtp, dt_probe_t *prp)
{
	dt_provider_t *pvp = prp->pr_prov;

	prp->pr_pnext = NULL;
	if (pvp->pv_ptail != NULL)
		pvp->pv_ptail->pr_pnext = prp;
	else
		pvp->pv_probes = prp;
	pvp->pv_ptail = prp;

	if (dtp->dt_nprobes >= 2 * dtp->dt_nhashsz) {
		uint32_t sz = dtp->dt_nhashsz;

		dt_nhash_grow(dtp);
		if (dtp->dt_nhashsz != sz)
			return;		/* rebuilt with prp */
	}
	if (dtp->dt_nhashsz != 0)
		dt_nhash_append(dtp->dt_nhash, dtp->dt_nhash + dtp->dt_nhashsz,
		    dtp->dt_nhashsz, prp);
}

/*
 * Call func for each probe of a chain (of the name index if byname, else
 * of a provider) that matches pdp.  *matchesp counts; -1 if func failed.
 */
static int
dt_probe_chain_iter(dtrace_hdl_t *dtp, dt_probe_t *prp, int byname,
    const dtrace_probedesc_t *pdp, dt_probe_iter_f *func, void *arg,
    int *matchesp)
{
	for (; prp != NULL; prp = byname ? prp->pr_nnext : prp->pr_pnext) {
		int rc;

		if (!dt_probe_match(prp, pdp))
			continue;
		(*matchesp)++;
		if (func == NULL)
			continue;
		if ((rc = func(dtp, prp, arg)) < 0)
			return -1;
		if (rc > 0)
			break;
	}
	return 0;
}

/*
 * Match pdp through an index if one of its fields allows: returns 1 (the
 * matches counted in *matchesp), 0 if every probe must be looked at, -1 if
 * func failed.
 */
int
dt_probe_index_iter(dtrace_hdl_t *dtp, const dtrace_probedesc_t *pdp,
    dt_probe_iter_f *func, void *arg, int *matchesp)
{
	dt_provider_t *pvp;

	if (dt_probe_field_exact(pdp->prb) && dtp->dt_nhashsz != 0) {
		if (dt_probe_chain_iter(dtp, dtp->dt_nhash[dt_strhash(pdp->prb) %
		    dtp->dt_nhashsz], 1, pdp, func, arg, matchesp) < 0)
			return -1;
		return 1;
	}
	if (dt_probe_field_exact(pdp->prv)) {
		if ((pvp = dt_provider_lookup(dtp, pdp->prv)) == NULL)
			return 1;
		if (dt_probe_chain_iter(dtp, pvp->pv_probes, 0, pdp, func, arg,
		    matchesp) < 0)
			return -1;
		return 1;
	}
	return 0;
}

/* ---- providers by name ---- */

static void
dt_pvhash_grow(dtrace_hdl_t *dtp)
{
	uint32_t nsz = dtp->dt_pvhashsz ? dtp->dt_pvhashsz * 2 : DT_PVHASH_INIT;
	dt_provider_t **nhash, *pvp;

	if ((nhash = dt_zalloc(dtp, nsz * sizeof(dt_provider_t *))) == NULL)
		return;
	for (pvp = dtp->dt_provs; pvp != NULL; pvp = pvp->pv_next) {
		uint32_t h = dt_strhash(pvp->pv_name) % nsz;

		pvp->pv_hnext = nhash[h];
		nhash[h] = pvp;
	}
	dt_free(dtp, dtp->dt_pvhash);
	dtp->dt_pvhash = nhash;
	dtp->dt_pvhashsz = nsz;
}

/* Add a new provider (already at the end of dt_provs) to the hash. */
void
dt_provider_index_add(dtrace_hdl_t *dtp, dt_provider_t *pvp)
{
	uint32_t h, sz = dtp->dt_pvhashsz;

	if (++dtp->dt_nprovs > sz) {
		dt_pvhash_grow(dtp);
		if (dtp->dt_pvhashsz != sz)
			return;		/* rebuilt with pvp */
	}
	if (sz == 0)
		return;
	h = dt_strhash(pvp->pv_name) % sz;
	pvp->pv_hnext = dtp->dt_pvhash[h];
	dtp->dt_pvhash[h] = pvp;
}

dt_provider_t *
dt_provider_lookup(dtrace_hdl_t *dtp, const char *name)
{
	dt_provider_t *pvp;

	if (dtp->dt_pvhashsz == 0) {	/* no memory for the hash yet */
		for (pvp = dtp->dt_provs; pvp != NULL; pvp = pvp->pv_next)
			if (strcmp(pvp->pv_name, name) == 0)
				return pvp;
		return NULL;
	}
	pvp = dtp->dt_pvhash[dt_strhash(name) % dtp->dt_pvhashsz];
	for (; pvp != NULL; pvp = pvp->pv_hnext)
		if (strcmp(pvp->pv_name, name) == 0)
			return pvp;
	return NULL;
}

/* Free the indexes (the probes and providers are freed by their owner). */
void
dt_probe_index_fini(dtrace_hdl_t *dtp)
{
	dt_free(dtp, dtp->dt_nhash);
	dt_free(dtp, dtp->dt_pvhash);
	dtp->dt_nhash = NULL;
	dtp->dt_pvhash = NULL;
	dtp->dt_nhashsz = dtp->dt_pvhashsz = dtp->dt_nprovs = 0;
}
