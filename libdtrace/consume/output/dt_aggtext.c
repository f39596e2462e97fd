/*
 * dt_aggtext.c: aggregation entries printed as DTrace prints them, and
 * what printing needs to know of the values: their size per function
 * (dt_aggregate_nvals), stddev's root, the histograms' buckets.
 *
 * A line of default output is the keys (" %16lld", " %8d", " %5d", " %3d"
 * by size, strings "  %-50s"), then each value (" %16lld"; stddev
 * " %16llu"; a histogram for quantize, lquantize and llquantize), then a
 * newline.  A printa() format takes the keys for its conversions and the
 * values for its %@ conversions (dt_printf.c formats them; a histogram
 * prints itself whatever the conversion).
 *
 * normalize() divides what prints, not what is stored, with DTrace's C
 * arithmetic: counts, sums, extremes and histogram counts as unsigned
 * 64-bit numbers, averages as signed ones.
 *
 * Under oformat=json an entry is a JSON object (dt_sink_json.c makes it, with
 * the keys): the value as {"<function>": v} with the same arithmetic, a
 * histogram as its buckets with a count, value being the bucket's least
 * value, and lquantize's and llquantize's open-ended buckets as "underflow"
 * and "overflow"; a printa() format adds the text it makes as "message".
 *
 * Histograms, as DTrace's dt_print_quantize() and friends: a header, then
 * one row per bucket from one below the first bucket with data to one above
 * the last, each with a bar of '@' 40 columns wide at most (scaled to the
 * total of the rows shown; half-width bars either side of a centre line if
 * there are negative counts too) and the count.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "dt_impl.h"
#include "dt_aggregate.h"
#include "dt_consume.h"
#include "dt_cook.h"
#include "dt_sink_json_value.h"

#define QBUCKETVAL(i) ((i) < DT_QUANTIZE_ZERO ? \
	-(int64_t)(1ULL << (DT_QUANTIZE_ZERO - 1 - (i))) : \
	(i) == DT_QUANTIZE_ZERO ? 0 : \
	(int64_t)(1ULL << ((i) - DT_QUANTIZE_ZERO - 1)))

/*
 * The extreme of a min() or max() entry.  An entry that clear() emptied
 * holds INT64_MAX (min) or INT64_MIN (max), as in DTrace; the zeroes that
 * stand in for a missing key in printa(@a, @b) hold 0.
 */
int64_t
dt_aggprint_minmax(const dt_aggent_t *ae)
{
	if (ae->ae_vals[0] != 0 || ae->ae_mkey == NULL)
		return ae->ae_vals[1];
	return ae->ae_desc->dtagd_func == DT_AGG_MIN ? INT64_MAX : INT64_MIN;
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

uint64_t
dt_aggprint_stddev(const int64_t *data, uint64_t normal)
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
 * llquantize's bins: their labels and the values sorting weighs them by.
 */

static uint64_t
dt_ipow(uint64_t base, int64_t exp)
{
	uint64_t v = 1;

	while (exp-- > 0)
		v *= base;
	return v;
}

/*
 * The value of each bin (its least magnitude; the bins around zero 0), in
 * vals[0..nbins), and, if c is not NULL, its label in the cwidth bytes at
 * c + cwidth * bin.  Bins that no value reaches ("ghost" bins when the
 * steps outnumber the factor) get no label.
 */
static void
dt_llquant_bins(const int64_t *params, int nbins, int64_t *vals, char *c,
    int cwidth, int scalelabel0)
{
	int factor = (int)params[0], lmag = (int)params[1], hmag = (int)params[2];
	int steps = (int)params[3], sf = steps / factor;
	int bin0 = 1 + (hmag - lmag + 1) * (steps - sf), i = 1, mag, step;
	uint64_t scale = dt_ipow(factor, lmag);

#define BIN(I, V, ...) do { \
		vals[(I)] = (V); \
		if (c != NULL) \
			snprintf(c + cwidth * (I), cwidth, __VA_ARGS__); \
	} while (0)
	if (scale == 1)
		BIN(bin0, 0, "%d", 0);
	else if (scalelabel0)
		BIN(bin0, 0, "< %llu", (unsigned long long)scale);
	else
		BIN(bin0, 0, "abs() < %llu", (unsigned long long)scale);
	BIN(bin0 - 1, -(int64_t)scale, "-%llu", (unsigned long long)scale);
	BIN(bin0 + 1, (int64_t)scale, "%llu", (unsigned long long)scale);
	mag = lmag;
	if (lmag == 0 && steps > factor) {
		for (step = 2; step <= factor; step++) {
			i += sf;
			BIN(bin0 - i, -step, "-%d", step);
			BIN(bin0 + i, step, "%d", step);
		}
		mag++;
	}
	scale = dt_ipow(factor, mag + 1) / steps;
	for (; mag <= hmag; mag++) {
		for (step = sf + 1; step <= steps; step++) {
			uint64_t v = step * scale;

			i++;
			if (bin0 - i >= 0)
				BIN(bin0 - i, -(int64_t)v, "-%llu", (unsigned long long)v);
			if (bin0 + i < nbins)
				BIN(bin0 + i, (int64_t)v, "%llu", (unsigned long long)v);
		}
		scale *= factor;
	}
	scale = dt_ipow(factor, hmag + 1);
	BIN(0, -(int64_t)scale, "<= -%llu", (unsigned long long)scale);
	BIN(nbins - 1, (int64_t)scale, ">= %llu", (unsigned long long)scale);
#undef BIN
}

