/*
 * dt_aggsort.c: the order aggregation entries print in, as DTrace's
 * dt_aggregate_qsort() and dtrace_aggregate_walk_joined() give it.
 *
 * By default entries sort by aggregation (its id: the order of first use),
 * then by value, then by key.  Keys compare element by element starting
 * with element aggsortkeypos (then the following ones, wrapping around);
 * integers compare as unsigned numbers of their size, strings byte by
 * byte.  Values compare as the function's result: avg() and stddev() by
 * their result, min() and max() by the extreme, the histograms by the sum
 * of each bucket's count times its value (then by the count at zero).
 * aggsortkey sorts by key instead of value (with no value tie-break),
 * aggsortrev reverses every comparison, aggregation order included.
 *
 * printa(@a, @b ...) joins the aggregations by key: one row per key that
 * any of them has, an entry of zeroes standing in for an aggregation that
 * lacks the key.  Rows sort by the values of the aggregations in printa()
 * order starting with the one aggsortpos names (then the following ones,
 * wrapping around), then by key; with aggsortkey by key first.
 */
#include <stdlib.h>
#include <string.h>
#include "dt_impl.h"
#include "dt_aggregate.h"
#include "dt_consume.h"

#define DT_LT(s) ((s)->rev ? 1 : -1)
#define DT_GT(s) ((s)->rev ? -1 : 1)

/* A boolean option is on when set to anything but unset or 0. */
static int
dt_flagopt(dtrace_hdl_t *dtp, dt_optid_t id)
{
	int64_t v = dt_opt(dtp, id);

	return v != DTRACEOPT_UNSET && v != 0;
}

static int
dt_intopt(dtrace_hdl_t *dtp, dt_optid_t id)
{
	int64_t v = dt_opt(dtp, id);

	return v != DTRACEOPT_UNSET && v > 0 && v <= INT32_MAX ? (int)v : 0;
}

void
dt_aggsort_init(dtrace_hdl_t *dtp, dt_aggsort_t *s)
{
	s->dtp = dtp;
	s->rev = dt_flagopt(dtp, DTRACEOPT_AGGSORTREV);
	s->keysort = dt_flagopt(dtp, DTRACEOPT_AGGSORTKEY);
	s->keypos = dt_intopt(dtp, DTRACEOPT_AGGSORTKEYPOS);
	s->sortpos = dt_intopt(dtp, DTRACEOPT_AGGSORTPOS);
}

static int
dt_cmp64(int64_t l, int64_t r, const dt_aggsort_t *s)
{
	return l < r ? DT_LT(s) : l > r ? DT_GT(s) : 0;
}

static int
dt_cmpu64(uint64_t l, uint64_t r, const dt_aggsort_t *s)
{
	return l < r ? DT_LT(s) : l > r ? DT_GT(s) : 0;
}

static int
dt_cmpld(long double l, long double r, const dt_aggsort_t *s)
{
	return l < r ? DT_LT(s) : l > r ? DT_GT(s) : 0;
}

static int
dt_varcmp(const dt_aggent_t *l, const dt_aggent_t *r, const dt_aggsort_t *s)
{
	return dt_cmpu64(l->ae_desc->dtagd_id, r->ae_desc->dtagd_id, s);
}

/* Unsigned value of an integer key element of 1, 2, 4 or 8 bytes. */
static uint64_t
dt_key_uint(const dt_recdesc_t *rec, const char *key)
{
	uint64_t v = 0;

	memcpy(&v, key + rec->dtrd_offset, rec->dtrd_size);	/* little-endian */
	return v;
}

static int
dt_keyelem_cmp(const dt_recdesc_t *lrec, const char *lkey,
    const dt_recdesc_t *rrec, const char *rkey, const dt_aggsort_t *s)
{
	const unsigned char *lp, *rp;
	uint32_t j;

	if (lrec->dtrd_size != rrec->dtrd_size)
		return lrec->dtrd_size < rrec->dtrd_size ? DT_LT(s) : DT_GT(s);
	/* integers by value; strings, stacks and other bytes byte by byte */
	if (!(lrec->dtrd_flags & DT_RF_STRING) && (lrec->dtrd_size == 1 ||
	    lrec->dtrd_size == 2 || lrec->dtrd_size == 4 || lrec->dtrd_size == 8))
		return dt_cmpu64(dt_key_uint(lrec, lkey), dt_key_uint(rrec, rkey), s);
	lp = (const unsigned char *)lkey + lrec->dtrd_offset;
	rp = (const unsigned char *)rkey + rrec->dtrd_offset;
	for (j = 0; j < lrec->dtrd_size; j++) {
		if (lp[j] != rp[j])
			return lp[j] < rp[j] ? DT_LT(s) : DT_GT(s);
	}
	return 0;
}

