/*
 * dt_cook_agg.c: cooking aggregations, @name[keys] = func(args), and the
 * actions on them: printa(), clear(), trunc(), normalize(), denormalize().
 *
 * The first use of a name creates its aggregation description
 * (dt_aggdesc_t): the aggregating function, its parameters (lquantize's
 * base, limit and step; llquantize's factor, magnitudes and steps) and the
 * key tuple's layout and D types.  Later uses must agree with it: same
 * function, same number of keys of compatible types (any integer with any
 * integer, string with string, pointer with pointer; the first use fixes
 * the layout), same parameters.  The checks, their order, tags and
 * messages are DTrace's: the function's argument count and prototype,
 * then the function, then the keys, then the value's type, then the
 * parameters and the increment.
 *
 * The actions name aggregations as arguments; they are checked here and
 * left as DT_NODE_AGG nodes whose identifier carries the description, for
 * dt_cg_agg.c.
 */
#include <string.h>
#include <stdlib.h>
#include "dt_impl.h"
#include "dt_type.h"
#include "dt_cook_agg.h"
#include "dt_cook_printf.h"

static const char *
dt_aggfunc_name(dt_func_t f)
{
	static const char *const names[] = { "count", "sum", "avg", "min", "max",
	    "stddev", "quantize", "lquantize", "llquantize" };

	if (f >= DT_AGG_COUNT && f <= DT_AGG_LLQUANTIZE)
		return names[f - DT_AGG_COUNT];
	return "?";
}

static const char *
dt_node_tname(const dt_node_t *dnp, char *buf, size_t len)
{
	return dt_type_name(dnp->dn_ctfp, dnp->dn_type, buf, len);
}

/* An integer constant greater than zero (DTrace's dt_node_is_posconst). */
static int
dt_node_is_posconst(const dt_node_t *dnp)
{
	return dnp->dn_kind == DT_NODE_INT && dnp->dn_value != 0 &&
	    (!(dnp->dn_flags & DT_NF_SIGNED) || (int64_t)dnp->dn_value > 0);
}

/*
 * Keys.
 */

/* How a key of this node is stored: size and DT_RF_* flags. */
static void
dt_aggkey_layout(dtrace_hdl_t *dtp, dt_node_t *k, int i, dt_recdesc_t *rd)
{
	char n[64];

	memset(rd, 0, sizeof(*rd));
	if (dt_cook_symkey(k, rd))		/* stack(), usym() ... */
		return;
	if (dt_type_is_void(k->dn_ctfp, k->dn_type))
		dnerror(k, D_KEY_TYPE, "%s expression may not be used as "
		    "aggregation index: key #%d", dt_node_tname(k, n, sizeof(n)),
		    i + 1);
	if (dt_node_is_string(dtp, k)) {
		rd->dtrd_size = (uint32_t)dt_strbytes(dtp);
		rd->dtrd_flags = DT_RF_STRING;
	} else if (dt_node_is_pointer(k)) {
		rd->dtrd_size = 8;
		rd->dtrd_flags = DT_RF_POINTER;
	} else if (dt_node_is_integer(k)) {
		rd->dtrd_size = (uint32_t)dt_node_size(dtp, k);
		rd->dtrd_flags = (k->dn_flags & DT_NF_SIGNED) ? DT_RF_SIGNED : 0;
	} else {
		dt_cook_notsup(k, "an aggregation key of this type");
	}
}

/* An aggregation as a key is of dynamic type: DTrace's D_KEY_TYPE. */
static void
dt_cook_aggkeys_dyn(dtrace_hdl_t *dtp, dt_node_t *agg)
{
	dt_node_t *k;
	int i = 1;

	for (k = agg->dn_aggtup; k != NULL; k = k->dn_list, i++) {
		if (k->dn_kind != DT_NODE_AGG)
			continue;
		dt_cook_aggref(dtp, k);
		dnerror(k, D_KEY_TYPE, "aggregation expression may not be used "
		    "as aggregation index: key #%d", i);
	}
}

