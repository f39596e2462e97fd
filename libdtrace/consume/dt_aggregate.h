/*
 * dt_aggregate.h: aggregations in user space.
 *
 * dt_aggregate.c takes snapshots of the per-CPU BPF hash map (merging the
 * CPUs' values per key) and performs the actions on aggregations when the
 * consumer reaches their records: printa(), clear(), trunc(), normalize(),
 * denormalize(), and the final print at exit, handing the entries to print
 * to the output sink (dt_sink.h).  dt_aggsort.c orders a snapshot as
 * DTrace does (the aggsort* options) and joins several aggregations by key
 * for printa(@a, @b ...).  An entry and the layout of its value:
 * dt_aggval.h.
 */
#ifndef _DT_AGGREGATE_H
#define _DT_AGGREGATE_H

#include <stdio.h>
#include "dt_impl.h"
#include "dt_pfmt.h"
#include "dt_aggval.h"

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
 * Shared by dt_aggregate.c and dt_aggsort.c.
 */

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

#endif /* _DT_AGGREGATE_H */
