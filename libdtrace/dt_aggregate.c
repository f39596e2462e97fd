/*
 * dt_aggregate.c: aggregations in user space, printed as DTrace prints them.
 *
 * All aggregations live in one per-CPU BPF hash map (DT_MAP_AGGS).  A key is
 * struct dt_agg_khdr (the aggregation id) followed by the key tuple laid out
 * as dtagd_keys says; a value is dtagd_nvals 64-bit words per CPU whose
 * meaning depends on the aggregating function (dt_aggregate.h).
 *
 * Printing takes a snapshot: walk the map's keys, read each key's per-CPU
 * values (the kernel hands back one value per possible CPU, each padded to a
 * multiple of 8 bytes), merge them into one value per key (add counts, sums
 * and buckets; combine min and max over the CPUs that saw data; add the
 * 128-bit sums of squares of stddev), then sort all entries the way DTrace
 * does by default: by aggregation, then by value, then by key (keys compare
 * as unsigned integers or as bytes).  The aggsortkey, aggsortrev and
 * aggsortkeypos options change the order as in DTrace.
 *
 * Each entry prints as a row: the keys (" %16lld", " %8d", " %5d", " %3d" by
 * size, strings "  %-50s"), then the value (" %16lld", or a quantize /
 * lquantize / llquantize histogram), then a newline.  dtrace(8) prints a
 * newline before calling dtrace_aggregate_print() at exit; nothing here
 * separates one aggregation from the next, as in DTrace.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <bpf/bpf.h>
#include <bpf/libbpf.h>
#include "dt_impl.h"
#include "dt_aggregate.h"

/* One merged entry of the snapshot. */
typedef struct dt_aggent {
	const dt_aggdesc_t *ae_desc;
	const char *ae_key;		/* key tuple (after struct dt_agg_khdr) */
	int64_t *ae_vals;		/* merged value words */
} dt_aggent_t;

typedef struct dt_aggsnap {
	dt_aggent_t *as_ents;
	size_t as_nents, as_size;
} dt_aggsnap_t;

/* How entries are ordered (the aggsort* options). */
typedef struct dt_aggsort {
	int rev;
	int keysort;
	int keypos;
} dt_aggsort_t;

#define QBUCKETVAL(i) ((i) < DT_QUANTIZE_ZERO ? \
	-(int64_t)(1ULL << (DT_QUANTIZE_ZERO - 1 - (i))) : \
	(i) == DT_QUANTIZE_ZERO ? 0 : \
	(int64_t)(1ULL << ((i) - DT_QUANTIZE_ZERO - 1)))

/* lquantize parameters: [0] base, [1] limit, [2] step. */
static int
dt_lquant_levels(const int64_t *params)
{
	if (params[2] <= 0 || params[1] <= params[0])
		return 0;
	return (int)((params[1] - params[0]) / params[2]);
}

/* llquantize parameters: [0] factor, [1] low magnitude, [2] high, [3] steps. */
static int
dt_llquant_nbins(const int64_t *params)
{
	int64_t factor = params[0], steps = params[3];

	if (factor < 2 || steps < 1 || params[2] < params[1])
		return 1;
	return (int)((params[2] - params[1] + 1) * (steps - steps / factor) * 2 + 3);
}

uint32_t
dt_aggregate_nvals(dt_func_t func, const int64_t *params)
{
	switch (func) {
	case DT_AGG_COUNT:
	case DT_AGG_SUM:
		return 1;
	case DT_AGG_AVG:
	case DT_AGG_MIN:
	case DT_AGG_MAX:
		return 2;
	case DT_AGG_STDDEV:
		return 4;
	case DT_AGG_QUANTIZE:
		return DT_QUANTIZE_NBUCKETS;
	case DT_AGG_LQUANTIZE:
		return dt_lquant_levels(params) + 2;
	case DT_AGG_LLQUANTIZE:
		return dt_llquant_nbins(params);
	default:
		return 1;
	}
}

/* A boolean option is on when set to anything but unset or 0. */
static int
dt_flagopt(dtrace_hdl_t *dtp, dt_optid_t id)
{
	int64_t v = dt_opt(dtp, id);

	return v != DTRACEOPT_UNSET && v != 0;
}

/*
 * Merging the CPUs' values.
 */