/* First use: the keys' layout (each 8-byte aligned) and D types. */
static void
dt_cook_aggkeys_new(dtrace_hdl_t *dtp, dt_node_t *agg, dt_aggdesc_t *agp)
{
	int i = 0, nkeys = dt_node_list_len(agg->dn_aggtup);
	uint32_t off = 0;
	dt_node_t *k;

	if (nkeys > 0) {
		agp->dtagd_keys = dt_xalloc(nkeys * sizeof(dt_recdesc_t));
		agp->dtagd_kctfp = dt_xalloc(nkeys * sizeof(ctf_dict_t *));
		agp->dtagd_ktype = dt_xalloc(nkeys * sizeof(ctf_id_t));
	}
	for (k = agg->dn_aggtup; k != NULL; k = k->dn_list, i++) {
		dt_aggkey_layout(dtp, k, i, &agp->dtagd_keys[i]);
		agp->dtagd_keys[i].dtrd_offset = off;
		agp->dtagd_kctfp[i] = k->dn_ctfp;
		agp->dtagd_ktype[i] = k->dn_type;
		off += (agp->dtagd_keys[i].dtrd_size + 7) & ~7u;
	}
	agp->dtagd_nkeys = nkeys;
	agp->dtagd_keysize = off;
}

/* Are the two keys of these layouts compatible (DTrace's argcompat)? */
static int
dt_aggkey_compat(const dt_recdesc_t *a, const dt_recdesc_t *b)
{
	uint32_t m = DT_RF_STRING | DT_RF_POINTER;

	if ((a->dtrd_flags | b->dtrd_flags) & DT_RF_SYM)	/* the same stack() ... */
		return a->dtrd_flags == b->dtrd_flags && a->dtrd_size == b->dtrd_size &&
		    a->dtrd_arg == b->dtrd_arg;
	return (a->dtrd_flags & m) == (b->dtrd_flags & m);
}

/* Later uses: as many keys, each compatible with the first use's. */
static void
dt_cook_aggkeys_check(dtrace_hdl_t *dtp, dt_node_t *agg, dt_aggdesc_t *agp)
{
	int i = 0, nkeys = dt_node_list_len(agg->dn_aggtup);
	char n1[64], n2[64];
	dt_recdesc_t rd;
	dt_node_t *k;

	if ((uint32_t)nkeys != agp->dtagd_nkeys)
		dnerror(agg, D_PROTO_LEN, "@%s[ ] prototype mismatch: %d key%s"
		    "passed, %u expected", agp->dtagd_name, nkeys,
		    nkeys == 1 ? " " : "s ", agp->dtagd_nkeys);
	for (k = agg->dn_aggtup; k != NULL; k = k->dn_list, i++) {
		dt_aggkey_layout(dtp, k, i, &rd);
		if (dt_aggkey_compat(&agp->dtagd_keys[i], &rd))
			continue;
		dnerror(agg, D_PROTO_ARG, "@%s[ ] key #%d is incompatible with "
		    "prototype:\n\tprototype: %s\n\t%9s: %s", agp->dtagd_name,
		    i + 1, dt_type_name(agp->dtagd_kctfp[i], agp->dtagd_ktype[i],
		    n1, sizeof(n1)), "key", dt_node_tname(k, n2, sizeof(n2)));
	}
}

/*
 * The aggregating function's arguments.
 */

/* Its parameters must be integers (the prototype's int32_t, uint16_t). */
static void
dt_cook_aggparams_type(dt_node_t *fn, const dt_ident_t *fidp, int nparams)
{
	const char *want = fidp->di_id == DT_AGG_LLQUANTIZE ? "uint16_t" : "int32_t";
	dt_node_t *p = fn->dn_args->dn_list;
	char n[64];
	int i;

	for (i = 0; i < nparams && p != NULL; i++, p = p->dn_list) {
		if (dt_node_is_integer(p))
			continue;
		dt_cook_proto_mismatch(fn, D_PROTO_ARG, fidp->di_name, i + 2,
		    i == 0 ? want : "int32_t", dt_node_tname(p, n, sizeof(n)));
	}
}

