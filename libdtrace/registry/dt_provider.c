/*
 * dt_provider.c: the provider registry and the probe table.
 *
 * Providers register themselves at dtrace_open() (dt_provider_init calls
 * each built-in provider's populate(), which creates its dt_provider_t and
 * any static probes) and may create more providers later, on demand.  The
 * list keeps registration order.
 *
 * Probes are numbered from 1 in the order they are created; dt_probes[] is
 * indexed by id (slot 0 is unused) and grows by doubling.  A hash table on
 * the full name "prov:mod:fun:name" makes dt_probe_insert() idempotent:
 * inserting a probe that exists returns the existing one (the new data is
 * then not used and stays the caller's), so a provider may "provide" the
 * same probes again and again without creating duplicates.
 *
 * Matching a description (dt_probe_iter) has two steps.  First every
 * provider that creates probes on demand is asked to provide() for the
 * description; a provider whose probes carry other names than its own (the
 * stapsdt provider's probes are "python4242", "stapsdt4242" ...) cannot be
 * skipped by comparing its name with the description's, so each distinct
 * provide() is called once and decides for itself.  Then the probes are
 * matched against the four globs (dt_gmatch; an empty field matches
 * anything), in id order: only the probes of one name or one provider when
 * the description gives it exactly (the indexes of dt_probeidx.c), else
 * every probe.
 *
 * Each probe is allocated inside a dt_probe_priv_t, which adds what only
 * this file uses: the argument strings dtrace_probe_info() hands out.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "dt_impl.h"
#include "dt_util.h"
#include "dt_glob.h"
#include "dt_provider.h"

#define DT_PHASH_INIT	1024

typedef struct dt_probe_priv {
	dt_probe_t pp_probe;		/* must be first */
	const char **pp_argv;		/* dtrace_probe_info()'s argv */
} dt_probe_priv_t;


dt_provider_t *
dt_provider_create(dtrace_hdl_t *dtp, const char *name,
    const dt_provimpl_t *impl, void *data)
{
	dt_provider_t *pvp;

	if (strlen(name) >= DTRACE_PROVNAMELEN) {
		dt_set_errmsg(dtp, EDT_NOPROV, "provider name too long: %s",
		    name);
		return NULL;
	}
	if ((pvp = dt_zalloc(dtp, sizeof(*pvp))) == NULL)
		return NULL;

	strcpy(pvp->pv_name, name);
	pvp->pv_impl = impl;
	pvp->pv_data = data;
	if (dtp->dt_provtail != NULL)
		dtp->dt_provtail->pv_next = pvp;
	else
		dtp->dt_provs = pvp;
	dtp->dt_provtail = pvp;
	dt_provider_index_add(dtp, pvp);
	return pvp;
}

int
dt_provider_init(dtrace_hdl_t *dtp)
{
	size_t i;

	for (i = 0; dtp->dt_provimpls[i] != NULL; i++)
		if (dtp->dt_provimpls[i]->populate != NULL &&
		    dtp->dt_provimpls[i]->populate(dtp) < 0)
			return -1;
	return 0;
}

/* Detach and forget one probe: its program, attachment and data. */
static void
dt_probe_destroy(dtrace_hdl_t *dtp, dt_probe_t *prp)
{
	const dt_provimpl_t *impl = prp->pr_prov->pv_impl;

	if (prp->pr_data != NULL && impl->probe_destroy != NULL)
		impl->probe_destroy(dtp, prp->pr_data);
	dt_free(dtp, prp->pr_stmts);
	dt_free(dtp, ((dt_probe_priv_t *)prp)->pp_argv);
	dt_free(dtp, prp);
}

void
dt_provider_fini(dtrace_hdl_t *dtp)
{
	dt_provider_t *pvp, *next;
	uint32_t id;

	for (id = 1; id <= dtp->dt_nprobes; id++)
		if (dtp->dt_probes[id] != NULL)
			dt_probe_destroy(dtp, dtp->dt_probes[id]);
	dt_free(dtp, dtp->dt_probes);
	dt_free(dtp, dtp->dt_phash);
	dtp->dt_probes = dtp->dt_phash = NULL;
	dtp->dt_nprobes = dtp->dt_probesz = dtp->dt_phashsz = 0;
	dt_probe_index_fini(dtp);

	for (pvp = dtp->dt_provs; pvp != NULL; pvp = next) {
		next = pvp->pv_next;
		if (pvp->pv_impl->provider_destroy != NULL && pvp->pv_data != NULL)
			pvp->pv_impl->provider_destroy(dtp, pvp->pv_data);
		dt_free(dtp, pvp);
	}
	dtp->dt_provs = dtp->dt_provtail = NULL;
}