static void
dt_agg_merge(const dt_aggdesc_t *agd, int64_t *dst, const int64_t *src,
    int first)
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
		dst[1] += src[1];
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
	(void)first;
}

/*
 * Taking a snapshot of the map.
 */

static void
dt_aggsnap_free(dt_aggsnap_t *snap)
{
	size_t i;

	for (i = 0; i < snap->as_nents; i++)
		free((void *)(snap->as_ents[i].ae_key - sizeof(struct dt_agg_khdr)));
	free(snap->as_ents);
	memset(snap, 0, sizeof(*snap));
}

/* Add the entry for one key: merge its per-CPU values. */
static int
dt_aggsnap_add(dtrace_hdl_t *dtp, dt_aggsnap_t *snap, const char *key,
    uint32_t keysz, const char *pcpu, uint32_t valsz, int ncpus)
{
	struct dt_agg_khdr kh;
	const dt_aggdesc_t *agd;
	uint32_t stride = (valsz + 7) & ~7U;
	dt_aggent_t *ae;
	int64_t *cpuval;
	char *buf;
	int cpu;

	memcpy(&kh, key, sizeof(kh));
	if (kh.aggid >= dtp->dt_naggs || (agd = dtp->dt_aggdescs[kh.aggid]) == NULL ||
	    agd->dtagd_nvals * 8 > valsz ||
	    agd->dtagd_keysize + sizeof(kh) > keysz) {
		dt_dprintf("aggregation key with id %u ignored\n", kh.aggid);
		return 0;
	}
	if (snap->as_nents == snap->as_size) {
		size_t n = snap->as_size ? snap->as_size * 2 : 64;
		dt_aggent_t *ents = realloc(snap->as_ents, n * sizeof(*ents));

		if (ents == NULL)
			return dt_set_errno(dtp, EDT_NOMEM);
		snap->as_ents = ents;
		snap->as_size = n;
	}
	/* one block: key, padding to 8, merged values, one CPU's value */
	if ((buf = calloc(1, ((keysz + 7) & ~7U) + 2 * agd->dtagd_nvals * 8)) == NULL)
		return dt_set_errno(dtp, EDT_NOMEM);
	memcpy(buf, key, keysz);
	ae = &snap->as_ents[snap->as_nents++];
	ae->ae_desc = agd;
	ae->ae_key = buf + sizeof(kh);
	ae->ae_vals = (int64_t *)(buf + ((keysz + 7) & ~7U));
	cpuval = ae->ae_vals + agd->dtagd_nvals;
	for (cpu = 0; cpu < ncpus; cpu++) {
		memcpy(cpuval, pcpu + (size_t)cpu * stride, agd->dtagd_nvals * 8);
		dt_agg_merge(agd, ae->ae_vals, cpuval, cpu == 0);
	}
	return 0;
}

static int
dt_aggsnap_take(dtrace_hdl_t *dtp, dt_aggsnap_t *snap)
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
		memcpy(key, next, info.key_size);
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

/*
 * Sorting, as dt_aggregate_varvalcmp() and friends do in DTrace.
 */

#define DT_LT(s) ((s)->rev ? 1 : -1)
#define DT_GT(s) ((s)->rev ? -1 : 1)

static int
dt_cmp64(int64_t l, int64_t r, const dt_aggsort_t *s)
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
	return dt_cmp64(l->ae_desc->dtagd_id, r->ae_desc->dtagd_id, s);
}

/* Unsigned value of a key element of 1, 2, 4 or 8 bytes. */
static uint64_t
dt_key_uint(const dt_recdesc_t *rec, const char *key)
{
	uint64_t v = 0;

	memcpy(&v, key + rec->dtrd_offset, rec->dtrd_size);	/* little-endian */
	return v;
}

static int
dt_key_is_int(const dt_recdesc_t *rec)
{
	return !(rec->dtrd_flags & DT_RF_STRING) && (rec->dtrd_size == 1 ||
	    rec->dtrd_size == 2 || rec->dtrd_size == 4 || rec->dtrd_size == 8);
}

