/*
 * dt_aggregate.c: aggregations in user space: snapshots of the BPF map and
 * the actions on aggregations, performed when the consumer reaches their
 * records, as DTrace performs them.
 *
 * All aggregations live in one per-CPU hash map (DT_MAP_AGGS).  A key is
 * struct dt_agg_khdr (the aggregation id) followed by the key tuple laid out
 * as dtagd_keys says; a value is dtagd_nvals 64-bit words per CPU whose
 * meaning depends on the aggregating function (dt_aggregate.h).
 *
 * A snapshot walks the map's keys, reads each key's per-CPU values (the
 * kernel hands back one value per possible CPU, each padded to a multiple
 * of 8 bytes) and merges them into one value per key: counts, sums,
 * buckets and stddev's 128-bit sums of squares add up; min and max combine
 * over the CPUs that saw data.  Every action takes a fresh snapshot, so it
 * sees what the probes did up to the moment the consumer reaches it.
 *
 *	printa(@a)		a newline, then @a's entries (dt_aggsort.c's
 *				order), one line each
 *	printa(@a, @b ...)	a newline, then one line per key of any of
 *				them: the key, then each one's value there
 *	printa("fmt", @a ...)	the format once per entry (or key), keys for
 *				its conversions and values for %@ ones
 *	clear(@a)		zero @a's values in the map; keys stay
 *	trunc(@a [, n])		delete all but the n greatest entries (n < 0:
 *				the -n smallest) from the map
 *	normalize(@a, n)	print @a's values divided by n from now on
 *	denormalize(@a)		print them undivided again
 *
 * An aggregation that printa() printed is not printed again at exit, as in
 * DTrace; the others print at exit as printa(@a) would print them, without
 * the leading newline.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <bpf/bpf.h>
#include <bpf/libbpf.h>
#include "dt_impl.h"
#include "dt_aggregate.h"
#include "dt_consume.h"
#include "dt_sink.h"
#include "dt_symtext.h"

/*
 * Taking a snapshot of the map.
 */

static void
dt_agg_merge(const dt_aggdesc_t *agd, int64_t *dst, const int64_t *src)
{
	uint32_t i, n = agd->dtagd_nvals;
	unsigned __int128 a, b;

	switch (agd->dtagd_func) {
	case DT_AGG_MIN:
	case DT_AGG_MAX:
		if (src[0] == 0)
			return;
		if (dst[0] == 0 ||
		    (agd->dtagd_func == DT_AGG_MIN && src[1] < dst[1]) ||
		    (agd->dtagd_func == DT_AGG_MAX && src[1] > dst[1]))
			dst[1] = src[1];
		dst[0] += src[0];
		return;
	case DT_AGG_STDDEV:
		dst[0] += src[0];
		dst[1] = (int64_t)((uint64_t)dst[1] + (uint64_t)src[1]);
		a = ((unsigned __int128)(uint64_t)dst[3] << 64) | (uint64_t)dst[2];
		b = ((unsigned __int128)(uint64_t)src[3] << 64) | (uint64_t)src[2];
		a += b;
		dst[2] = (int64_t)(uint64_t)a;
		dst[3] = (int64_t)(uint64_t)(a >> 64);
		return;
	default:
		for (i = 0; i < n; i++)
			dst[i] = (int64_t)((uint64_t)dst[i] + (uint64_t)src[i]);
	}
}

static void
dt_aggsnap_free(dt_aggsnap_t *snap)
{
	size_t i;

	for (i = 0; i < snap->as_nents; i++)
		free((void *)snap->as_ents[i].ae_mkey);
	free(snap->as_ents);
	memset(snap, 0, sizeof(*snap));
}

/* Is the aggregation one of aggids[0..n) (all if aggids is NULL)? */
static int
dt_aggid_wanted(uint32_t id, const uint32_t *aggids, int n)
{
	int i;

	if (aggids == NULL)
		return 1;
	for (i = 0; i < n; i++)
		if (aggids[i] == id)
			return 1;
	return 0;
}