/*
 * What DTrace sorts histograms by: the sum of each bucket's count times the
 * bucket's value (lquantize: base - 1 below, limit + 1 above), and, for a
 * tie, the count in the bucket of zero.
 */
long double
dt_aggprint_histsum(const dt_aggdesc_t *agd, const int64_t *b, int64_t *zerop)
{
	const int64_t *params = agd->dtagd_params;
	int64_t base = params[0], step = params[2], *vals;
	int levels = dt_lquant_levels(params), i, n = (int)agd->dtagd_nvals;
	long double total = 0;

	*zerop = 0;
	switch (agd->dtagd_func) {
	case DT_AGG_QUANTIZE:
		for (i = 0; i < DT_QUANTIZE_NBUCKETS; i++)
			total += (long double)QBUCKETVAL(i) * (long double)b[i];
		*zerop = b[DT_QUANTIZE_ZERO];
		return total;
	case DT_AGG_LQUANTIZE:
		total = (long double)b[0] * (long double)(base - 1);
		*zerop = base - 1 == 0 ? b[0] : 0;
		for (i = 0; i < levels; base += step, i++) {
			total += (long double)b[i + 1] * (long double)base;
			if (base == 0)
				*zerop = b[i + 1];
		}
		if (base + 1 == 0)
			*zerop = b[levels + 1];
		return total + (long double)b[levels + 1] * (long double)(base + 1);
	case DT_AGG_LLQUANTIZE:
		if (n < 3 || (vals = calloc(n, sizeof(int64_t))) == NULL)
			return 0;
		dt_llquant_bins(params, n, vals, NULL, 0, 0);
		for (i = 0; i < n; i++)
			total += (long double)b[i] * (long double)vals[i];
		*zerop = b[n / 2];
		free(vals);
		return total;
	default:
		return 0;
	}
}

/*
 * Histograms.
 */