static int
dt_keycmp(const dt_aggent_t *l, const dt_aggent_t *r, const dt_aggsort_t *s)
{
	const dt_aggdesc_t *agd = l->ae_desc;
	uint32_t nk = agd->dtagd_nkeys, i;
	int keypos = (s->keypos >= 0 && (uint32_t)s->keypos < nk) ? s->keypos : 0;

	if (l->ae_desc != r->ae_desc)
		return dt_varcmp(l, r, s);
	for (i = 0; i < nk; i++) {
		const dt_recdesc_t *rec = &agd->dtagd_keys[(i + keypos) % nk];
		const unsigned char *lp, *rp;
		uint32_t j;

		if (dt_key_is_int(rec)) {
			uint64_t lv = dt_key_uint(rec, l->ae_key);
			uint64_t rv = dt_key_uint(rec, r->ae_key);

			if (lv != rv)
				return lv < rv ? DT_LT(s) : DT_GT(s);
			continue;
		}
		lp = (const unsigned char *)l->ae_key + rec->dtrd_offset;
		rp = (const unsigned char *)r->ae_key + rec->dtrd_offset;
		for (j = 0; j < rec->dtrd_size; j++) {
			if (lp[j] != rp[j])
				return lp[j] < rp[j] ? DT_LT(s) : DT_GT(s);
		}
	}
	return 0;
}

static uint64_t dt_stddev(const int64_t *data, uint64_t normal);

static long double
dt_lquant_sum(const int64_t *b, const int64_t *params, int64_t *zero)
{
	int64_t base = params[0], step = params[2];
	int levels = dt_lquant_levels(params), i;
	long double total = (long double)b[0] * (long double)(base - 1);

	*zero = base - 1 == 0 ? b[0] : 0;
	for (i = 0; i < levels; base += step, i++) {
		total += (long double)b[i + 1] * (long double)base;
		if (base == 0)
			*zero = b[i + 1];
	}
	if (base + 1 == 0)
		*zero = b[levels + 1];
	return total + (long double)b[levels + 1] * (long double)(base + 1);
}

/* llquantize: weigh each bucket by its lower bound (an ordering only). */
static long double
dt_bucket_sum(const int64_t *b, uint32_t n, uint32_t zbin)
{
	long double total = 0;
	uint32_t i;

	for (i = 0; i < n; i++)
		total += (long double)b[i] * ((long double)i - zbin);
	return total;
}

static int
dt_valcmp(const dt_aggent_t *l, const dt_aggent_t *r, const dt_aggsort_t *s)
{
	const dt_aggdesc_t *agd = l->ae_desc;
	const int64_t *lv = l->ae_vals, *rv = r->ae_vals;
	long double lt = 0, rt = 0;
	int64_t lz = 0, rz = 0;
	int i, rc;

	if (l->ae_desc != r->ae_desc)
		return dt_varcmp(l, r, s);
	switch (agd->dtagd_func) {
	case DT_AGG_AVG:
		return dt_cmp64(lv[0] ? lv[1] / lv[0] : 0, rv[0] ? rv[1] / rv[0] : 0, s);
	case DT_AGG_MIN:
	case DT_AGG_MAX:
		return dt_cmp64(lv[1], rv[1], s);
	case DT_AGG_STDDEV:
		return dt_cmp64((int64_t)dt_stddev(lv, 1), (int64_t)dt_stddev(rv, 1), s);
	case DT_AGG_QUANTIZE:
		for (i = 0; i < DT_QUANTIZE_NBUCKETS; i++) {
			lt += (long double)QBUCKETVAL(i) * (long double)lv[i];
			rt += (long double)QBUCKETVAL(i) * (long double)rv[i];
		}
		lz = lv[DT_QUANTIZE_ZERO];
		rz = rv[DT_QUANTIZE_ZERO];
		break;
	case DT_AGG_LQUANTIZE:
		lt = dt_lquant_sum(lv, agd->dtagd_params, &lz);
		rt = dt_lquant_sum(rv, agd->dtagd_params, &rz);
		break;
	case DT_AGG_LLQUANTIZE:
		lt = dt_bucket_sum(lv, agd->dtagd_nvals, agd->dtagd_nvals / 2);
		rt = dt_bucket_sum(rv, agd->dtagd_nvals, agd->dtagd_nvals / 2);
		lz = lv[agd->dtagd_nvals / 2];
		rz = rv[agd->dtagd_nvals / 2];
		break;
	default:
		return dt_cmp64(lv[0], rv[0], s);
	}
	if ((rc = dt_cmpld(lt, rt, s)) != 0)
		return rc;
	return dt_cmp64(lz, rz, s);
}