/* lquantize(value, base, limit [, step [, increment]]) */
static dt_node_t *
dt_cook_lquantize(dt_node_t *fn, int64_t *params)
{
	dt_node_t *a1 = fn->dn_args->dn_list, *a2 = a1->dn_list, *a3 = a2->dn_list;
	int64_t base, limit;
	uint64_t step = 1, levels;

	if (a1->dn_kind != DT_NODE_INT)
		dnerror(a1, D_LQUANT_BASETYPE, "lquantize( ) argument #1 must be "
		    "an integer constant");
	base = (int64_t)a1->dn_value;
	if (base < INT32_MIN || base > INT32_MAX)
		dnerror(a1, D_LQUANT_BASEVAL, "lquantize( ) argument #1 must be "
		    "a 32-bit quantity");
	if (a2->dn_kind != DT_NODE_INT)
		dnerror(a2, D_LQUANT_LIMTYPE, "lquantize( ) argument #2 must be "
		    "an integer constant");
	limit = (int64_t)a2->dn_value;
	if (limit < INT32_MIN || limit > INT32_MAX)
		dnerror(a2, D_LQUANT_LIMVAL, "lquantize( ) argument #2 must be "
		    "a 32-bit quantity");
	if (limit <= base)
		dnerror(fn, D_LQUANT_MISMATCH, "lquantize( ) base (argument #1) "
		    "must be less than limit (argument #2)");
	if (a3 != NULL) {
		if (!dt_node_is_posconst(a3))
			dnerror(a3, D_LQUANT_STEPTYPE, "lquantize( ) argument #3 "
			    "must be a non-zero positive integer constant");
		if ((step = a3->dn_value) > UINT16_MAX)
			dnerror(a3, D_LQUANT_STEPVAL, "lquantize( ) argument #3 "
			    "must be a 16-bit quantity");
	}
	levels = (uint64_t)(limit - base) / step;
	if (levels == 0)
		dnerror(fn, D_LQUANT_STEPLARGE, "lquantize( ) step (argument #3) "
		    "too large: must have at least one quantization level");
	if (levels > UINT16_MAX)
		dnerror(fn, D_LQUANT_STEPSMALL, "lquantize( ) step (argument #3) "
		    "too small: number of quantization levels must be a 16-bit "
		    "quantity");
	params[0] = base;
	params[1] = base + (int64_t)(levels * step);
	params[2] = (int64_t)step;
	return a3 != NULL ? a3->dn_list : NULL;
}

/* A previous lquantize() of the aggregation must have had the same shape. */
static void
dt_cook_lquantize_match(dt_node_t *fn, const int64_t *o, const int64_t *p)
{
	if (o[0] != p[0])
		dnerror(fn, D_LQUANT_MATCHBASE, "lquantize( ) base (argument #1) "
		    "doesn't match previous declaration: expected %d, found %d",
		    (int)o[0], (int)p[0]);
	if (o[1] - o[0] != p[1] - p[0])
		dnerror(fn, D_LQUANT_MATCHLIM, "lquantize( ) limit (argument #2) "
		    "doesn't match previous declaration: expected %d, found %d",
		    (int)o[1], (int)p[1]);
	if (o[2] != p[2])
		dnerror(fn, D_LQUANT_MATCHSTEP, "lquantize( ) step (argument #3) "
		    "doesn't match previous declaration: expected %d, found %d",
		    (int)o[2], (int)p[2]);
}

/* factor^n, or 0 if it does not fit in 64 bits. */
static uint64_t
dt_llq_pow(uint64_t factor, uint64_t n)
{
	uint64_t v = 1;

	while (n-- > 0) {
		if (v > UINT64_MAX / factor)
			return 0;
		v *= factor;
	}
	return v;
}

/* A parameter of llquantize(): an integer constant of 16 bits. */
static uint64_t
dt_llq_param(dt_node_t *a, int argno, dt_errtag_t typetag, dt_errtag_t valtag)
{
	if (a->dn_kind != DT_NODE_INT)
		dnerror(a, typetag, "llquantize( ) argument #%d must be an integer "
		    "constant", argno);
	if (a->dn_value > UINT16_MAX)
		dnerror(a, valtag, "llquantize( ) argument #%d must be an unsigned "
		    "16-bit quantity", argno);
	return a->dn_value;
}

