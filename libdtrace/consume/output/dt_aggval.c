/*
 * dt_aggval.c: what an aggregation entry's value is, whatever prints it:
 * min()'s and max()'s extreme, stddev()'s root, llquantize()'s bins and
 * their labels, and the sums histograms sort by.  The text and JSON sinks
 * and the sort (dt_aggsort.c) share these, so that every output shows
 * and orders the same numbers (value layouts: dt_aggval.h).
 */
#include <stdlib.h>
#include "dt_impl.h"
#include "dt_aggval.h"
#include "dt_cook.h"

/*
 * The extreme of a min() or max() entry.  An entry that clear() emptied
 * holds INT64_MAX (min) or INT64_MIN (max), as in DTrace; the zeroes that
 * stand in for a missing key in printa(@a, @b) hold 0.
 */
int64_t
dt_aggval_minmax(const dt_aggent_t *ae)
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
dt_aggval_stddev(const int64_t *data, uint64_t normal)
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

void
dt_aggval_llbins(const int64_t *params, int nbins, int64_t *vals, char *c,
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
dt_aggval_histsum(const dt_aggdesc_t *agd, const int64_t *b, int64_t *zerop)
{
	const int64_t *params = agd->dtagd_params;
	int64_t base = params[0], step = params[2], *vals;
	int levels = dt_lquant_levels(params), i, n = (int)agd->dtagd_nvals;
	long double total = 0;

	*zerop = 0;
	switch (agd->dtagd_func) {
	case DT_AGG_QUANTIZE:
		for (i = 0; i < DT_QUANTIZE_NBUCKETS; i++)
			total += (long double)DT_QBUCKETVAL(i) * (long double)b[i];
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
		dt_aggval_llbins(params, n, vals, NULL, 0, 0);
		for (i = 0; i < n; i++)
			total += (long double)b[i] * (long double)vals[i];
		*zerop = b[n / 2];
		free(vals);
		return total;
	default:
		return 0;
	}
}