/* Add the entry for one key: merge its per-CPU values. */
static int
dt_aggsnap_add(dtrace_hdl_t *dtp, dt_aggsnap_t *snap, const char *key,
    uint32_t keysz, const char *pcpu, uint32_t valsz, int ncpus)
{
	const struct dt_agg_khdr *kh = (const struct dt_agg_khdr *)key;
	uint32_t stride = (valsz + 7) & ~7U, koff = (keysz + 7) & ~7U;
	const dt_aggdesc_t *agd = dtp->dt_aggdescs[kh->aggid];
	dt_aggent_t *ae;
	int64_t *cpuval;
	char *buf;
	int cpu;

	if (snap->as_nents == snap->as_size) {
		size_t n = snap->as_size ? snap->as_size * 2 : 64;
		dt_aggent_t *ents = realloc(snap->as_ents, n * sizeof(*ents));

		if (ents == NULL)
			return dt_set_errno(dtp, EDT_NOMEM);
		snap->as_ents = ents;
		snap->as_size = n;
	}
	/* one block: key, padding to 8, merged values, one CPU's value */
	if ((buf = calloc(1, koff + 2 * agd->dtagd_nvals * 8)) == NULL)
		return dt_set_errno(dtp, EDT_NOMEM);
	memcpy(buf, key, keysz);
	ae = &snap->as_ents[snap->as_nents++];
	ae->ae_desc = agd;
	ae->ae_mkey = buf;
	ae->ae_key = buf + sizeof(*kh);
	ae->ae_vals = (int64_t *)(buf + koff);
	cpuval = ae->ae_vals + agd->dtagd_nvals;
	for (cpu = 0; cpu < ncpus; cpu++) {
		memcpy(cpuval, pcpu + (size_t)cpu * stride, agd->dtagd_nvals * 8);
		dt_agg_merge(agd, ae->ae_vals, cpuval);
	}
	return 0;
}

/* Does the map key belong to a known aggregation that fits the map? */
static int
dt_aggkey_valid(dtrace_hdl_t *dtp, const char *key, const struct bpf_map_info *info)
{
	struct dt_agg_khdr kh;
	const dt_aggdesc_t *agd;

	memcpy(&kh, key, sizeof(kh));
	if (kh.aggid >= dtp->dt_naggs || (agd = dtp->dt_aggdescs[kh.aggid]) == NULL ||
	    agd->dtagd_nvals * 8 > info->value_size ||
	    agd->dtagd_keysize + sizeof(kh) > info->key_size) {
		dt_dprintf("aggregation key with id %u ignored\n", kh.aggid);
		return 0;
	}
	return 1;
}

/* The entries of the aggregations aggids[0..n) (all if aggids is NULL). */
static int
dt_aggsnap_take(dtrace_hdl_t *dtp, dt_aggsnap_t *snap, const uint32_t *aggids,
    int n)
{
	int fd = dtp->dt_mapfd[DT_MAP_AGGS];
	struct bpf_map_info info;
	uint32_t len = sizeof(info);
	char *key = NULL, *next = NULL, *vals = NULL;
	int ncpus = libbpf_num_possible_cpus(), rc = -1, err;

	memset(snap, 0, sizeof(*snap));
	memset(&info, 0, sizeof(info));
	if (ncpus <= 0 || bpf_obj_get_info_by_fd(fd, &info, &len) != 0)
		return dt_set_errmsg(dtp, EDT_BPF, "cannot read the aggregation "
		    "map: %s", strerror(errno));
	if (info.key_size < sizeof(struct dt_agg_khdr))
		return dt_set_errno(dtp, EDT_BPF);
	key = malloc(info.key_size);
	next = malloc(info.key_size);
	vals = malloc((size_t)ncpus * ((info.value_size + 7) & ~7U));
	if (key == NULL || next == NULL || vals == NULL) {
		dt_set_errno(dtp, EDT_NOMEM);
		goto out;
	}
	for (err = bpf_map_get_next_key(fd, NULL, next); err == 0;
	    err = bpf_map_get_next_key(fd, key, next)) {
		if (dt_consume_abort(dtp)) {
			dt_set_errno(dtp, EINTR);
			goto out;
		}
		memcpy(key, next, info.key_size);
		if (!dt_aggkey_valid(dtp, key, &info) ||
		    !dt_aggid_wanted(((struct dt_agg_khdr *)key)->aggid, aggids, n))
			continue;
		if (bpf_map_lookup_elem(fd, key, vals) != 0)
			continue;	/* deleted meanwhile */
		if (dt_aggsnap_add(dtp, snap, key, info.key_size, vals,
		    info.value_size, ncpus) != 0)
			goto out;
	}
	if (errno != ENOENT) {
		dt_set_errmsg(dtp, EDT_GETNEXTKEY, "cannot iterate the "
		    "aggregation map: %s", strerror(errno));
		goto out;
	}
	rc = 0;
out:
	if (rc != 0)
		dt_aggsnap_free(snap);
	free(key);
	free(next);
	free(vals);
	return rc;
}