/* The steps per magnitude must divide the factor's powers evenly. */
static void
dt_llq_steps_check(dt_node_t *a1, uint64_t factor, uint64_t lmag, uint64_t steps)
{
	if (steps < factor && factor % steps != 0)
		dnerror(a1, D_LLQUANT_STEPVAL, "llquantize() argument #4 (steps) "
		    "must evenly divide argument #1 (factor) when steps<factor");
	if (steps <= factor)
		return;
	if (steps % factor != 0)
		dnerror(a1, D_LLQUANT_STEPVAL, "llquantize() argument #4 (steps) "
		    "must be a multiple of argument #1 (factor) when steps>factor");
	if (lmag == 0 && (factor * factor) % steps != 0)
		dnerror(a1, D_LLQUANT_STEPVAL, "llquantize() argument #4 (steps) "
		    "must evenly divide the square of argument #1 (factor) when "
		    "steps>factor and lmag==0");
	if (lmag > 0 && dt_llq_pow(factor, lmag + 1) % steps != 0)
		dnerror(a1, D_LLQUANT_STEPVAL, "llquantize() argument #4 (steps) "
		    "must evenly divide pow(argument #1 (factor), lmag (argument "
		    "#2) + 1) when steps>factor and lmag>0");
}

/* llquantize(value, factor, low, high, steps [, increment]) */
static dt_node_t *
dt_cook_llquantize(dt_node_t *fn, int64_t *params)
{
	dt_node_t *a1 = fn->dn_args->dn_list, *a2 = a1->dn_list;
	dt_node_t *a3 = a2->dn_list, *a4 = a3->dn_list;
	uint64_t factor, lmag, hmag, steps;

	if (a1->dn_kind != DT_NODE_INT)
		dnerror(a1, D_LLQUANT_FACTORTYPE, "llquantize( ) argument #1 must "
		    "be an integer constant");
	factor = a1->dn_value;
	if (factor > UINT16_MAX || factor < 2)
		dnerror(a1, D_LLQUANT_FACTORVAL, "llquantize( ) argument #1 must "
		    "be an unsigned 16-bit quantity greater than or equal to 2");
	lmag = dt_llq_param(a2, 2, D_LLQUANT_LMAGTYPE, D_LLQUANT_LMAGVAL);
	hmag = dt_llq_param(a3, 3, D_LLQUANT_HMAGTYPE, D_LLQUANT_HMAGVAL);
	if (hmag < lmag)
		dnerror(a3, D_LLQUANT_HMAGVAL, "llquantize( ) argument #3 (high "
		    "magnitude) must be at least argument #2 (low magnitude)");
	if (dt_llq_pow(factor, hmag + 1) == 0)
		dnerror(a3, D_LLQUANT_HMAGVAL, "llquantize( ) argument #3 (high "
		    "magnitude) will cause overflow of 64 bits");
	if (!dt_node_is_posconst(a4))
		dnerror(a4, D_LLQUANT_STEPTYPE, "llquantize( ) argument #4 must be "
		    "a non-zero positive integer constant");
	steps = a4->dn_value;
	if (steps > UINT16_MAX)
		dnerror(a4, D_LLQUANT_STEPVAL, "llquantize( ) argument #4 must be "
		    "an unsigned 16-bit quantity");
	dt_llq_steps_check(a1, factor, lmag, steps);
	params[0] = (int64_t)factor;
	params[1] = (int64_t)lmag;
	params[2] = (int64_t)hmag;
	params[3] = (int64_t)steps;
	return a4->dn_list;
}

static void
dt_cook_llquantize_match(dt_node_t *fn, const int64_t *o, const int64_t *p)
{
	static const struct {
		const char *name;
		dt_errtag_t tag;
	} what[] = {
		{ "factor", D_LLQUANT_MATCHFACTOR }, { "lmag", D_LLQUANT_MATCHLMAG },
		{ "hmag", D_LLQUANT_MATCHHMAG }, { "steps", D_LLQUANT_MATCHSTEPS }
	};
	int i;

	for (i = 0; i < 4; i++) {
		if (o[i] != p[i])
			dnerror(fn, what[i].tag, "llquantize() %s (argument #%d) "
			    "doesn't match previous declaration: expected %d, "
			    "found %d", what[i].name, i + 1, (int)o[i], (int)p[i]);
	}
}

