/*
 * dt_cook_agg.c: cooking aggregations, @name[keys] = func(args).
 *
 * The first use of a name creates its aggregation description
 * (dt_aggdesc_t): the aggregating function, its parameters and the key
 * tuple's layout.  Later uses must agree with it, as DTrace requires.
 */
#include <string.h>
#include <stdlib.h>
#include "dt_impl.h"
#include "dt_type.h"
#include "dt_cook.h"
#include "dt_aggregate.h"

static void
dt_cook_aggkeys(dtrace_hdl_t *dtp, dt_node_t *agg, dt_aggdesc_t *agp, int new)
{
	dt_node_t *k;
	int i = 0, nkeys = dt_node_list_len(agg->dn_aggtup);
	uint32_t off = 0;

	if (!new && (uint32_t)nkeys != agp->dtagd_nkeys)
		dnerror(agg, D_AGG_MDIM, "@%s has %u key%s; %d used here",
		    agp->dtagd_name, agp->dtagd_nkeys, agp->dtagd_nkeys == 1 ? "" : "s",
		    nkeys);
	if (new && nkeys > 0 &&
	    (agp->dtagd_keys = calloc(nkeys, sizeof(dt_recdesc_t))) == NULL)
		xyerror(D_UNKNOWN, "out of memory");
	for (k = agg->dn_aggtup; k != NULL; k = k->dn_list, i++) {
		dt_recdesc_t rd = { 0 };

		if (dt_node_is_string(dtp, k)) {
			rd.dtrd_size = (uint32_t)dt_opt(dtp, DTRACEOPT_STRSIZE);
			rd.dtrd_flags = DT_RF_STRING;
		} else if (dt_node_is_scalar(dtp, k)) {
			rd.dtrd_size = (uint32_t)dt_node_size(dtp, k);
			rd.dtrd_flags = (k->dn_flags & DT_NF_SIGNED) ? DT_RF_SIGNED : 0;
			if (dt_node_is_pointer(k))
				rd.dtrd_flags |= DT_RF_POINTER;
		} else {
			dt_cook_notsup(k, "an aggregation key of this type");
		}
		rd.dtrd_offset = off;
		off += (rd.dtrd_size + 7) & ~7u;
		if (new) {
			agp->dtagd_keys[i] = rd;
		} else if (agp->dtagd_keys[i].dtrd_flags != rd.dtrd_flags ||
		    agp->dtagd_keys[i].dtrd_size != rd.dtrd_size) {
			dnerror(agg, D_AGG_MDIM, "@%s key #%d is incompatible with the "
			    "key of its previous use", agp->dtagd_name, i + 1);
		}
	}
	if (new) {
		agp->dtagd_nkeys = nkeys;
		agp->dtagd_keysize = off;
	}
}

static const char *
dt_func_name(dtrace_hdl_t *dtp, dt_func_t f)
{
	static const char *const names[] = { "count", "sum", "avg", "min", "max",
	    "stddev", "quantize", "lquantize", "llquantize" };

	if (f >= DT_AGG_COUNT && f <= DT_AGG_LLQUANTIZE)
		return names[f - DT_AGG_COUNT];
	return "?";
}

/* @name[keys] = aggfunc(args) */
void
dt_cook_aggregation(dtrace_hdl_t *dtp, dt_node_t *asgn)
{
	dt_node_t *agg = asgn->dn_left, *fn = asgn->dn_right;
	dt_ident_t *fidp, *aidp;
	dt_aggdesc_t *agp;
	int new = 0, n;

	if (fn->dn_kind == DT_NODE_FUNC &&
	    dt_idhash_lookup(dtp->dt_globals, fn->dn_string) == NULL)
		dnerror(fn, D_FUNC_UNDEF, "undefined function name: %s", fn->dn_string);
	if (fn->dn_kind != DT_NODE_FUNC ||
	    (fidp = dt_idhash_lookup(dtp->dt_globals, fn->dn_string)) == NULL ||
	    fidp->di_kind != DT_IDENT_AGGFUNC)
		dnerror(asgn, D_AGG_FUNC, "@%s must be assigned the result of an "
		    "aggregating function", agg->dn_string);
	fn->dn_ident = fidp;
	fn->dn_args = dt_cook_arglist(dtp, fn->dn_args);
	agg->dn_aggtup = dt_cook_arglist(dtp, agg->dn_aggtup);
	n = dt_node_list_len(fn->dn_args);
	dt_cook_check_nargs(fn, fidp, n);
	if (fidp->di_id != DT_AGG_COUNT && fidp->di_id != DT_AGG_SUM &&
	    fidp->di_id != DT_AGG_AVG && fidp->di_id != DT_AGG_MIN &&
	    fidp->di_id != DT_AGG_MAX)
		dnerror(fn, D_NOT_SUPPORTED, "%s( ) is not supported yet", fidp->di_name);
	if (n > 0 && !dt_node_is_integer(fn->dn_args))
		dnerror(fn, D_PROTO_ARG, "%s( ) argument #1 is incompatible with "
		    "prototype:\n\tprototype: integer\n\t argument: non-integer",
		    fidp->di_name);
	aidp = dt_idhash_lookup(dtp->dt_aggs, agg->dn_string);
	if (aidp == NULL) {
		aidp = dt_idhash_insert(dtp->dt_aggs, agg->dn_string, DT_IDENT_AGG, 0, -1);
		if (aidp == NULL)
			xyerror(D_UNKNOWN, "out of memory");
		agp = dt_aggdesc_create(dtp, agg->dn_string);
		agp->dtagd_func = fidp->di_id;
		agp->dtagd_nvals = dt_aggregate_nvals(agp->dtagd_func, agp->dtagd_params);
		agp->dtagd_line = agg->dn_line;
		aidp->di_data = agp;
		new = 1;
	}
	agp = aidp->di_data;
	if (agp->dtagd_func != (dt_func_t)fidp->di_id)
		dnerror(asgn, D_AGG_REDEF, "aggregation redefined: @%s\n\t current: "
		    "%s( )\n\tprevious: %s( )", agg->dn_string, fidp->di_name,
		    dt_func_name(dtp, agp->dtagd_func));
	dt_cook_aggkeys(dtp, agg, agp, new);
	agg->dn_ident = aidp;
}


/*
 * Actions on aggregations: printa(), clear(), trunc(), normalize(),
 * denormalize().  Their arguments name aggregations, so they are cooked
 * here rather than as expressions.
 */
void
dt_cook_aggact(dtrace_hdl_t *dtp, dt_node_t *fn)
{
	dnerror(fn, D_NOT_SUPPORTED, "%s( ) is not supported yet", fn->dn_ident->di_name);
}
