/*
 * dt_aggtext.c: the text DTrace makes of aggregation values where a
 * format asks for it, whatever the output format: histograms, and a
 * printa() format applied to an entry.  The text sink prints it; the JSON
 * sink keeps a printa() format's text as the entry's "message".
 *
 * Histograms, as DTrace's dt_print_quantize() and friends: a header, then
 * one row per bucket from one below the first bucket with data to one above
 * the last, each with a bar of '@' 40 columns wide at most (scaled to the
 * total of the rows shown; half-width bars either side of a centre line if
 * there are negative counts too) and the count.
 *
 * A printa() format takes the keys for its conversions and the values for
 * its %@ conversions (dt_printf.c formats them; a histogram prints itself
 * whatever the conversion).  normalize() divides what prints, not what is
 * stored, with DTrace's C arithmetic: counts, sums, extremes and histogram
 * counts as unsigned 64-bit numbers, averages as signed ones.
 */
#include <stdlib.h>
#include <string.h>
#include "dt_impl.h"
#include "dt_aggtext.h"
#include "dt_printf.h"
#include "dt_cook.h"

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
		if (fprintf(fp, "%16lld ", (long long)DT_QBUCKETVAL(i)) < 0 ||
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
	dt_aggval_llbins(params, nbins, vals, c, cwidth, first >= bin0);
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

int
dt_aggtext_hist(FILE *fp, const dt_aggdesc_t *agd, const int64_t *v,
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
 * printa() formats.
 */

typedef struct dt_aggpfagg {
	dt_pfagg_t pa;
	const dt_aggent_t *const *ents;
} dt_aggpfagg_t;

/* The value of ents[i] for a %@ conversion, as DTrace's pfprint_*() give it. */
static int
dt_aggtext_pfvalue(dt_pfagg_t *pa, int i, FILE *fp, uint64_t *valp, int *sgnp,
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
		*valp = dt_aggval_stddev(v, normal);
		return 0;
	case DT_AGG_MIN:
	case DT_AGG_MAX:
		*valp = (uint64_t)dt_aggval_minmax(ae);
		*normalp = normal;
		return 0;
	case DT_AGG_QUANTIZE:
	case DT_AGG_LQUANTIZE:
	case DT_AGG_LLQUANTIZE:
		return dt_aggtext_hist(fp, agd, v, normal) < 0 ? -1 : 1;
	default:
		*valp = (uint64_t)v[0];
		*normalp = normal;
		return 0;
	}
}

static void
dt_aggtext_pfinit(dt_aggpfagg_t *a, const dt_aggent_t *const *ents, int n)
{
	a->pa.pa_value = dt_aggtext_pfvalue;
	a->pa.pa_naggs = n;
	a->pa.pa_next = 0;
	a->ents = ents;
}

int
dt_aggtext_format(dtrace_hdl_t *dtp, FILE *fp, const dt_pfargv_t *pfv,
    const dt_aggent_t *key, const dt_aggent_t *const *ents, int n)
{
	const dt_aggdesc_t *agd = key->ae_desc;
	dt_aggpfagg_t a;

	dt_aggtext_pfinit(&a, ents, n);
	return dt_printa_format(dtp, fp, pfv, agd->dtagd_keys,
	    (int)agd->dtagd_nkeys, key->ae_key, &a.pa) < 0 ? -1 : 0;
}

char *
dt_aggtext_str(dtrace_hdl_t *dtp, const dt_pfargv_t *pfv,
    const dt_aggent_t *key, const dt_aggent_t *const *ents, int n)
{
	const dt_aggdesc_t *agd = key->ae_desc;
	dt_aggpfagg_t a;

	dt_aggtext_pfinit(&a, ents, n);
	return dt_printa_str(dtp, pfv, agd->dtagd_keys, (int)agd->dtagd_nkeys,
	    key->ae_key, &a.pa, NULL);
}