/* The optional increment (weight): argument #argno, of scalar type. */
static void
dt_cook_aggincr(dtrace_hdl_t *dtp, dt_node_t *fn, const dt_ident_t *fidp,
    dt_node_t *incr, int argno)
{
	if (incr != NULL && !dt_node_is_scalar(dtp, incr))
		dnerror(fn, D_PROTO_ARG, "%s( ) increment value (argument #%d) must "
		    "be of scalar type", fidp->di_name, argno);
}

/*
 * The function's parameters and increment: check them and, for lquantize
 * and llquantize, that they agree with the aggregation's earlier uses.
 */
static void
dt_cook_aggparams(dtrace_hdl_t *dtp, dt_node_t *fn, const dt_ident_t *fidp,
    dt_aggdesc_t *agp, int new)
{
	int64_t params[4] = { 0 };
	dt_node_t *incr = NULL;

	switch (fidp->di_id) {
	case DT_AGG_QUANTIZE:
		dt_cook_aggincr(dtp, fn, fidp, fn->dn_args->dn_list, 2);
		return;
	case DT_AGG_LQUANTIZE:
		incr = dt_cook_lquantize(fn, params);
		if (!new)
			dt_cook_lquantize_match(fn, agp->dtagd_params, params);
		dt_cook_aggincr(dtp, fn, fidp, incr, 5);
		break;
	case DT_AGG_LLQUANTIZE:
		incr = dt_cook_llquantize(fn, params);
		if (!new)
			dt_cook_llquantize_match(fn, agp->dtagd_params, params);
		dt_cook_aggincr(dtp, fn, fidp, incr, 6);
		break;
	default:
		return;
	}
	if (new) {
		memcpy(agp->dtagd_params, params, sizeof(params));
		agp->dtagd_nvals = dt_aggregate_nvals(agp->dtagd_func, params);
	}
}

/* The right-hand side: an aggregating function, with its arguments cooked. */
static dt_ident_t *
dt_cook_aggfunc(dtrace_hdl_t *dtp, dt_node_t *asgn)
{
	dt_node_t *agg = asgn->dn_left, *fn = asgn->dn_right;
	dt_ident_t *fidp = NULL;
	int n;

	if (fn->dn_kind == DT_NODE_FUNC &&
	    (fidp = dt_idhash_lookup(dtp->dt_globals, fn->dn_string)) == NULL)
		dnerror(fn, D_FUNC_UNDEF, "undefined function name: %s", fn->dn_string);
	if (fidp == NULL || fidp->di_kind != DT_IDENT_AGGFUNC)
		dnerror(asgn, D_AGG_FUNC, "@%s must be assigned the result of an "
		    "aggregating function", agg->dn_string);
	fn->dn_ident = fidp;
	fn->dn_args = dt_cook_arglist(dtp, fn->dn_args);
	n = dt_node_list_len(fn->dn_args);
	dt_cook_check_nargs(fn, fidp, n);
	if (fidp->di_id == DT_AGG_LQUANTIZE)
		dt_cook_aggparams_type(fn, fidp, n < 4 ? n - 1 : 3);
	else if (fidp->di_id == DT_AGG_LLQUANTIZE)
		dt_cook_aggparams_type(fn, fidp, 4);
	return fidp;
}

/* The aggregation's description, created by its first use. */
static dt_aggdesc_t *
dt_aggdesc_lookup(dtrace_hdl_t *dtp, dt_node_t *agg, dt_ident_t *fidp, int *newp)
{
	dt_ident_t *aidp = dt_idhash_lookup(dtp->dt_aggs, agg->dn_string);
	dt_aggdesc_t *agp;

	*newp = 0;
	if (aidp == NULL) {
		aidp = dt_idhash_insert(dtp->dt_aggs, agg->dn_string, DT_IDENT_AGG, 0, -1);
		if (aidp == NULL)
			xyerror(D_UNKNOWN, "out of memory");
		agp = dt_aggdesc_create(dtp, agg->dn_string);
		agp->dtagd_func = fidp->di_id;
		agp->dtagd_nvals = dt_aggregate_nvals(agp->dtagd_func, agp->dtagd_params);
		agp->dtagd_line = agg->dn_line;
		aidp->di_data = agp;
		*newp = 1;
	}
	agg->dn_ident = aidp;
	return aidp->di_data;
}