static int
dt_aggent_keyorder(const void *lp, const void *rp)
{
	const dt_aggent_t *l = lp, *r = rp;

	if (l->ae_desc->dtagd_id != r->ae_desc->dtagd_id)
		return l->ae_desc->dtagd_id < r->ae_desc->dtagd_id ? -1 : 1;
	return memcmp(l->ae_key, r->ae_key, l->ae_desc->dtagd_keysize);
}

/*
 * For printing: keys made by sym(), usym() ... become the start of their
 * function or module (dt_symtext.c), and entries whose keys are then
 * equal are merged, as DTrace does.  (clear() and trunc() work on the map's
 * own keys, so they do not do this.)
 */
static void
dt_aggsnap_symkeys(dtrace_hdl_t *dtp, dt_aggsnap_t *snap)
{
	size_t i, n;
	uint32_t k;
	int any = 0;

	for (i = 0; i < snap->as_nents; i++) {
		const dt_aggdesc_t *agd = snap->as_ents[i].ae_desc;

		for (k = 0; k < agd->dtagd_nkeys; k++) {
			if (!(agd->dtagd_keys[k].dtrd_flags & DT_RF_SYM))
				continue;
			dt_sym_key_normalize(dtp, &agd->dtagd_keys[k],
			    (char *)snap->as_ents[i].ae_key + agd->dtagd_keys[k].dtrd_offset);
			any = 1;
		}
	}
	if (!any || snap->as_nents < 2)
		return;
	qsort(snap->as_ents, snap->as_nents, sizeof(dt_aggent_t), dt_aggent_keyorder);
	for (i = 1, n = 1; i < snap->as_nents; i++) {
		dt_aggent_t *prev = &snap->as_ents[n - 1], *ae = &snap->as_ents[i];

		if (dt_aggent_keyorder(prev, ae) != 0) {
			snap->as_ents[n++] = *ae;
			continue;
		}
		dt_agg_merge(ae->ae_desc, prev->ae_vals, ae->ae_vals);
		free((void *)ae->ae_mkey);
	}
	snap->as_nents = n;
}

/* Is there an aggregation map to read? */
static int
dt_aggmap_ready(dtrace_hdl_t *dtp)
{
	return dtp->dt_naggs > 0 && dtp->dt_mapfd[DT_MAP_AGGS] >= 0;
}

/*
 * Printing: the entries go to the output sink, between its begin and end.
 */

/* printa(@a): each entry of the sorted snapshot. */
static int
dt_aggregate_print_snap(dtrace_hdl_t *dtp, FILE *fp, const dt_aggprint_t *ap,
    const dt_aggsnap_t *snap)
{
	const dt_sink_t *sk = dt_consume_sink(dtp);
	size_t i;

	for (i = 0; i < snap->as_nents; i++) {
		const dt_aggent_t *ae = &snap->as_ents[i];

		if (dt_consume_abort(dtp))
			return dt_set_errno(dtp, EINTR);
		if (sk->sk_agg_entry(dtp, fp, ap, ae, &ae) < 0)
			return -1;
		dtp->dt_aggdescs[ae->ae_desc->dtagd_id]->dtagd_printed = 1;
	}
	return 0;
}