/* Keys of any two entries (of the same or of different aggregations). */
static int
dt_keycmp(const dt_aggent_t *l, const dt_aggent_t *r, const dt_aggsort_t *s)
{
	const dt_aggdesc_t *la = l->ae_desc, *ra = r->ae_desc;
	uint32_t nk = la->dtagd_nkeys, i;
	uint32_t keypos = (uint32_t)s->keypos < nk ? (uint32_t)s->keypos : 0;
	int rc;

	if (la->dtagd_nkeys != ra->dtagd_nkeys)
		return la->dtagd_nkeys < ra->dtagd_nkeys ? DT_LT(s) : DT_GT(s);
	for (i = 0; i < nk; i++) {
		uint32_t k = (i + keypos) % nk;

		rc = dt_keyelem_cmp(&la->dtagd_keys[k], l->ae_key,
		    &ra->dtagd_keys[k], r->ae_key, s);
		if (rc != 0)
			return rc;
	}
	return 0;
}

/* Values of two entries of the same aggregation. */
static int
dt_valcmp(const dt_aggent_t *l, const dt_aggent_t *r, const dt_aggsort_t *s)
{
	const dt_aggdesc_t *agd = l->ae_desc;
	const int64_t *lv = l->ae_vals, *rv = r->ae_vals;
	int64_t lz, rz;
	int rc;

	switch (agd->dtagd_func) {
	case DT_AGG_AVG:
		return dt_cmp64(lv[0] ? lv[1] / lv[0] : 0, rv[0] ? rv[1] / rv[0] : 0, s);
	case DT_AGG_MIN:
	case DT_AGG_MAX:
		return dt_cmp64(dt_aggval_minmax(l), dt_aggval_minmax(r), s);
	case DT_AGG_STDDEV:
		return dt_cmpu64(dt_aggval_stddev(lv, 1), dt_aggval_stddev(rv, 1), s);
	case DT_AGG_QUANTIZE:
	case DT_AGG_LQUANTIZE:
	case DT_AGG_LLQUANTIZE:
		rc = dt_cmpld(dt_aggval_histsum(agd, lv, &lz),
		    dt_aggval_histsum(agd, rv, &rz), s);
		return rc != 0 ? rc : dt_cmp64(lz, rz, s);
	default:
		return dt_cmp64(lv[0], rv[0], s);
	}
}

static int
dt_aggent_cmp(const void *lp, const void *rp, void *arg)
{
	const dt_aggent_t *l = lp, *r = rp;
	const dt_aggsort_t *s = arg;
	int rc;

	/* printing will stop: finish the sort at once, in any order */
	if (s->dtp != NULL && s->dtp->dt_stop_req && dt_consume_abort(s->dtp))
		return 0;
	if ((rc = dt_varcmp(l, r, s)) != 0)
		return rc;
	if (s->keysort)
		return dt_keycmp(l, r, s);
	if ((rc = dt_valcmp(l, r, s)) != 0)
		return rc;
	return dt_keycmp(l, r, s);
}

void
dt_aggsnap_sort(dt_aggsnap_t *snap, const dt_aggsort_t *s)
{
	if (snap->as_nents > 1)
		qsort_r(snap->as_ents, snap->as_nents, sizeof(dt_aggent_t),
		    dt_aggent_cmp, (void *)s);
}

/* trunc(): by aggregation, value and key, whatever the options say. */
void
dt_aggsnap_sort_val(dt_aggsnap_t *snap, int desc)
{
	dt_aggsort_t s = { .rev = desc };

	if (snap->as_nents > 1)
		qsort_r(snap->as_ents, snap->as_nents, sizeof(dt_aggent_t),
		    dt_aggent_cmp, &s);
}

/*
 * Joining aggregations by key.
 */

/* Sorting entries by key, then aggregation, to find the rows. */
static int
dt_aggent_keyvarcmp(const void *lp, const void *rp, void *arg)
{
	const dt_aggent_t *l = *(const dt_aggent_t *const *)lp;
	const dt_aggent_t *r = *(const dt_aggent_t *const *)rp;
	int rc = dt_keycmp(l, r, arg);

	return rc != 0 ? rc : dt_varcmp(l, r, arg);
}

typedef struct dt_rowsort {
	const dt_aggsort_t *rs_sort;
	int rs_naggs;
} dt_rowsort_t;

static int
dt_aggrow_cmp(const void *lp, const void *rp, void *arg)
{
	const dt_aggrow_t *l = lp, *r = rp;
	const dt_rowsort_t *rs = arg;
	const dt_aggsort_t *s = rs->rs_sort;
	int i, rc;

	if (s->keysort && (rc = dt_keycmp(l->ar_key, r->ar_key, s)) != 0)
		return rc;
	for (i = 0; i < rs->rs_naggs; i++) {
		int k = (i + s->sortpos) % rs->rs_naggs;

		if ((rc = dt_valcmp(l->ar_ents[k], r->ar_ents[k], s)) != 0)
			return rc;
	}
	return s->keysort ? 0 : dt_keycmp(l->ar_key, r->ar_key, s);
}