/* @name[keys] = aggfunc(args) */
void
dt_cook_aggregation(dtrace_hdl_t *dtp, dt_node_t *asgn)
{
	dt_node_t *agg = asgn->dn_left, *fn = asgn->dn_right;
	dt_ident_t *fidp = dt_cook_aggfunc(dtp, asgn);
	dt_aggdesc_t *agp;
	int new;

	dt_cook_aggkeys_dyn(dtp, agg);
	agg->dn_aggtup = dt_cook_arglist(dtp, agg->dn_aggtup);
	agp = dt_aggdesc_lookup(dtp, agg, fidp, &new);
	if (agp->dtagd_func != (dt_func_t)fidp->di_id)
		dnerror(asgn, D_AGG_REDEF, "aggregation redefined: @%s\n\t current: "
		    "@%s = %s( )\n\tprevious: @%s = %s( ) : line %d",
		    agp->dtagd_name, agp->dtagd_name, fidp->di_name,
		    agp->dtagd_name, dt_aggfunc_name(agp->dtagd_func),
		    agp->dtagd_line);
	if (new)
		dt_cook_aggkeys_new(dtp, agg, agp);
	else
		dt_cook_aggkeys_check(dtp, agg, agp);
	if (fn->dn_args != NULL && !dt_node_is_scalar(dtp, fn->dn_args))
		dnerror(fn, D_AGG_SCALAR, "%s( ) argument #1 must be of scalar type",
		    fidp->di_name);
	dt_cook_aggparams(dtp, fn, fidp, agp, new);
	if (agp->dtagd_nkeys > DT_VAR_MAXKEYS)	/* DTrace's code generator says */
		dt_liberror("Insufficient tuple registers to generate code");
}

/*
 * Actions on aggregations.
 */

/* Argument #argno of fn must name a known aggregation; returns it. */
static dt_aggdesc_t *
dt_cook_aggarg(dtrace_hdl_t *dtp, dt_node_t *fn, dt_node_t **argp, int argno,
    dt_errtag_t tag)
{
	dt_node_t *arg = *argp;
	dt_ident_t *aidp;
	char n[64];

	if (arg->dn_kind == DT_NODE_FUNC && (aidp = dt_idhash_lookup(
	    dtp->dt_globals, arg->dn_string)) != NULL &&
	    aidp->di_kind == DT_IDENT_AGGFUNC)	/* clear(count()): void */
		dt_cook_proto_mismatch(fn, tag, fn->dn_string, argno,
		    "aggregation", "void");
	if (arg->dn_kind != DT_NODE_AGG) {
		dt_node_t *next = arg->dn_list;

		arg = dt_cook_expr(dtp, arg);
		arg->dn_list = next;
		*argp = arg;
		dt_cook_proto_mismatch(fn, tag, fn->dn_string, argno, "aggregation",
		    dt_node_tname(arg, n, sizeof(n)));
	}
	if ((aidp = dt_idhash_lookup(dtp->dt_aggs, arg->dn_string)) == NULL)
		dnerror(arg, D_IDENT_UNDEF, "failed to resolve @%s: Unknown "
		    "variable name", arg->dn_string);
	arg->dn_ident = aidp;
	return aidp->di_data;
}

/* Several aggregations in one printa() must have matching keys. */
static void
dt_printa_keys_match(const dt_aggdesc_t *a, const dt_aggdesc_t *b)
{
	char n1[64], n2[64];
	uint32_t i;

	if (a->dtagd_nkeys != b->dtagd_nkeys)
		xyerror(D_PRINTA_AGGKEY, "printa( ): @%s and @%s do not have "
		    "matching key signatures: @%s has %u key%s, @%s has %u key%s",
		    a->dtagd_name, b->dtagd_name, a->dtagd_name, a->dtagd_nkeys,
		    a->dtagd_nkeys == 1 ? "" : "s", b->dtagd_name, b->dtagd_nkeys,
		    b->dtagd_nkeys == 1 ? "" : "s");
	for (i = 0; i < a->dtagd_nkeys; i++) {
		if (dt_aggkey_compat(&a->dtagd_keys[i], &b->dtagd_keys[i]))
			continue;
		xyerror(D_PRINTA_AGGPROTO, "printa( ): @%s[ ] key #%u is "
		    "incompatible with @%s:\n%9s key #%u: %s\n%9s key #%u: %s",
		    b->dtagd_name, i + 1, a->dtagd_name, a->dtagd_name, i + 1,
		    dt_type_name(a->dtagd_kctfp[i], a->dtagd_ktype[i], n1,
		    sizeof(n1)), b->dtagd_name, i + 1,
		    dt_type_name(b->dtagd_kctfp[i], b->dtagd_ktype[i], n2,
		    sizeof(n2)));
	}
}