static int
dt_aggent_cmp(const void *lp, const void *rp, void *arg)
{
	const dt_aggent_t *l = lp, *r = rp;
	const dt_aggsort_t *s = arg;
	int rc;

	if ((rc = dt_varcmp(l, r, s)) != 0)
		return rc;
	if (s->keysort)
		return dt_keycmp(l, r, s);
	if ((rc = dt_valcmp(l, r, s)) != 0)
		return rc;
	return dt_keycmp(l, r, s);
}

static void
dt_aggsnap_sort(dtrace_hdl_t *dtp, dt_aggsnap_t *snap)
{
	dt_aggsort_t s;
	int64_t kp = dt_opt(dtp, DTRACEOPT_AGGSORTKEYPOS);

	s.rev = dt_flagopt(dtp, DTRACEOPT_AGGSORTREV);
	s.keysort = dt_flagopt(dtp, DTRACEOPT_AGGSORTKEY);
	s.keypos = (kp != DTRACEOPT_UNSET && kp >= 0 && kp <= 1024) ? (int)kp : 0;
	if (snap->as_nents > 1)
		qsort_r(snap->as_ents, snap->as_nents, sizeof(dt_aggent_t),
		    dt_aggent_cmp, &s);
}

/*
 * stddev: sqrt(avg(x^2) - avg(x)^2) in 128-bit integer arithmetic.
 */

static uint64_t
dt_isqrt128(unsigned __int128 v)
{
	unsigned __int128 res = 0, bit = (unsigned __int128)1 << 126;

	while (bit > v)
		bit >>= 2;
	while (bit != 0) {
		if (v >= res + bit) {
			v -= res + bit;
			res = (res >> 1) + bit;
		} else {
			res >>= 1;
		}
		bit >>= 2;
	}
	return (uint64_t)res;
}

static uint64_t
dt_stddev(const int64_t *data, uint64_t normal)
{
	unsigned __int128 sq, avgsq, sqavg;
	int64_t avg;

	if (data[0] == 0 || normal == 0)
		return 0;
	sq = ((unsigned __int128)(uint64_t)data[3] << 64) | (uint64_t)data[2];
	avgsq = sq / normal / (uint64_t)data[0];
	avg = data[1] / (int64_t)normal / data[0];
	if (avg < 0)
		avg = -avg;
	sqavg = (unsigned __int128)(uint64_t)avg * (uint64_t)avg;
	return avgsq > sqavg ? dt_isqrt128(avgsq - sqavg) : 0;
}

/*
 * Histograms, as dt_print_quantize() and friends.
 */

static int
dt_print_quantline(FILE *fp, int64_t val, long double total, int positives,
    int negatives)
{
	static const char ats[] = "@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@";
	static const char spaces[] = "                                        ";
	unsigned len = 40, depth;
	long double f;

	if (!negatives) {
		depth = 0;
		if (positives) {
			f = ((val < 0 ? -(long double)val : (long double)val) * len) / total;
			depth = (unsigned)(f + 0.5);
		}
		return fprintf(fp, "|%s%s %-9lld\n", ats + len - depth,
		    spaces + depth, (long long)val);
	}
	f = ((val < 0 ? -(long double)val : (long double)val) * len) / total;
	if (!positives) {
		depth = (unsigned)(f + 0.5);
		return fprintf(fp, "%s%s| %-9lld\n", spaces + depth,
		    ats + len - depth, (long long)val);
	}
	/* both signs: half-width bars either side of a center line */
	len /= 2;
	f /= 2;
	depth = (unsigned)(f + 0.5);
	if (val <= 0)
		return fprintf(fp, "%s%s|%*s %-9lld\n", spaces + 20 + depth,
		    ats + 20 + len - depth, (int)len, "", (long long)val);
	return fprintf(fp, "%20s|%s%s %-9lld\n", "", ats + 20 + len - depth,
	    spaces + 20 + depth, (long long)val);
}

static int
dt_print_disthdr(FILE *fp)
{
	return fprintf(fp, "\n%16s %41s %-9s\n", "value",
	    "------------- Distribution -------------", "count");
}

/* Sign and total weight of buckets first..last, for the bars. */
static void
dt_hist_totals(const int64_t *b, int first, int last, long double *totalp,
    int *posp, int *negp)
{
	int i;

	*totalp = 0;
	*posp = *negp = 0;
	for (i = first; i <= last; i++) {
		*posp |= b[i] > 0;
		*negp |= b[i] < 0;
		*totalp += b[i] < 0 ? -(long double)b[i] : (long double)b[i];
	}
}