/* The entries of the snapshot that belong to one of aggids[0..n). */
static const dt_aggent_t **
dt_aggjoin_pick(const dt_aggsnap_t *snap, const uint32_t *aggids, int n,
    size_t *countp)
{
	const dt_aggent_t **v = malloc((snap->as_nents + 1) * sizeof(*v));
	size_t i, count = 0;
	int j;

	if (v == NULL)
		return NULL;
	for (i = 0; i < snap->as_nents; i++) {
		for (j = 0; j < n; j++) {
			if (snap->as_ents[i].ae_desc->dtagd_id == aggids[j]) {
				v[count++] = &snap->as_ents[i];
				break;
			}
		}
	}
	*countp = count;
	return v;
}

/* Zero entries, one per aggregation, for keys an aggregation lacks. */
static int
dt_aggjoin_zero(dtrace_hdl_t *dtp, const uint32_t *aggids, int n, dt_aggjoin_t *aj)
{
	uint32_t maxvals = 1;
	int j;

	for (j = 0; j < n; j++)
		if (dtp->dt_aggdescs[aggids[j]]->dtagd_nvals > maxvals)
			maxvals = dtp->dt_aggdescs[aggids[j]]->dtagd_nvals;
	aj->aj_zero = calloc(n, sizeof(dt_aggent_t));
	aj->aj_zvals = calloc(maxvals, sizeof(int64_t));
	if (aj->aj_zero == NULL || aj->aj_zvals == NULL)
		return -1;
	for (j = 0; j < n; j++) {
		aj->aj_zero[j].ae_desc = dtp->dt_aggdescs[aggids[j]];
		aj->aj_zero[j].ae_vals = aj->aj_zvals;
	}
	return 0;
}

/* One row per run of equal keys in the key-sorted entries. */
static int
dt_aggjoin_rows(const dt_aggent_t **v, size_t count, const uint32_t *aggids,
    int n, const dt_aggsort_t *s, dt_aggjoin_t *aj)
{
	size_t i, start;
	int j;

	aj->aj_rows = calloc(count + 1, sizeof(dt_aggrow_t));
	aj->aj_ents = calloc((count + 1) * n, sizeof(dt_aggent_t *));
	if (aj->aj_rows == NULL || aj->aj_ents == NULL)
		return -1;
	for (start = 0; start < count; start = i) {
		dt_aggrow_t *row = &aj->aj_rows[aj->aj_nrows];

		row->ar_ents = &aj->aj_ents[aj->aj_nrows++ * n];
		row->ar_key = v[start];
		for (i = start; i < count && dt_keycmp(v[i], v[start], s) == 0; i++)
			for (j = 0; j < n; j++)
				if (v[i]->ae_desc->dtagd_id == aggids[j])
					row->ar_ents[j] = v[i];
		for (j = 0; j < n; j++)
			if (row->ar_ents[j] == NULL)
				row->ar_ents[j] = &aj->aj_zero[j];
	}
	return 0;
}

/*
 * The rows of printa(@aggids[0], @aggids[1] ...), sorted.  A key shows as
 * the key of its entry in the aggregation printed first there.
 */
int
dt_aggjoin(const dt_aggsnap_t *snap, const uint32_t *aggids, int n,
    dtrace_hdl_t *dtp, const dt_aggsort_t *s, dt_aggjoin_t *aj)
{
	dt_aggsort_t keyorder = *s;
	dt_rowsort_t rs = { s, n };
	const dt_aggent_t **v;
	size_t count;
	int rc = -1;

	memset(aj, 0, sizeof(*aj));
	aj->aj_naggs = n;
	keyorder.rev = 0;
	if ((v = dt_aggjoin_pick(snap, aggids, n, &count)) == NULL)
		return -1;
	if (count > 1)
		qsort_r(v, count, sizeof(*v), dt_aggent_keyvarcmp, &keyorder);
	if (dt_aggjoin_zero(dtp, aggids, n, aj) == 0 &&
	    dt_aggjoin_rows(v, count, aggids, n, &keyorder, aj) == 0) {
		if (aj->aj_nrows > 1)
			qsort_r(aj->aj_rows, aj->aj_nrows, sizeof(dt_aggrow_t),
			    dt_aggrow_cmp, &rs);
		rc = 0;
	}
	free(v);
	if (rc != 0)
		dt_aggjoin_free(aj);
	return rc;
}

void
dt_aggjoin_free(dt_aggjoin_t *aj)
{
	free(aj->aj_rows);
	free(aj->aj_ents);
	free(aj->aj_zero);
	free(aj->aj_zvals);
	memset(aj, 0, sizeof(*aj));
}