static int
dt_print_quantline(FILE *fp, int64_t val, uint64_t normal, long double total,
    int positives, int negatives)
{
	static const char ats[] = "@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@";
	static const char spaces[] = "                                        ";
	long long shown = (long long)((uint64_t)val / normal);
	unsigned len = 40, depth;
	long double f;

	if (!negatives) {
		depth = 0;
		if (positives) {
			f = ((val < 0 ? -(long double)val : (long double)val) * len) / total;
			depth = (unsigned)(f + 0.5);
		}
		return fprintf(fp, "|%s%s %-9lld\n", ats + len - depth,
		    spaces + depth, shown);
	}
	f = ((val < 0 ? -(long double)val : (long double)val) * len) / total;
	if (!positives) {
		depth = (unsigned)(f + 0.5);
		return fprintf(fp, "%s%s| %-9lld\n", spaces + depth,
		    ats + len - depth, shown);
	}
	/* both signs: half-width bars either side of a centre line */
	len /= 2;
	f = ((val < 0 ? -(long double)val : (long double)val) * len) / total;
	depth = (unsigned)(f + 0.5);
	if (val <= 0)
		return fprintf(fp, "%s%s|%*s %-9lld\n", spaces + 20 + depth,
		    ats + 20 + len - depth, (int)len, "", shown);
	return fprintf(fp, "%20s|%s%s %-9lld\n", "", ats + 20 + len - depth,
	    spaces + 20 + depth, shown);
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
 * The buckets to show: from one below the first non-zero bucket among the
 * first n to one above the last of all nall; *firstp is -1 if the first n
 * are all zero.
 */
static void
dt_hist_range(const int64_t *b, int n, int nall, int *firstp, int *lastp)
{
	int first = 0, last = nall - 1;

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
	if (last < nall - 1)
		last++;
	*firstp = first;
	*lastp = last;
}

static int
dt_print_quantize(FILE *fp, const int64_t *b, uint64_t normal)
{
	int first, last, pos, neg, i;
	long double total;

	/* as Oracle DTrace, the top bucket (>= 2^62) alone is data too */
	dt_hist_range(b, DT_QUANTIZE_NBUCKETS, DT_QUANTIZE_NBUCKETS,
	    &first, &last);
	if (first < 0) {
		first = DT_QUANTIZE_ZERO - 1;
		last = DT_QUANTIZE_ZERO + 1;
	}
	dt_hist_totals(b, first, last, &total, &pos, &neg);
	if (dt_print_disthdr(fp) < 0)
		return -1;
	for (i = first; i <= last; i++) {
		if (fprintf(fp, "%16lld ", (long long)QBUCKETVAL(i)) < 0 ||
		    dt_print_quantline(fp, b[i], normal, total, pos, neg) < 0)
			return -1;
	}
	return 0;
}

static int
dt_print_lquantize(FILE *fp, const int64_t *b, const int64_t *params,
    uint64_t normal)
{
	int levels = dt_lquant_levels(params), first, last, pos, neg, i, rc;
	int64_t base = params[0], step = params[2];
	long double total;
	char c[32];

	dt_hist_range(b, levels + 2, levels + 2, &first, &last);
	if (first < 0) {
		first = 0;
		last = 2;
	}
	dt_hist_totals(b, first, last, &total, &pos, &neg);
	if (dt_print_disthdr(fp) < 0)
		return -1;
	for (i = first; i <= last; i++) {
		if (i == 0) {
			snprintf(c, sizeof(c), "< %d", (int)base);
			rc = fprintf(fp, "%16s ", c);
		} else if (i == levels + 1) {
			snprintf(c, sizeof(c), ">= %d", (int)(base + levels * step));
			rc = fprintf(fp, "%16s ", c);
		} else {
			rc = fprintf(fp, "%16d ", (int)(base + (i - 1) * step));
		}
		if (rc < 0 || dt_print_quantline(fp, b[i], normal, total, pos, neg) < 0)
			return -1;
	}
	return 0;
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
dt_print_llquantize(FILE *fp, const int64_t *b, const dt_aggdesc_t *agd,
    uint64_t normal)
{
	const int64_t *params = agd->dtagd_params;
	int nbins = (int)agd->dtagd_nvals, cwidth = 16, first, last, pos, neg, i;
	int factor = (int)params[0], lmag = (int)params[1], steps = (int)params[3];
	int bin0, rc = 0;
	long double total;
	int64_t *vals;
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
	c = calloc(nbins, cwidth);
	vals = calloc(nbins, sizeof(int64_t));
	if (c == NULL || vals == NULL) {
		free(c);
		free(vals);
		return -1;
	}
	dt_llquant_bins(params, nbins, vals, c, cwidth, first >= bin0);
	if (lmag == 0 && steps > factor) {
		dt_llquant_ghost(c, cwidth, nbins, first, -1, steps / factor);
		dt_llquant_ghost(c, cwidth, nbins, last, 1, steps / factor);
	}
	for (i = first; i <= last && rc >= 0; i++) {
		if (c[cwidth * i] == 0)
			continue;
		rc = fprintf(fp, "%16s ", c + cwidth * i);
		if (rc >= 0)
			rc = dt_print_quantline(fp, b[i], normal, total, pos, neg);
	}
	free(c);
	free(vals);
	return rc < 0 ? -1 : 0;
}

static int
dt_print_hist(FILE *fp, const dt_aggdesc_t *agd, const int64_t *v,
    uint64_t normal)
{
	switch (agd->dtagd_func) {
	case DT_AGG_QUANTIZE:
		return dt_print_quantize(fp, v, normal);
	case DT_AGG_LQUANTIZE:
		return dt_print_lquantize(fp, v, agd->dtagd_params, normal);
	default:
		return dt_print_llquantize(fp, v, agd, normal);
	}
}

/*
 * Lines of default output.
 */

static int
dt_print_key(FILE *fp, const dt_recdesc_t *rec, const char *key)
{
	uint64_t v = 0;
	char *s;
	int rc;

	if (!(rec->dtrd_flags & DT_RF_STRING)) {
		memcpy(&v, key + rec->dtrd_offset, rec->dtrd_size);
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
dt_print_aggval(FILE *fp, const dt_aggent_t *ae)
{
	const dt_aggdesc_t *agd = ae->ae_desc;
	const int64_t *v = ae->ae_vals;
	uint64_t normal = agd->dtagd_normal ? agd->dtagd_normal : 1;

	switch (agd->dtagd_func) {
	case DT_AGG_AVG:
		return fprintf(fp, " %16lld", (long long)(v[0] ?
		    v[1] / (int64_t)normal / v[0] : 0));
	case DT_AGG_MIN:
	case DT_AGG_MAX:
		return fprintf(fp, " %16lld",
		    (long long)((uint64_t)dt_aggprint_minmax(ae) / normal));
	case DT_AGG_STDDEV:
		return fprintf(fp, " %16llu",
		    (unsigned long long)dt_aggprint_stddev(v, normal));
	case DT_AGG_QUANTIZE:
	case DT_AGG_LQUANTIZE:
	case DT_AGG_LLQUANTIZE:
		return dt_print_hist(fp, agd, v, normal);
	default:
		return fprintf(fp, " %16lld", (long long)((uint64_t)v[0] / normal));
	}
}

int
dt_aggprint_line(dtrace_hdl_t *dtp, FILE *fp, const dt_aggent_t *key,
    const dt_aggent_t *const *ents, int n)
{
	const dt_aggdesc_t *agd = key->ae_desc;
	const dt_recdesc_t *rec;
	uint32_t i;
	int j;

	if (dt_oformat_json(dtp)) {
		dt_oformat_aggent(dtp, fp, key, ents, n, NULL);
		return 0;
	}
	for (i = 0; i < agd->dtagd_nkeys; i++) {
		rec = &agd->dtagd_keys[i];
		if ((rec->dtrd_flags & DT_RF_SYM) ?	/* stack(), usym() ... */
		    dt_print_sym(dtp, fp, rec, key->ae_key + rec->dtrd_offset) < 0 :
		    dt_print_key(fp, rec, key->ae_key) < 0)
			return -1;
	}
	for (j = 0; j < n; j++) {
		if (dt_print_aggval(fp, ents[j]) < 0)
			return -1;
	}
	return fputc('\n', fp) == EOF ? -1 : 0;
}

/*
 * JSON (oformat=json).
 */

static void
dt_aggjson_bucket(json_object *arr, int64_t value, int64_t count,
    uint64_t normal)
{
	json_object *b;

	if (count == 0)
		return;
	b = json_object_new_object();
	json_object_object_add(b, "value", json_object_new_int64(value));
	json_object_object_add(b, "count",
	    json_object_new_int64((int64_t)((uint64_t)count / normal)));
	json_object_array_add(arr, b);
}

/* The buckets with counts; lquantize's and llquantize's end ones apart. */
static void
dt_aggjson_hist(const dt_aggdesc_t *agd, const int64_t *b, uint64_t normal,
    json_object *obj)
{
	const int64_t *params = agd->dtagd_params;
	json_object *arr = json_object_new_array();
	int i, n = (int)agd->dtagd_nvals;
	int64_t *vals;

	switch (agd->dtagd_func) {
	case DT_AGG_QUANTIZE:
		for (i = 0; i < DT_QUANTIZE_NBUCKETS; i++)
			dt_aggjson_bucket(arr, QBUCKETVAL(i), b[i], normal);
		break;
	case DT_AGG_LQUANTIZE:
		n = dt_lquant_levels(params) + 2;
		for (i = 1; i < n - 1; i++)
			dt_aggjson_bucket(arr, params[0] + (i - 1) * params[2], b[i],
			    normal);
		break;
	default:
		if (n < 3 || (vals = calloc(n, sizeof(int64_t))) == NULL)
			break;
		dt_llquant_bins(params, n, vals, NULL, 0, 0);
		for (i = 1; i < n - 1; i++)
			dt_aggjson_bucket(arr, vals[i], b[i], normal);
		free(vals);
		break;
	}
	json_object_object_add(obj, "buckets", arr);
	if (agd->dtagd_func == DT_AGG_QUANTIZE || n < 3)
		return;
	json_object_object_add(obj, "underflow",
	    json_object_new_int64((int64_t)((uint64_t)b[0] / normal)));
	json_object_object_add(obj, "overflow",
	    json_object_new_int64((int64_t)((uint64_t)b[n - 1] / normal)));
}

void
dt_aggprint_json(const dt_aggent_t *ae, json_object *obj)
{
	const dt_aggdesc_t *agd = ae->ae_desc;
	const int64_t *v = ae->ae_vals;
	uint64_t normal = agd->dtagd_normal ? agd->dtagd_normal : 1;
	const char *name;
	int64_t val;

	switch (agd->dtagd_func) {
	case DT_AGG_AVG:
		name = "avg";
		val = v[0] ? v[1] / (int64_t)normal / v[0] : 0;
		break;
	case DT_AGG_MIN:
	case DT_AGG_MAX:
		name = agd->dtagd_func == DT_AGG_MIN ? "min" : "max";
		val = (int64_t)((uint64_t)dt_aggprint_minmax(ae) / normal);
		break;
	case DT_AGG_STDDEV:
		json_object_object_add(obj, "stddev",
		    json_object_new_uint64(dt_aggprint_stddev(v, normal)));
		return;
	case DT_AGG_QUANTIZE:
	case DT_AGG_LQUANTIZE:
	case DT_AGG_LLQUANTIZE:
		dt_aggjson_hist(agd, v, normal, obj);
		return;
	default:
		name = agd->dtagd_func == DT_AGG_SUM ? "sum" : "count";
		val = (int64_t)((uint64_t)v[0] / normal);
		break;
	}
	json_object_object_add(obj, name, json_object_new_int64(val));
}

/*
 * printa() formats.
 */

typedef struct dt_aggpfagg {
	dt_pfagg_t pa;
	const dt_aggent_t *const *ents;
} dt_aggpfagg_t;

/* The value of ents[i] for a %@ conversion, as DTrace's pfprint_*() give it. */
static int
dt_aggprint_pfvalue(dt_pfagg_t *pa, int i, FILE *fp, uint64_t *valp, int *sgnp,
    uint64_t *normalp)
{
	const dt_aggent_t *ae = ((dt_aggpfagg_t *)pa)->ents[i];
	const dt_aggdesc_t *agd = ae->ae_desc;
	const int64_t *v = ae->ae_vals;
	uint64_t normal = agd->dtagd_normal ? agd->dtagd_normal : 1;

	*sgnp = agd->dtagd_func != DT_AGG_COUNT;
	*normalp = 1;
	switch (agd->dtagd_func) {
	case DT_AGG_AVG:
		*valp = v[0] ? (uint64_t)v[1] / normal / (uint64_t)v[0] : 0;
		return 0;
	case DT_AGG_STDDEV:
		*valp = dt_aggprint_stddev(v, normal);
		return 0;
	case DT_AGG_MIN:
	case DT_AGG_MAX:
		*valp = (uint64_t)dt_aggprint_minmax(ae);
		*normalp = normal;
		return 0;
	case DT_AGG_QUANTIZE:
	case DT_AGG_LQUANTIZE:
	case DT_AGG_LLQUANTIZE:
		return dt_print_hist(fp, agd, v, normal) < 0 ? -1 : 1;
	default:
		*valp = (uint64_t)v[0];
		*normalp = normal;
		return 0;
	}
}

/* Under oformat=json: the entry, with the text the format makes. */
static int
dt_aggprint_format_json(dtrace_hdl_t *dtp, FILE *fp, const dt_pfargv_t *pfv,
    const dt_aggent_t *key, dt_aggpfagg_t *a, int n)
{
	const dt_aggdesc_t *agd = key->ae_desc;
	char *buf = NULL;
	size_t len = 0;
	FILE *mfp = open_memstream(&buf, &len);
	int rc;

	if (mfp == NULL)
		return -1;
	rc = dt_printa_format(dtp, mfp, pfv, agd->dtagd_keys,
	    (int)agd->dtagd_nkeys, key->ae_key, &a->pa);
	if (fclose(mfp) != 0 || rc < 0) {
		free(buf);
		return -1;
	}
	dt_oformat_aggent(dtp, fp, key, a->ents, n, buf);
	free(buf);
	return 0;
}

int
dt_aggprint_format(dtrace_hdl_t *dtp, FILE *fp, const dt_pfargv_t *pfv,
    const dt_aggent_t *key, const dt_aggent_t *const *ents, int n)
{
	const dt_aggdesc_t *agd = key->ae_desc;
	dt_aggpfagg_t a;

	a.pa.pa_value = dt_aggprint_pfvalue;
	a.pa.pa_naggs = n;
	a.pa.pa_next = 0;
	a.ents = ents;
	if (dt_oformat_json(dtp))
		return dt_aggprint_format_json(dtp, fp, pfv, key, &a, n);
	return dt_printa_format(dtp, fp, pfv, agd->dtagd_keys,
	    (int)agd->dtagd_nkeys, key->ae_key, &a.pa) < 0 ? -1 : 0;
}
