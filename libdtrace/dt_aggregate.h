/*
 * dt_aggregate.h: aggregations in user space: snapshot the per-CPU BPF hash
 * map, merge the CPUs' values per key, sort as DTrace sorts (by value, then
 * key; the aggsort* options) and print in DTrace's formats.
 *
 * Value layouts (uint64_t words in the map value, per aggregating function):
 *	count		[0] count
 *	sum		[0] sum
 *	avg		[0] count  [1] sum
 *	min, max	[0] count  [1] min/max so far
 *	stddev		[0] count  [1] sum  [2..3] sum of squares (128-bit)
 *	quantize	[0..DT_QUANTIZE_NBUCKETS) buckets
 *	lquantize	[0..levels+2) buckets (underflow, levels, overflow)
 */
#ifndef _DT_AGGREGATE_H
#define _DT_AGGREGATE_H

#include <stdio.h>
#include "dt_impl.h"

#define DT_QUANTIZE_ZERO	63
#define DT_QUANTIZE_NBUCKETS	127

/* Number of value words for an aggregating function (with its parameters). */
extern uint32_t dt_aggregate_nvals(dt_func_t func, const int64_t *params);
extern int dt_aggregate_print(dtrace_hdl_t *dtp, FILE *fp);
/* Print the entries of one aggregation (printa() with the default format). */
extern int dt_aggregate_print_one(dtrace_hdl_t *dtp, FILE *fp, uint32_t aggid);
extern int dt_aggregate_clear(dtrace_hdl_t *dtp);

#endif /* _DT_AGGREGATE_H */