/* FNV-1a over "prov:mod:fun:name", without building the string. */
static uint32_t
dt_probe_hash(const char *prv, const char *mod, const char *fun,
    const char *name)
{
	const char *parts[4] = { prv, mod, fun, name };
	uint32_t h = DT_FNV_INIT;
	int i;

	for (i = 0; i < 4; i++)
		h = dt_fnv_add(dt_fnv_add(h, parts[i]), ":");
	return h;
}

static uint32_t
dt_probe_hashof(const dt_probe_t *prp)
{
	const dtrace_probedesc_t *d = &prp->pr_desc;

	return dt_probe_hash(d->prv, d->mod, d->fun, d->prb);
}

static dt_probe_t *
dt_probe_lookup_name(dtrace_hdl_t *dtp, const char *prv, const char *mod,
    const char *fun, const char *name)
{
	dt_probe_t *prp;

	if (dtp->dt_phashsz == 0)
		return NULL;

	prp = dtp->dt_phash[dt_probe_hash(prv, mod, fun, name) %
	    dtp->dt_phashsz];
	for (; prp != NULL; prp = prp->pr_hnext) {
		const dtrace_probedesc_t *d = &prp->pr_desc;

		if (strcmp(d->prb, name) == 0 && strcmp(d->fun, fun) == 0 &&
		    strcmp(d->mod, mod) == 0 && strcmp(d->prv, prv) == 0)
			return prp;
	}
	return NULL;
}

/* Grow the hash table (doubling) when it holds twice as many probes. */
static int
dt_probe_hash_grow(dtrace_hdl_t *dtp)
{
	uint32_t nsz = dtp->dt_phashsz ? dtp->dt_phashsz * 2 : DT_PHASH_INIT;
	dt_probe_t **nhash;
	uint32_t id;

	if ((nhash = dt_zalloc(dtp, nsz * sizeof(dt_probe_t *))) == NULL)
		return -1;

	for (id = 1; id <= dtp->dt_nprobes; id++) {
		dt_probe_t *prp = dtp->dt_probes[id];
		uint32_t h = dt_probe_hashof(prp) % nsz;

		prp->pr_hnext = nhash[h];
		nhash[h] = prp;
	}
	dt_free(dtp, dtp->dt_phash);
	dtp->dt_phash = nhash;
	dtp->dt_phashsz = nsz;
	return 0;
}

static int
dt_probe_table_grow(dtrace_hdl_t *dtp)
{
	uint32_t nsz = dtp->dt_probesz ? dtp->dt_probesz * 2 : 256;
	dt_probe_t **np;

	if ((np = dt_zalloc(dtp, nsz * sizeof(dt_probe_t *))) == NULL)
		return -1;
	if (dtp->dt_probes != NULL)
		memcpy(np, dtp->dt_probes,
		    dtp->dt_probesz * sizeof(dt_probe_t *));
	dt_free(dtp, dtp->dt_probes);
	dtp->dt_probes = np;
	dtp->dt_probesz = nsz;
	return 0;
}

static int
dt_probe_setdesc(dtrace_hdl_t *dtp, dtrace_probedesc_t *d, const char *prv,
    const char *mod, const char *fun, const char *name)
{
	if (strlen(mod) >= sizeof(d->mod) || strlen(fun) >= sizeof(d->fun) ||
	    strlen(name) >= sizeof(d->prb))
		return dt_set_errmsg(dtp, EDT_BADSPEC,
		    "probe name too long: %s:%s:%s:%s", prv, mod, fun, name);

	strcpy(d->prv, prv);
	strcpy(d->mod, mod);
	strcpy(d->fun, fun);
	strcpy(d->prb, name);
	return 0;
}