/*
 * The buckets to show: from one below the first non-zero bucket to one
 * above the last; *firstp is -1 if all n buckets are zero.
 */
static void
dt_hist_range(const int64_t *b, int n, int *firstp, int *lastp)
{
	int first = 0, last = n - 1;

	while (first < n && b[first] == 0)
		first++;
	if (first == n) {
		*firstp = *lastp = -1;
		return;
	}
	if (first > 0)
		first--;
	while (last > 0 && b[last] == 0)
		last--;
	if (last < n - 1)
		last++;
	*firstp = first;
	*lastp = last;
}

static int
dt_print_quantize(FILE *fp, const int64_t *b)
{
	int first, last, pos, neg, i;
	long double total;

	/* as DTrace, the last bucket alone does not count as data */
	dt_hist_range(b, DT_QUANTIZE_NBUCKETS - 1, &first, &last);
	if (first < 0) {
		first = DT_QUANTIZE_ZERO - 1;
		last = DT_QUANTIZE_ZERO + 1;
	} else {
		dt_hist_range(b, DT_QUANTIZE_NBUCKETS, &i, &last);
	}
	dt_hist_totals(b, first, last, &total, &pos, &neg);
	if (dt_print_disthdr(fp) < 0)
		return -1;
	for (i = first; i <= last; i++) {
		if (fprintf(fp, "%16lld ", (long long)QBUCKETVAL(i)) < 0 ||
		    dt_print_quantline(fp, b[i], total, pos, neg) < 0)
			return -1;
	}
	return 0;
}

static int
dt_print_lquantize(FILE *fp, const int64_t *b, const int64_t *params)
{
	int levels = dt_lquant_levels(params), first, last, pos, neg, i, rc;
	int64_t base = params[0], step = params[2];
	long double total;
	char c[32];

	dt_hist_range(b, levels + 2, &first, &last);
	if (first < 0) {
		first = 0;
		last = 2;
	}
	dt_hist_totals(b, first, last, &total, &pos, &neg);
	if (dt_print_disthdr(fp) < 0)
		return -1;
	for (i = first; i <= last; i++) {
		if (i == 0) {
			snprintf(c, sizeof(c), "< %lld", (long long)base);
			rc = fprintf(fp, "%16s ", c);
		} else if (i == levels + 1) {
			snprintf(c, sizeof(c), ">= %lld",
			    (long long)(base + levels * step));
			rc = fprintf(fp, "%16s ", c);
		} else {
			rc = fprintf(fp, "%16lld ", (long long)(base + (i - 1) * step));
		}
		if (rc < 0 || dt_print_quantline(fp, b[i], total, pos, neg) < 0)
			return -1;
	}
	return 0;
}

static uint64_t
dt_ipow(uint64_t base, int64_t exp)
{
	uint64_t v = 1;

	while (exp-- > 0)
		v *= base;
	return v;
}

/* llquantize labels, one cwidth-byte slot per bin (DTrace's layout). */
static void
dt_llquant_labels(char *c, int cwidth, int nbins, const int64_t *params,
    int scalelabel0)
{
	int factor = (int)params[0], lmag = (int)params[1], hmag = (int)params[2];
	int steps = (int)params[3], sf = steps / factor;
	int bin0 = 1 + (hmag - lmag + 1) * (steps - sf), i = 1, mag, step;
	uint64_t scale = dt_ipow(factor, lmag);

#define CPRINT(I, ...) snprintf(c + cwidth * (I), cwidth, __VA_ARGS__)
	if (scale == 1)
		CPRINT(bin0, "%d", 0);
	else if (scalelabel0)
		CPRINT(bin0, "< %llu", (unsigned long long)scale);
	else
		CPRINT(bin0, "abs() < %llu", (unsigned long long)scale);
	CPRINT(bin0 - 1, "-%llu", (unsigned long long)scale);
	CPRINT(bin0 + 1, "%llu", (unsigned long long)scale);
	mag = lmag;
	if (lmag == 0 && steps > factor) {
		for (step = 2; step <= factor; step++) {
			i += sf;
			CPRINT(bin0 - i, "-%d", step);
			CPRINT(bin0 + i, "%d", step);
		}
		mag++;
	}
	scale = dt_ipow(factor, mag + 1) / steps;
	for (; mag <= hmag; mag++) {
		for (step = sf + 1; step <= steps; step++) {
			i++;
			if (bin0 - i >= 0)
				CPRINT(bin0 - i, "-%llu",
				    (unsigned long long)(step * scale));
			if (bin0 + i < nbins)
				CPRINT(bin0 + i, "%llu",
				    (unsigned long long)(step * scale));
		}
		scale *= factor;
	}
	scale = dt_ipow(factor, hmag + 1);
	CPRINT(0, "<= -%llu", (unsigned long long)scale);
	CPRINT(nbins - 1, ">= %llu", (unsigned long long)scale);
#undef CPRINT
}

