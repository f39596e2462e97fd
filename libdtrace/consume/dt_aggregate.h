/*
 * dt_aggregate.h: aggregations in user space.
 *
 * dt_aggregate.c takes snapshots of the per-CPU BPF hash map (merging the
 * CPUs' values per key) and performs the actions on aggregations when the
 * consumer reaches their records: printa(), clear(), trunc(), normalize(),
 * denormalize(), and the final print at exit.  dt_aggsort.c orders a
 * snapshot as DTrace does (the aggsort* options) and joins several
 * aggregations by key for printa(@a, @b ...).  dt_aggtext.c prints entries
 * in DTrace's formats, histograms included.
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
#ifndef _DT_AGGREGATE_H
#define _DT_AGGREGATE_H

#include <stdio.h>
#include "dt_impl.h"
#include "dt_printf.h"

/* Number of value words for an aggregating function (with its parameters). */

/* At exit: print every aggregation printa() has not printed. */
extern int dt_aggregate_print(dtrace_hdl_t *dtp, FILE *fp);
/* printa(): the aggregations aggids[0..n), with a format or (pfv NULL) not. */
extern int dt_aggregate_printa(dtrace_hdl_t *dtp, FILE *fp,
    const dt_pfargv_t *pfv, const uint32_t *aggids, int n);
/* clear(): zero every value of the aggregation, keeping its keys. */
extern int dt_aggregate_clear(dtrace_hdl_t *dtp, uint32_t aggid);
/* trunc(): keep the n greatest entries (n < 0: the -n smallest). */
extern int dt_aggregate_trunc(dtrace_hdl_t *dtp, uint32_t aggid, int64_t n);
/* normalize() (denormalize(): normal 1): print values divided by normal. */
extern void dt_aggregate_normalize(dtrace_hdl_t *dtp, uint32_t aggid,
    uint64_t normal);

/*
 * Shared by dt_aggregate.c, dt_aggsort.c and dt_aggtext.c.
 */

/* One merged entry of a snapshot. */
typedef struct dt_aggent {
	const dt_aggdesc_t *ae_desc;
	const char *ae_mkey;		/* the map key: struct dt_agg_khdr + tuple */
	const char *ae_key;		/* the key tuple (ae_mkey + the header) */
	int64_t *ae_vals;		/* merged value words */
} dt_aggent_t;

typedef struct dt_aggsnap {
	dt_aggent_t *as_ents;
	size_t as_nents, as_size;
} dt_aggsnap_t;

/* How entries are ordered: the aggsortrev, aggsortkey, aggsortkeypos and
   aggsortpos options. */
typedef struct dt_aggsort {
	dtrace_hdl_t *dtp;	/* stop requests end the sort (NULL: never) */
	int rev;
	int keysort;
	int keypos;
	int sortpos;
} dt_aggsort_t;

/* A line of printa(@a, @b ...): one key, each aggregation's entry there (an
   entry of zeroes for an aggregation without one). */
typedef struct dt_aggrow {
	const dt_aggent_t *ar_key;	/* whose key the line shows */
	const dt_aggent_t **ar_ents;	/* in printa()'s order */
} dt_aggrow_t;

typedef struct dt_aggjoin {
	dt_aggrow_t *aj_rows;
	size_t aj_nrows;
	int aj_naggs;
	const dt_aggent_t **aj_ents;	/* storage of the rows' ar_ents */
	dt_aggent_t *aj_zero;		/* the zero entries, one per aggregation */
	int64_t *aj_zvals;
} dt_aggjoin_t;

/* dt_aggsort.c */
extern void dt_aggsort_init(dtrace_hdl_t *dtp, dt_aggsort_t *s);
/* By aggregation, then value (or key, with aggsortkey), then key. */
extern void dt_aggsnap_sort(dt_aggsnap_t *snap, const dt_aggsort_t *s);
/* By value only (then key), ascending or (desc) descending: for trunc(). */
extern void dt_aggsnap_sort_val(dt_aggsnap_t *snap, int desc);
extern int dt_aggjoin(const dt_aggsnap_t *snap, const uint32_t *aggids, int n,
    dtrace_hdl_t *dtp, const dt_aggsort_t *s, dt_aggjoin_t *aj);
extern void dt_aggjoin_free(dt_aggjoin_t *aj);

/* dt_aggtext.c */
/* The keys of key, then the value of each of ents[0..n), then a newline. */
extern int dt_aggprint_line(dtrace_hdl_t *dtp, FILE *fp, const dt_aggent_t *key,
    const dt_aggent_t *const *ents, int n);
/* Under oformat=json: the value of ae as fields of obj ({"count": n},
   {"buckets": [...]} ...; dt_sink_json.c makes the entry). */
struct json_object;
extern void dt_aggprint_json(const dt_aggent_t *ae, struct json_object *obj);
/* The format with the keys of key and the values of ents[0..n). */
extern int dt_aggprint_format(dtrace_hdl_t *dtp, FILE *fp, const dt_pfargv_t *pfv,
    const dt_aggent_t *key, const dt_aggent_t *const *ents, int n);
/* The extreme a min() or max() entry stands for. */
extern int64_t dt_aggprint_minmax(const dt_aggent_t *ae);
/* Standard deviation of a stddev value, with values divided by normal. */
extern uint64_t dt_aggprint_stddev(const int64_t *v, uint64_t normal);
/* The sums DTrace sorts histograms by (each bucket by its lower bound). */
extern long double dt_aggprint_histsum(const dt_aggdesc_t *agd, const int64_t *v,
    int64_t *zerop);

#endif /* _DT_AGGREGATE_H */