dt_probe_t *
dt_probe_insert(dtrace_hdl_t *dtp, dt_provider_t *pvp, const char *mod,
    const char *fun, const char *name, void *data)
{
	dt_probe_priv_t *ppp;
	dt_probe_t *prp;
	uint32_t id, h;

	mod = mod ? mod : "";
	fun = fun ? fun : "";
	name = name ? name : "";
	if ((prp = dt_probe_lookup_name(dtp, pvp->pv_name, mod, fun, name)))
		return prp;

	if (dtp->dt_nprobes + 1 >= dtp->dt_probesz &&
	    dt_probe_table_grow(dtp) < 0)
		return NULL;
	if (dtp->dt_nprobes >= 2 * dtp->dt_phashsz &&
	    dt_probe_hash_grow(dtp) < 0)
		return NULL;
	if ((ppp = dt_zalloc(dtp, sizeof(*ppp))) == NULL)
		return NULL;

	prp = &ppp->pp_probe;
	if (dt_probe_setdesc(dtp, &prp->pr_desc, pvp->pv_name, mod, fun,
	    name) < 0) {
		dt_free(dtp, ppp);
		return NULL;
	}
	id = ++dtp->dt_nprobes;
	prp->pr_desc.id = id;
	prp->pr_prov = pvp;
	prp->pr_data = data;
	dtp->dt_probes[id] = prp;

	h = dt_probe_hashof(prp) % dtp->dt_phashsz;
	prp->pr_hnext = dtp->dt_phash[h];
	dtp->dt_phash[h] = prp;
	dt_probe_index_add(dtp, prp);
	return prp;
}

dt_probe_t *
dt_probe_lookup_id(dtrace_hdl_t *dtp, dtrace_id_t id)
{
	if (id == 0 || id > dtp->dt_nprobes)
		return NULL;
	return dtp->dt_probes[id];
}

/*
 * Ask every on-demand provider implementation, once each, in registration
 * order, to provide (each was registered by dt_provider_init).
 */
void
dt_probe_provide(dtrace_hdl_t *dtp, const dtrace_probedesc_t *pdp)
{
	size_t i;

	for (i = 0; dtp->dt_provimpls[i] != NULL; i++)
		if (dtp->dt_provimpls[i]->provide != NULL)
			dtp->dt_provimpls[i]->provide(dtp, pdp);
}

/*
 * A description whose provider does not exist says so, distinct from
 * "provider exists, no probe matches": an exact provider name (no glob)
 * that no provider has after providing, that is not one created per
 * process (a name ending in a pid: pid1234, python1234, whose process may
 * just have no such probe) nor an implementation's own name (stapsdt,
 * pid: their checks say more), or an implementation that says why it is
 * absent (fbt).
 */
const char *
dt_provider_missing(dtrace_hdl_t *dtp, const char *prv, char *buf, size_t len)
{
	size_t i, n = strlen(prv);
	const char *why = NULL;

	if (n == 0 || strpbrk(prv, "*?[\\") != NULL ||
	    dt_provider_lookup(dtp, prv) != NULL ||
	    (prv[n - 1] >= '0' && prv[n - 1] <= '9'))
		return NULL;
	for (i = 0; dtp->dt_provimpls[i] != NULL; i++) {
		const dt_provimpl_t *pip = dtp->dt_provimpls[i];

		if (strcmp(pip->name, prv) != 0)
			continue;
		if (pip->absent == NULL || (why = pip->absent(dtp)) == NULL)
			return NULL;
	}
	if (why != NULL)
		snprintf(buf, len, "no provider '%s' on this system: %s", prv, why);
	else
		snprintf(buf, len, "no provider '%s' on this system", prv);
	return buf;
}

int
dt_probe_match(const dt_probe_t *prp, const dtrace_probedesc_t *pdp)
{
	const dtrace_probedesc_t *d = &prp->pr_desc;

	if (pdp->id != 0)
		return d->id == pdp->id;
	return dt_gmatch(d->prv, pdp->prv) && dt_gmatch(d->mod, pdp->mod) &&
	    dt_gmatch(d->fun, pdp->fun) && dt_gmatch(d->prb, pdp->prb);
}

/*
 * func returns 0 to go on, > 0 to stop (the matches so far are returned),
 * < 0 on failure (dt_probe_iter returns -1).
 */
int
dt_probe_iter(dtrace_hdl_t *dtp, const dtrace_probedesc_t *pdp,
    dt_probe_iter_f *func, void *arg)
{
	if (pdp->id == 0)
		dt_probe_provide(dtp, pdp);
	return dt_probe_iter_noprovide(dtp, pdp, func, arg);
}

/*
 * The probe with this id (dtrace -i, a clause named by a number), or NULL
 * (EDT_BADID).  Probes get their ids as providers make them, on demand: an
 * id not made yet may be one `dtrace -l` lists, so every provider is asked
 * for all its probes first, in the order -l asks them.
 */