/* A "ghost" bin without a label takes the nearest label within pad bins. */
static void
dt_llquant_ghost(char *c, int cwidth, int nbins, int bin, int dir, int pad)
{
	int j;

	if (c[cwidth * bin] != 0)
		return;
	for (j = 1; j < pad; j++) {
		int k = bin + dir * j;

		if (k < 0 || k >= nbins)
			return;
		if (c[cwidth * k] != 0) {
			memcpy(c + cwidth * bin, c + cwidth * k, cwidth);
			return;
		}
	}
}

static int
dt_print_llquantize(FILE *fp, const int64_t *b, const dt_aggdesc_t *agd)
{
	const int64_t *params = agd->dtagd_params;
	int nbins = (int)agd->dtagd_nvals, cwidth = 16, first, last, pos, neg, i;
	int factor = (int)params[0], lmag = (int)params[1], steps = (int)params[3];
	int bin0, rc = 0;
	long double total;
	char *c;

	if (nbins < 3 || nbins != dt_llquant_nbins(params))
		return -1;
	bin0 = 1 + ((int)params[2] - lmag + 1) * (steps - steps / factor);
	first = 0;
	last = nbins - 1;
	while (first <= last && b[first] == 0)
		first++;
	if (first > last) {
		first = last = bin0 + 1;
	} else {
		while (b[last] == 0)
			last--;
	}
	dt_hist_totals(b, first, last, &total, &pos, &neg);
	if (dt_print_disthdr(fp) < 0)
		return -1;
	if (first > 0)
		first--;
	if (last < nbins - 1)
		last++;
	if ((c = calloc(nbins, cwidth)) == NULL)
		return -1;
	dt_llquant_labels(c, cwidth, nbins, params, first >= bin0);
	if (lmag == 0 && steps > factor) {
		dt_llquant_ghost(c, cwidth, nbins, first, -1, steps / factor);
		dt_llquant_ghost(c, cwidth, nbins, last, 1, steps / factor);
	}
	for (i = first; i <= last && rc >= 0; i++) {
		if (c[cwidth * i] == 0)
			continue;
		rc = fprintf(fp, "%16s ", c + cwidth * i);
		if (rc >= 0)
			rc = dt_print_quantline(fp, b[i], total, pos, neg);
	}
	free(c);
	return rc < 0 ? -1 : 0;
}

/*
 * Rows.
 */

static int
dt_print_key(FILE *fp, const dt_recdesc_t *rec, const char *key)
{
	uint64_t v;
	char *s;
	int rc;

	if (dt_key_is_int(rec)) {
		v = dt_key_uint(rec, key);
		switch (rec->dtrd_size) {
		case 8:
			return fprintf(fp, " %16lld", (long long)v);
		case 4:
			return fprintf(fp, " %8d", (int32_t)(uint32_t)v);
		case 2:
			return fprintf(fp, " %5d", (int)(uint16_t)v);
		default:
			return fprintf(fp, " %3d", (int)(uint8_t)v);
		}
	}
	if ((s = malloc(rec->dtrd_size + 1)) == NULL)
		return -1;
	memcpy(s, key + rec->dtrd_offset, rec->dtrd_size);
	s[rec->dtrd_size] = '\0';
	rc = fprintf(fp, "  %-50s", s);
	free(s);
	return rc;
}