/* printa(@a, @b ...): one entry per key. */
static int
dt_aggregate_print_join(dtrace_hdl_t *dtp, FILE *fp, const dt_aggprint_t *ap,
    const dt_aggsnap_t *snap, const dt_aggsort_t *s)
{
	const dt_sink_t *sk = dt_consume_sink(dtp);
	dt_aggjoin_t aj;
	size_t i;
	int j, rc = 0;

	if (dt_aggjoin(snap, ap->ap_ids, ap->ap_n, dtp, s, &aj) != 0)
		return dt_set_errno(dtp, EDT_NOMEM);
	for (i = 0; i < aj.aj_nrows && rc == 0; i++) {
		const dt_aggrow_t *row = &aj.aj_rows[i];

		if (dt_consume_abort(dtp)) {
			rc = dt_set_errno(dtp, EINTR);
			break;
		}
		rc = sk->sk_agg_entry(dtp, fp, ap, row->ar_key, row->ar_ents);
		for (j = 0; j < ap->ap_n; j++)
			dtp->dt_aggdescs[ap->ap_ids[j]]->dtagd_printed = 1;
	}
	dt_aggjoin_free(&aj);
	return rc;
}

int
dt_aggregate_printa(dtrace_hdl_t *dtp, FILE *fp, const dt_pfargv_t *pfv,
    const uint32_t *aggids, int n)
{
	const dt_sink_t *sk = dt_consume_sink(dtp);
	dt_aggprint_t ap = { aggids, n, pfv, 0 };
	dt_aggsnap_t snap;
	dt_aggsort_t s;
	int rc;

	if (sk->sk_agg_begin(dtp, fp, &ap) < 0)
		return dt_set_errno(dtp, errno ? errno : EIO);
	if (!dt_aggmap_ready(dtp))
		return sk->sk_agg_end(dtp, fp, &ap);
	if (dt_aggsnap_take(dtp, &snap, aggids, n) != 0)
		return -1;
	dt_aggsnap_symkeys(dtp, &snap);
	dt_aggsort_init(dtp, &s);
	if (n == 1) {
		dt_aggsnap_sort(&snap, &s);
		rc = dt_aggregate_print_snap(dtp, fp, &ap, &snap);
	} else {
		rc = dt_aggregate_print_join(dtp, fp, &ap, &snap, &s);
	}
	dt_aggsnap_free(&snap);
	if (sk->sk_agg_end(dtp, fp, &ap) < 0 && rc == 0)
		rc = -1;
	if (rc < 0 && dt_consume_abort(dtp))
		return dt_set_errno(dtp, EINTR);
	return rc < 0 ? dt_set_errno(dtp, errno ? errno : EIO) : 0;
}

/*
 * At exit: the entries of the aggregations printa() has not printed, each
 * aggregation's (a run of the sorted snapshot) between a begin and an end.
 */
static int
dt_aggregate_print_exit(dtrace_hdl_t *dtp, FILE *fp, const dt_aggsnap_t *snap)
{
	const dt_sink_t *sk = dt_consume_sink(dtp);
	dt_aggprint_t ap = { NULL, 1, NULL, 1 };
	uint32_t id = 0;
	size_t i;
	int rc = 0;

	for (i = 0; i < snap->as_nents; i++) {
		const dt_aggent_t *ae = &snap->as_ents[i];

		if (dtp->dt_aggdescs[ae->ae_desc->dtagd_id]->dtagd_printed)
			continue;
		if (dt_consume_abort(dtp)) {
			rc = dt_set_errno(dtp, EINTR);
			break;
		}
		if (ap.ap_ids != NULL && id != ae->ae_desc->dtagd_id) {
			(void) sk->sk_agg_end(dtp, fp, &ap);
			ap.ap_ids = NULL;
		}
		if (ap.ap_ids == NULL) {
			id = ae->ae_desc->dtagd_id;
			ap.ap_ids = &id;
			(void) sk->sk_agg_begin(dtp, fp, &ap);
		}
		if (sk->sk_agg_entry(dtp, fp, &ap, ae, &ae) < 0) {
			rc = -1;
			break;
		}
	}
	if (ap.ap_ids != NULL && sk->sk_agg_end(dtp, fp, &ap) < 0 && rc == 0)
		rc = -1;
	return rc;
}

/*
 * The aggregations printa() has not printed, which the final printout
 * shows: their ids in *idsp (NULL when that is all of them, as
 * dt_aggsnap_take() takes it).  Returns how many, or -1.
 */