dt_probe_t *
dt_probe_by_id(dtrace_hdl_t *dtp, dtrace_id_t id)
{
	dtrace_probedesc_t all;
	dt_probe_t *prp;

	if (id > dtp->dt_nprobes) {
		memset(&all, 0, sizeof(all));
		dt_probe_provide(dtp, &all);
	}
	if ((prp = dt_probe_lookup_id(dtp, id)) == NULL)
		dt_set_errno(dtp, EDT_BADID);
	return prp;
}

/* A description by probe id: that probe, if it exists. */
static int
dt_probe_iter_id(dtrace_hdl_t *dtp, const dtrace_probedesc_t *pdp,
    dt_probe_iter_f *func, void *arg)
{
	dt_probe_t *prp = dt_probe_by_id(dtp, pdp->id);

	if (prp == NULL)
		return 0;
	if (func != NULL && func(dtp, prp, arg) < 0)
		return -1;
	return 1;
}

int
dt_probe_iter_noprovide(dtrace_hdl_t *dtp, const dtrace_probedesc_t *pdp,
    dt_probe_iter_f *func, void *arg)
{
	int matches = 0, rc;
	uint32_t id;

	if (pdp->id != 0)
		return dt_probe_iter_id(dtp, pdp, func, arg);
	if ((rc = dt_probe_index_iter(dtp, pdp, func, arg, &matches)) != 0)
		return rc < 0 ? -1 : matches;

	for (id = 1; id <= dtp->dt_nprobes; id++) {
		dt_probe_t *prp = dtp->dt_probes[id];

		if (prp == NULL || !dt_probe_match(prp, pdp))
			continue;
		matches++;
		if (func == NULL)
			continue;
		if ((rc = func(dtp, prp, arg)) < 0)
			return -1;
		if (rc > 0)
			break;
	}
	return matches;
}

/*
 * As dt_probe_iter_noprovide(), over the probes made after probe minid
 * only: a later pass of an enabling (dt_program_update()) looks at what is
 * new, not at every probe again.
 */
int
dt_probe_iter_since(dtrace_hdl_t *dtp, const dtrace_probedesc_t *pdp,
    uint32_t minid, dt_probe_iter_f *func, void *arg)
{
	int matches = 0, rc;
	uint32_t id;

	for (id = minid + 1; id <= dtp->dt_nprobes; id++) {
		dt_probe_t *prp = dtp->dt_probes[id];

		if (prp == NULL || !dt_probe_match(prp, pdp))
			continue;
		matches++;
		if ((rc = func(dtp, prp, arg)) < 0)
			return -1;
		if (rc > 0)
			break;
	}
	return matches;
}

typedef struct dt_probe_iter_arg {
	dtrace_probe_f *func;
	void *arg;
} dt_probe_iter_arg_t;

static int
dt_probe_iter_pub(dtrace_hdl_t *dtp, dt_probe_t *prp, void *arg)
{
	dt_probe_iter_arg_t *pia = arg;

	return pia->func(dtp, &prp->pr_desc, pia->arg);
}

int
dtrace_probe_iter(dtrace_hdl_t *dtp, const dtrace_probedesc_t *pdp,
    dtrace_probe_f *func, void *arg)
{
	dt_probe_iter_arg_t pia = { func, arg };
	dtrace_probedesc_t all;
	char why[DTRACE_PROVNAMELEN + 128];
	int matches;

	if (pdp == NULL) {
		memset(&all, 0, sizeof(all));
		pdp = &all;
	}
	matches = dt_probe_iter(dtp, pdp, func ? dt_probe_iter_pub : NULL,
	    &pia);
	if (matches < 0)
		return -1;
	if (matches > 0)
		return 0;
	dt_set_errno(dtp, EDT_NOPROBE);		/* DTrace's message; why: a hint */
	if (dt_provider_missing(dtp, pdp->prv, why, sizeof(why)) != NULL)
		dt_set_errhint(dtp, "%s", why);
	return -1;
}

/* The probe a description names: by id, by exact name, else first match. */
static int
dt_probe_first(dtrace_hdl_t *dtp, dt_probe_t *prp, void *arg)
{
	*(dt_probe_t **)arg = prp;
	return 1;
}