static int
dt_print_aggval(FILE *fp, const dt_aggdesc_t *agd, const int64_t *v)
{
	switch (agd->dtagd_func) {
	case DT_AGG_AVG:
		return fprintf(fp, " %16lld", (long long)(v[0] ? v[1] / v[0] : 0));
	case DT_AGG_MIN:
	case DT_AGG_MAX:
		return fprintf(fp, " %16lld", (long long)v[1]);
	case DT_AGG_STDDEV:
		return fprintf(fp, " %16llu", (unsigned long long)dt_stddev(v, 1));
	case DT_AGG_QUANTIZE:
		return dt_print_quantize(fp, v);
	case DT_AGG_LQUANTIZE:
		return dt_print_lquantize(fp, v, agd->dtagd_params);
	case DT_AGG_LLQUANTIZE:
		return dt_print_llquantize(fp, v, agd);
	default:
		return fprintf(fp, " %16lld", (long long)v[0]);
	}
}

static int
dt_print_aggent(FILE *fp, const dt_aggent_t *ae)
{
	const dt_aggdesc_t *agd = ae->ae_desc;
	uint32_t i;

	for (i = 0; i < agd->dtagd_nkeys; i++) {
		if (dt_print_key(fp, &agd->dtagd_keys[i], ae->ae_key) < 0)
			return -1;
	}
	if (dt_print_aggval(fp, agd, ae->ae_vals) < 0 || fputc('\n', fp) == EOF)
		return -1;
	return 0;
}

/* Print the snapshot's entries of aggregation aggid (all if aggid < 0). */
static int
dt_aggsnap_print(dtrace_hdl_t *dtp, FILE *fp, const dt_aggsnap_t *snap,
    int64_t aggid)
{
	size_t i;

	for (i = 0; i < snap->as_nents; i++) {
		const dt_aggent_t *ae = &snap->as_ents[i];

		if (aggid >= 0 && ae->ae_desc->dtagd_id != (uint64_t)aggid)
			continue;
		if (dt_print_aggent(fp, ae) < 0)
			return dt_set_errno(dtp, errno ? errno : EIO);
	}
	return 0;
}

static int
dt_aggregate_print_id(dtrace_hdl_t *dtp, FILE *fp, int64_t aggid)
{
	dt_aggsnap_t snap;
	int rc;

	if (dtp->dt_naggs == 0 || dtp->dt_mapfd[DT_MAP_AGGS] < 0)
		return 0;
	if (dt_aggsnap_take(dtp, &snap) != 0)
		return -1;
	dt_aggsnap_sort(dtp, &snap);
	rc = dt_aggsnap_print(dtp, fp, &snap, aggid);
	dt_aggsnap_free(&snap);
	return rc;
}

int
dt_aggregate_print(dtrace_hdl_t *dtp, FILE *fp)
{
	return dt_aggregate_print_id(dtp, fp, -1);
}

int
dt_aggregate_print_one(dtrace_hdl_t *dtp, FILE *fp, uint32_t aggid)
{
	return dt_aggregate_print_id(dtp, fp, aggid);
}

int
dtrace_aggregate_print(dtrace_hdl_t *dtp, FILE *fp)
{
	return dt_aggregate_print(dtp, fp);
}

/* Zero every value, keeping the keys (DTrace's clear()). */
int
dt_aggregate_clear(dtrace_hdl_t *dtp)
{
	int fd = dtp->dt_mapfd[DT_MAP_AGGS];
	struct bpf_map_info info;
	uint32_t len = sizeof(info);
	int ncpus = libbpf_num_possible_cpus(), rc = -1, err;
	char *key = NULL, *next = NULL, *zero = NULL;

	memset(&info, 0, sizeof(info));
	if (fd < 0 || ncpus <= 0 || bpf_obj_get_info_by_fd(fd, &info, &len) != 0)
		return dt_set_errno(dtp, EDT_BPF);
	key = malloc(info.key_size);
	next = malloc(info.key_size);
	zero = calloc(ncpus, (info.value_size + 7) & ~7U);
	if (key == NULL || next == NULL || zero == NULL) {
		dt_set_errno(dtp, EDT_NOMEM);
		goto out;
	}
	for (err = bpf_map_get_next_key(fd, NULL, next); err == 0;
	    err = bpf_map_get_next_key(fd, key, next)) {
		memcpy(key, next, info.key_size);
		bpf_map_update_elem(fd, key, zero, BPF_EXIST);
	}
	rc = 0;
out:
	free(key);
	free(next);
	free(zero);
	return rc;
}
