/*
 * dt_cook_agg.h: aggregations, @name[keys] = func(args), and the actions
 * on them (dt_cook_agg.c).
 */
#ifndef _DT_COOK_AGG_H
#define _DT_COOK_AGG_H

#include "dt_cook_core.h"

extern void dt_cook_aggref(dtrace_hdl_t *dtp, dt_node_t *agg);
extern void dt_cook_aggregation(dtrace_hdl_t *dtp, dt_node_t *asgn);
/* dt_cook_arglist(), but an aggregation is left for the caller to refuse. */
extern dt_node_t *dt_cook_arglist_dyn(dtrace_hdl_t *dtp, dt_node_t *args);
/* printa(), clear(), trunc(), normalize(), denormalize(). */
extern void dt_cook_aggact(dtrace_hdl_t *dtp, dt_node_t *fn);
/* @a alone as a statement, and @a used as a value. */
extern void dt_cook_aggstmt(dtrace_hdl_t *dtp, dt_node_t *agg)
    __attribute__((noreturn));
extern void dt_cook_aggvalue(dtrace_hdl_t *dtp, dt_node_t *agg)
    __attribute__((noreturn));
/*
 * The 64-bit values an aggregation of func keeps per key, given its
 * parameters: the layout the code generator fills and the consumer reads
 * (lquantize: levels + 2 buckets; llquantize: its bins).
 */
extern uint32_t dt_aggregate_nvals(dt_func_t func, const int64_t *params);
extern int dt_lquant_levels(const int64_t *params);
extern int dt_llquant_nbins(const int64_t *params);

#endif /* _DT_COOK_AGG_H */