static dt_probe_t *
dt_probe_find(dtrace_hdl_t *dtp, const dtrace_probedesc_t *pdp)
{
	dt_probe_t *prp = NULL;

	if (pdp->id != 0)
		return dt_probe_lookup_id(dtp, pdp->id);
	if ((prp = dt_probe_lookup_name(dtp, pdp->prv, pdp->mod, pdp->fun,
	    pdp->prb)) != NULL)
		return prp;
	dt_probe_iter(dtp, pdp, dt_probe_first, &prp);
	return prp;
}

#define DT_ARGTEXT	512

/*
 * An argument's type name, and its provider's description of it.  A
 * description too long for len is cut, with "...", never the reason why
 * the argument cannot be read.
 */
static void
dt_probe_argtext(const dt_argdesc_t *a, char *type, char *spec, size_t len)
{
	int room = (int)len - 32 - (a->da_error ? (int)strlen(a->da_error) : 0);
	int n = a->da_desc ? (int)strlen(a->da_desc) : 0;
	const char *cut = "";

	snprintf(type, len, "%s", a->da_xlate ? a->da_xlate :
	    a->da_native ? a->da_native : "uint64_t");
	if (room < 16)
		room = 16;
	if (n > room) {
		n = room;
		cut = "...";
	}
	if (a->da_desc == NULL)
		spec[0] = '\0';
	else if (a->da_error == NULL)
		snprintf(spec, len, "%.*s%s", n, a->da_desc, cut);
	else
		snprintf(spec, len, "%.*s%s (cannot be read: %s)", n,
		    a->da_desc, cut, a->da_error);
}

const char *
dtrace_stability_name(dtrace_stability_t s)
{
	static const char *const names[] = { "Internal", "Private", "Obsolete",
	    "External", "Unstable", "Evolving", "Stable", "Standard" };

	return s < sizeof(names) / sizeof(names[0]) ? names[s] : "Unknown";
}

const char *
dtrace_class_name(dtrace_class_t c)
{
	static const char *const names[] = { "Unknown", "CPU", "Platform",
	    "Group", "ISA", "Common" };

	return c < sizeof(names) / sizeof(names[0]) ? names[c] : "Unknown";
}

/*
 * The provider's probe_info() returns an array of dt_argdesc_t that it
 * allocated (dt_alloc) and we free; the strings in it belong to the provider
 * and live as long as the probe.  The argv we hand out lives as long as the
 * probe, or until the next dtrace_probe_info() on it.
 */
int
dtrace_probe_info(dtrace_hdl_t *dtp, const dtrace_probedesc_t *pdp,
    dtrace_probeinfo_t *pip)
{
	dt_probe_t *prp = dt_probe_find(dtp, pdp);
	dt_probe_priv_t *ppp = (dt_probe_priv_t *)prp;
	const dt_provimpl_t *impl;
	dt_argdesc_t *adp = NULL;
	const char **argv = NULL;
	int argc = 0, i;

	if (prp == NULL)
		return dt_set_errno(dtp, EDT_NOPROBE);
	impl = prp->pr_prov->pv_impl;

	if (impl->probe_info != NULL &&
	    impl->probe_info(dtp, prp, &argc, &adp) < 0)
		return -1;
	/* One block: types, specs, then the text of each. */
	if (argc > 0 && (argv = dt_zalloc(dtp, argc * 2 * (sizeof(const char *) +
	    DT_ARGTEXT))) == NULL) {
		dt_free(dtp, adp);
		return -1;
	}
	for (i = 0; i < argc; i++) {
		char *type = (char *)(argv + 2 * argc) + 2 * i * DT_ARGTEXT;
		char *spec = type + DT_ARGTEXT;

		dt_probe_argtext(&adp[i], type, spec, DT_ARGTEXT);
		argv[i] = type;
		argv[argc + i] = spec[0] != '\0' ? spec : NULL;
	}
	dt_free(dtp, adp);

	dt_free(dtp, ppp->pp_argv);
	ppp->pp_argv = argv;
	pip->dtp_attr = impl->attr_probe;
	pip->dtp_arga = impl->attr_args;
	if (impl->probe_attr != NULL)
		impl->probe_attr(dtp, prp, &pip->dtp_attr, &pip->dtp_arga);
	pip->dtp_argc = argc;
	pip->dtp_argv = argv;
	pip->dtp_argspec = argc > 0 ? argv + argc : NULL;
	pip->dtp_extra = impl->probe_extra ? impl->probe_extra(dtp, prp) : NULL;
	return 0;
}
