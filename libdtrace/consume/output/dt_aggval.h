/*
 * dt_aggval.h: an aggregation entry and what its value is, for every
 * output format (dt_aggval.c): the arithmetic that printing and sorting
 * share, with no output of its own.
 *
 * Value layouts (uint64_t words in the map value, per aggregating function):
 *	count		[0] count
 *	sum		[0] sum
 *	avg		[0] count  [1] sum
 *	min, max	[0] count  [1] min/max so far (taken as is when count is 1)
 *	stddev		[0] count  [1] sum  [2] sum of squares, low 64 bits
 *			[3] sum of squares, high 64 bits
 *	quantize	[0..DT_QUANTIZE_NBUCKETS) power-of-two buckets, [63] is 0
 *			(DT_QUANTIZE_*: dt_dctx.h, the code generator indexes them)
 *	lquantize	[0] below base, [1..levels] the levels, [levels+1] at or
 *			above base + levels * step
 *	llquantize	[0] negative overflow, then the negative bins, the bin
 *			around zero in the middle, the positive bins, and [n-1]
 *			positive overflow (DTrace's layout)
 */
#ifndef _DT_AGGVAL_H
#define _DT_AGGVAL_H

#include "dt_impl.h"

/* One merged entry of a snapshot (dt_aggregate.c takes them). */
typedef struct dt_aggent {
	const dt_aggdesc_t *ae_desc;
	const char *ae_mkey;		/* the map key: struct dt_agg_khdr + tuple */
	const char *ae_key;		/* the key tuple (ae_mkey + the header) */
	int64_t *ae_vals;		/* merged value words */
} dt_aggent_t;

/* The least value of quantize()'s bucket i. */
#define DT_QBUCKETVAL(i) ((i) < DT_QUANTIZE_ZERO ? \
	-(int64_t)(1ULL << (DT_QUANTIZE_ZERO - 1 - (i))) : \
	(i) == DT_QUANTIZE_ZERO ? 0 : \
	(int64_t)(1ULL << ((i) - DT_QUANTIZE_ZERO - 1)))

/* The extreme a min() or max() entry stands for. */
extern int64_t dt_aggval_minmax(const dt_aggent_t *ae);
/* Standard deviation of a stddev value, with values divided by normal. */
extern uint64_t dt_aggval_stddev(const int64_t *v, uint64_t normal);
/* The sums DTrace sorts histograms by (each bucket by its lower bound). */
extern long double dt_aggval_histsum(const dt_aggdesc_t *agd, const int64_t *v,
    int64_t *zerop);
/*
 * llquantize()'s bins: the value of each (its least magnitude; the bins
 * around zero 0) in vals[0..nbins), and, if c is not NULL, its label in
 * the cwidth bytes at c + cwidth * bin (scalelabel0: the bin of zero as
 * "< scale" rather than "abs() < scale").  Bins that no value reaches get
 * no label.
 */
extern void dt_aggval_llbins(const int64_t *params, int nbins, int64_t *vals,
    char *c, int cwidth, int scalelabel0);

#endif /* _DT_AGGVAL_H */