static int
dt_aggregate_unprinted(dtrace_hdl_t *dtp, uint32_t **idsp)
{
	uint32_t i, n = 0, *ids;

	*idsp = NULL;
	if ((ids = malloc(dtp->dt_naggs * sizeof(uint32_t))) == NULL)
		return dt_set_errno(dtp, EDT_NOMEM);
	for (i = 0; i < dtp->dt_naggs; i++)
		if (dtp->dt_aggdescs[i] != NULL && !dtp->dt_aggdescs[i]->dtagd_printed)
			ids[n++] = i;
	if (n == 0 || n == dtp->dt_naggs) {	/* none, or all: no list */
		free(ids);
		return (int)n;
	}
	*idsp = ids;
	return (int)n;
}

int
dt_aggregate_print(dtrace_hdl_t *dtp, FILE *fp)
{
	dt_aggsnap_t snap;
	dt_aggsort_t s;
	uint32_t *ids;
	int rc, n;

	if (!dt_aggmap_ready(dtp))
		return 0;
	/* what printa() printed is not printed again: do not read it */
	if ((n = dt_aggregate_unprinted(dtp, &ids)) <= 0)
		return n;
	rc = dt_aggsnap_take(dtp, &snap, ids, n);
	free(ids);
	if (rc != 0)
		return -1;
	dt_aggsnap_symkeys(dtp, &snap);
	dt_aggsort_init(dtp, &s);
	dt_aggsnap_sort(&snap, &s);
	rc = dt_aggregate_print_exit(dtp, fp, &snap);
	dt_aggsnap_free(&snap);
	if (rc < 0 && dt_consume_abort(dtp))
		return dt_set_errno(dtp, EINTR);
	if (rc < 0)
		return dt_set_errno(dtp, dt_consume_outerr(dtp, errno ? errno : EIO));
	return 0;
}

int
dtrace_aggregate_print(dtrace_hdl_t *dtp, FILE *fp)
{
	return dt_aggregate_print(dtp, fp);
}

/*
 * clear(), trunc(), normalize().
 */

int
dt_aggregate_clear(dtrace_hdl_t *dtp, uint32_t aggid)
{
	int fd = dtp->dt_mapfd[DT_MAP_AGGS];
	int ncpus = libbpf_num_possible_cpus();
	dt_aggsnap_t snap;
	char *zero;
	size_t i;

	if (!dt_aggmap_ready(dtp) || ncpus <= 0)
		return 0;
	if (dt_aggsnap_take(dtp, &snap, &aggid, 1) != 0)
		return -1;
	if ((zero = calloc(ncpus, ((dtp->dt_aggvalsz + 7) & ~7U))) == NULL) {
		dt_aggsnap_free(&snap);
		return dt_set_errno(dtp, EDT_NOMEM);
	}
	for (i = 0; i < snap.as_nents && !dt_consume_abort(dtp); i++)
		bpf_map_update_elem(fd, snap.as_ents[i].ae_mkey, zero, BPF_EXIST);
	free(zero);
	dt_aggsnap_free(&snap);
	return 0;
}

int
dt_aggregate_trunc(dtrace_hdl_t *dtp, uint32_t aggid, int64_t n)
{
	int fd = dtp->dt_mapfd[DT_MAP_AGGS];
	dt_aggsnap_t snap;
	uint64_t keep;
	size_t i;

	if (!dt_aggmap_ready(dtp))
		return 0;
	if (dt_aggsnap_take(dtp, &snap, &aggid, 1) != 0)
		return -1;
	dt_aggsnap_sort_val(&snap, n >= 0);
	keep = n >= 0 ? (uint64_t)n : -(uint64_t)n;
	for (i = keep; i < snap.as_nents && !dt_consume_abort(dtp); i++)
		bpf_map_delete_elem(fd, snap.as_ents[i].ae_mkey);
	dt_aggsnap_free(&snap);
	return 0;
}

void
dt_aggregate_normalize(dtrace_hdl_t *dtp, uint32_t aggid, uint64_t normal)
{
	if (aggid < dtp->dt_naggs && normal != 0)
		dtp->dt_aggdescs[aggid]->dtagd_normal = normal;
}