/* printa( [format,] @a [, @b ...]) */
static void
dt_cook_printa(dtrace_hdl_t *dtp, dt_node_t *fn)
{
	dt_node_t **argp = &fn->dn_args, *fmt = NULL;
	int argc = dt_node_list_len(fn->dn_args), argr = 1, argno;
	dt_aggdesc_t *first = NULL, *agp;

	if (argc == 0)
		dnerror(fn, D_PROTO_LEN, "printa( ) prototype mismatch: 0 args "
		    "passed, at least 1 expected");
	if (fn->dn_args->dn_kind == DT_NODE_STRING) {
		fmt = fn->dn_args;
		dt_node_type_assign(fmt, dtp->dt_ddefs, dtp->dt_type_string);
		argp = &fmt->dn_list;
		argr = 2;
	}
	if (argc < argr)
		dnerror(fn, D_PRINTA_PROTO, "printa( ) prototype mismatch: %d args "
		    "passed, %d expected", argc, argr);
	for (argno = argr; *argp != NULL; argp = &(*argp)->dn_list, argno++) {
		agp = dt_cook_aggarg(dtp, fn, argp, argno, D_PRINTA_AGGARG);
		if (first == NULL)
			first = agp;
		else
			dt_printa_keys_match(first, agp);
	}
	if (fmt != NULL) {
		fn->dn_cg = dt_printf_create(dtp, fmt->dn_string);
		if (fn->dn_cg == NULL)
			dnerror(fn, D_PRINTF_ARG_FMT, "printa( ) format string is "
			    "invalid");
		dt_format_keep(dtp, fn->dn_cg);
		dt_printa_validate(dtp, fn->dn_cg, fn, first);
	}
}

/* DTrace's count check of void(@), void(@, uint64_t), void(@, [int64_t]). */
static void
dt_cook_aggact_nargs(const dt_node_t *fn, dt_errtag_t tag, int argc, int min,
    int max)
{
	if (argc >= min && argc <= max)
		return;
	dnerror(fn, tag, "%s( ) prototype mismatch: %d arg%s passed, %s%d "
	    "expected", fn->dn_string, argc, argc == 1 ? "" : "s",
	    min == max ? "" : argc < min ? "at least " : "at most ",
	    argc < min ? min : max);
}

/* clear(@a), denormalize(@a) */
static void
dt_cook_clear(dtrace_hdl_t *dtp, dt_node_t *fn, dt_errtag_t prototag,
    dt_errtag_t argtag)
{
	int argc = dt_node_list_len(fn->dn_args);

	dt_cook_aggact_nargs(fn, prototag, argc, 1, 1);
	(void) dt_cook_aggarg(dtp, fn, &fn->dn_args, 1, argtag);
}

/*
 * normalize(@a, n), trunc(@a [, n]): the second argument is checked against
 * DTrace's prototypes, void(@, uint64_t) and void(@, [int64_t]): an
 * integer (D_PROTO_ARG, "aggregation" for an aggregation).
 */
static void
dt_cook_aggact_scalar(dtrace_hdl_t *dtp, dt_node_t *fn, dt_errtag_t argtag,
    const char *want)
{
	dt_node_t *n = fn->dn_args->dn_list;
	char buf[128];

	(void) dt_cook_aggarg(dtp, fn, &fn->dn_args, 1, argtag);
	if (n == NULL)
		return;
	if (n->dn_kind == DT_NODE_AGG)
		dt_cook_proto_mismatch(fn, D_PROTO_ARG, fn->dn_string, 2, want,
		    "aggregation");
	n = dt_cook_expr(dtp, n);
	fn->dn_args->dn_list = n;
	if (!dt_node_is_integer(n))
		dt_cook_proto_mismatch(fn, D_PROTO_ARG, fn->dn_string, 2, want,
		    dt_type_name(n->dn_ctfp, n->dn_type, buf, sizeof(buf)));
}

void
dt_cook_aggact(dtrace_hdl_t *dtp, dt_node_t *fn)
{
	int argc = dt_node_list_len(fn->dn_args);

	switch (fn->dn_ident->di_id) {
	case DT_ACT_PRINTA:
		dt_cook_printa(dtp, fn);
		break;
	case DT_ACT_CLEAR:
		dt_cook_clear(dtp, fn, D_PROTO_LEN, D_CLEAR_AGGARG);
		break;
	case DT_ACT_DENORMALIZE:
		dt_cook_clear(dtp, fn, D_PROTO_LEN, D_NORMALIZE_AGGARG);
		break;
	case DT_ACT_NORMALIZE:
		dt_cook_aggact_nargs(fn, D_PROTO_LEN, argc, 2, 2);
		dt_cook_aggact_scalar(dtp, fn, D_NORMALIZE_AGGARG, "uint64_t");
		break;
	case DT_ACT_TRUNC:
		dt_cook_aggact_nargs(fn, D_PROTO_LEN, argc, 1, 2);
		dt_cook_aggact_scalar(dtp, fn, D_TRUNC_AGGARG, "int64_t");
		break;
	default:
		dnerror(fn, D_NOT_SUPPORTED, "%s( ) is not supported yet",
		    fn->dn_ident->di_name);
	}
}

/*
 * An aggregation anywhere else.  @a must exist unless it is subscripted
 * (DTrace creates a subscripted aggregation on sight); as a statement of its
 * own it has no effect, and it has no value to use in an expression.
 */
void
dt_cook_aggref(dtrace_hdl_t *dtp, dt_node_t *agg)
{
	if (agg->dn_aggtup == NULL &&
	    dt_idhash_lookup(dtp->dt_aggs, agg->dn_string) == NULL)
		dnerror(agg, D_IDENT_UNDEF, "failed to resolve @%s: Unknown "
		    "variable name", agg->dn_string);
}

void
dt_cook_aggstmt(dtrace_hdl_t *dtp, dt_node_t *agg)
{
	dt_cook_aggref(dtp, agg);
	dnerror(agg, D_AGG_NULL, "expression has null effect: @%s", agg->dn_string);
}

void
dt_cook_aggvalue(dtrace_hdl_t *dtp, dt_node_t *agg)
{
	dt_cook_aggref(dtp, agg);
	dnerror(agg, D_OP_DYN, "aggregation @%s may not be used as a value: it "
	    "is of dynamic type", agg->dn_string);
}

/* ---- the values an aggregation keeps per key (its layout) ---- */

/* lquantize parameters: [0] base, [1] limit, [2] step. */
int
dt_lquant_levels(const int64_t *params)
{
	if (params[2] <= 0 || params[1] <= params[0])
		return 0;
	return (int)((params[1] - params[0]) / params[2]);
}

/* llquantize parameters: [0] factor, [1] low magnitude, [2] high, [3] steps. */
int
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

/*
 * The same, but an aggregation is left as it is, for the caller to refuse
 * with its own message (printf's conversions: "argument: aggregation").
 */
dt_node_t *
dt_cook_arglist_dyn(dtrace_hdl_t *dtp, dt_node_t *args)
{
	dt_node_t *head = args, *dnp, *prev = NULL;

	for (dnp = args; dnp != NULL; prev = dnp, dnp = dnp->dn_list) {
		dt_node_t *next = dnp->dn_list;

		if (dnp->dn_kind == DT_NODE_AGG) {
			dt_cook_aggref(dtp, dnp);
			continue;
		}
		dnp = dt_cook_expr(dtp, dnp);
		dnp->dn_list = next;
		if (prev == NULL)
			head = dnp;
		else
			prev->dn_list = dnp;
	}
	return head;
}
