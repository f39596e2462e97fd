/*
 * dt_cook.c: the semantic pass of the D compiler.
 *
 * The grammar leaves a tree with names and operators but no types.  Cooking
 * walks it bottom-up: each expression node gets a D type (dt_node_type_assign),
 * identifiers are bound to dt_ident_t (built-in variables, subroutines, user
 * variables), operands get DTrace's usual arithmetic conversions (C's
 * without promotion of char and short to int), constant operands are
 * folded into one integer constant (so "1/0" is caught here, as DTrace does),
 * and statements are checked: actions get the arguments they take, printf
 * formats are checked against their arguments (dt_printf.c), aggregation
 * assignments name an aggregating function and consistent keys.
 *
 * The pass is split by concern: this file has expressions, statements and
 * clauses; subroutine calls, actions and aggregations are cooked in
 * dt_cook_subr.c, dt_cook_act.c and dt_cook_agg.c.
 *
 * What the language has but the code generator does not do yet is refused
 * here with one D_NOT_SUPPORTED error that names the construct, so no
 * half-compiled program reaches the kernel.
 */
#include <string.h>
#include <stdlib.h>
#include "dt_impl.h"
#include "dt_type.h"
#include "dt_cook.h"

static dt_node_t *dt_cook(dtrace_hdl_t *dtp, dt_node_t *dnp);

static dt_node_t *
dt_cook_int(dtrace_hdl_t *dtp, dt_node_t *dnp)
{
	dtrace_typeinfo_t ti;
	int is_long = (dnp->dn_flags & DT_NF_INT_LL) ? 2 :
	    (dnp->dn_flags & DT_NF_INT_L) ? 1 : 0;

	if (dnp->dn_ctfp != NULL)	/* already typed (char constants, casts) */
		return dnp;
	dt_type_int_const(dtp, dnp->dn_value, (dnp->dn_flags & DT_NF_INT_U) != 0,
	    is_long, &ti);
	dt_node_type_assign(dnp, ti.dtt_ctfp, ti.dtt_type);
	return dnp;
}

static uint64_t
dt_cook_fold2(dtrace_hdl_t *dtp, dt_node_t *dnp, dt_op_t op, uint64_t l,
    uint64_t r, int is_signed)
{
	int64_t sl = (int64_t)l, sr = (int64_t)r;

	switch (op) {
	case DT_OP_ADD: return l + r;
	case DT_OP_SUB: return l - r;
	case DT_OP_MUL: return l * r;
	case DT_OP_DIV:
	case DT_OP_MOD:
		if (r == 0)
			dnerror(dnp, D_DIV_ZERO, "expression contains division by zero");
		if (is_signed) {
			if (sr == -1)	/* avoid INT64_MIN / -1 trapping */
				return op == DT_OP_DIV ? (uint64_t)0 - l : 0;
			return op == DT_OP_DIV ? (uint64_t)(sl / sr) : (uint64_t)(sl % sr);
		}
		return op == DT_OP_DIV ? l / r : l % r;
	case DT_OP_BAND: return l & r;
	case DT_OP_BOR: return l | r;
	case DT_OP_XOR: return l ^ r;
	case DT_OP_LSH: return r >= 64 ? 0 : l << r;
	case DT_OP_RSH:
		if (is_signed)
			return (uint64_t)(sl >> (r >= 64 ? 63 : r));
		return r >= 64 ? 0 : l >> r;
	case DT_OP_EQU: return l == r;
	case DT_OP_NEQ: return l != r;
	case DT_OP_LT: return is_signed ? sl < sr : l < r;
	case DT_OP_LE: return is_signed ? sl <= sr : l <= r;
	case DT_OP_GT: return is_signed ? sl > sr : l > r;
	case DT_OP_GE: return is_signed ? sl >= sr : l >= r;
	case DT_OP_LAND: return l && r;
	case DT_OP_LOR: return l || r;
	case DT_OP_LXOR: return !l != !r;
	default: return 0;
	}
}

static int
dt_op_is_compare(dt_op_t op)
{
	return op == DT_OP_EQU || op == DT_OP_NEQ || op == DT_OP_LT ||
	    op == DT_OP_LE || op == DT_OP_GT || op == DT_OP_GE;
}

static int
dt_op_is_logical(dt_op_t op)
{
	return op == DT_OP_LAND || op == DT_OP_LOR || op == DT_OP_LXOR;
}

static void
dt_cook_need_int(const dt_node_t *op, const dt_node_t *arg)
{
	if (!dt_node_is_integer(arg))
		dnerror(op, D_OP_INT, "operator %s requires operands of integral type",
		    dt_op_name(op->dn_op));
}

static void
dt_cook_need_scalar(dtrace_hdl_t *dtp, const dt_node_t *op, const dt_node_t *arg)
{
	if (!dt_node_is_scalar(dtp, arg))
		dnerror(op, D_OP_SCALAR, "operator %s requires operands of scalar type",
		    dt_op_name(op->dn_op));
}

/*
 * A comparison with a string operand compares strings (dt_cg_strcmp());
 * the other operand must be comparable with a string, as in DTrace:
 *	operands have incompatible types: "string" == "int"
 */
static dt_node_t *
dt_cook_strcmp(dtrace_hdl_t *dtp, dt_node_t *dnp, dt_node_t *l, dt_node_t *r)
{
	if (!dt_node_is_strcompat(dtp, l) || !dt_node_is_strcompat(dtp, r))
		dt_cook_incompat(dnp, l, r);
	dt_node_type_assign(dnp, dtp->dt_ddefs, dtp->dt_type_int);
	return dnp;
}

/* Arithmetic, bitwise, shifts, comparisons and logical operators. */
/*
 * An aggregation as an operand of an arithmetic, bitwise or relational
 * operator is of dynamic type, compatible with nothing: DTrace's
 *	operands have incompatible types: "aggregation" + "int"
 */
static void
dt_cook_binary_dyn(dtrace_hdl_t *dtp, dt_node_t *dnp)
{
	dt_node_t *l = dnp->dn_left, *r = dnp->dn_right;
	char n1[128], n2[128];

	if (dt_op_is_logical(dnp->dn_op) || (l->dn_kind != DT_NODE_AGG &&
	    r->dn_kind != DT_NODE_AGG))
		return;
	if (l->dn_kind == DT_NODE_AGG)
		dt_cook_aggref(dtp, l);
	else
		l = dnp->dn_left = dt_cook(dtp, l);
	if (r->dn_kind == DT_NODE_AGG)
		dt_cook_aggref(dtp, r);
	else
		r = dnp->dn_right = dt_cook(dtp, r);
	dnerror(dnp, D_OP_INCOMPAT, "operands have incompatible types: \"%s\" "
	    "%s \"%s\"", l->dn_kind == DT_NODE_AGG ? "aggregation" :
	    dt_type_name(l->dn_ctfp, l->dn_type, n1, sizeof(n1)),
	    dt_op_name(dnp->dn_op), r->dn_kind == DT_NODE_AGG ? "aggregation" :
	    dt_type_name(r->dn_ctfp, r->dn_type, n2, sizeof(n2)));
}

static int dt_cook_is_dstring(dtrace_hdl_t *, ctf_dict_t *, ctf_id_t);

/*
 * + and - with a string operand: as in DTrace, D treats the string as a
 * pointer to its first char.  string + int, int + string and string - int
 * are the string that many chars further ("abc" + 1 is "bc"); string -
 * string is their distance (ptrdiff_t); anything else is DTrace's
 * D_OP_INCOMPAT.  Returns NULL when neither operand is a string.
 */
static dt_node_t *
dt_cook_strarith(dtrace_hdl_t *dtp, dt_node_t *dnp, dt_node_t *l, dt_node_t *r)
{
	int ls = dt_cook_is_dstring(dtp, l->dn_ctfp, l->dn_type);
	int rs = dt_cook_is_dstring(dtp, r->dn_ctfp, r->dn_type);
	dt_node_t *s = ls ? l : r;

	if (!ls && !rs)
		return NULL;
	if (ls && rs && dnp->dn_op == DT_OP_SUB) {
		dt_node_type_assign(dnp, dtp->dt_ddefs, dtp->dt_type_long);
		dnp->dn_flags |= DT_NF_SIGNED;
		return dnp;
	}
	if ((ls && rs) || !dt_node_is_integer(ls ? r : l) ||
	    (rs && dnp->dn_op == DT_OP_SUB))
		dt_cook_incompat(dnp, l, r);
	dt_node_type_assign(dnp, s->dn_ctfp, s->dn_type);
	return dnp;
}

static dt_node_t *
dt_cook_binary(dtrace_hdl_t *dtp, dt_node_t *dnp)
{
	dt_op_t op = dnp->dn_op;
	dt_node_t *l, *r;
	dtrace_typeinfo_t ti;
	int is_signed;

	dt_cook_binary_dyn(dtp, dnp);
	l = dnp->dn_left = dt_cook(dtp, dnp->dn_left);
	r = dnp->dn_right = dt_cook(dtp, dnp->dn_right);

	if (op == DT_OP_ADD || op == DT_OP_SUB) {	/* arr + 1 */
		l = dnp->dn_left = dt_cook_decay(dtp, l);
		r = dnp->dn_right = dt_cook_decay(dtp, r);
		/* no arithmetic on floating-point values (DTrace's message) */
		if (dt_node_is_float(l) || dt_node_is_float(r))
			dt_cook_incompat(dnp, l, r);
		if (dt_cook_strarith(dtp, dnp, l, r) != NULL)
			return dnp;
	}
	if ((op == DT_OP_MUL || op == DT_OP_DIV) &&
	    (dt_node_is_float(l) || dt_node_is_float(r)))
		dnerror(dnp, D_OP_ARITH, "operator %s requires operands of "
		    "arithmetic type", dt_op_name(op));
	if (dt_op_is_logical(op)) {
		dt_cook_need_scalar(dtp, dnp, l);
		dt_cook_need_scalar(dtp, dnp, r);
		ti.dtt_ctfp = dtp->dt_ddefs;
		ti.dtt_type = dtp->dt_type_int;
	} else if (dt_op_is_compare(op)) {
		if (dt_node_is_string(dtp, l) || dt_node_is_string(dtp, r))
			return dt_cook_strcmp(dtp, dnp, l, r);
		dt_cook_need_scalar(dtp, dnp, l);
		dt_cook_need_scalar(dtp, dnp, r);
		dt_type_promote(dtp, l->dn_ctfp, l->dn_type, r->dn_ctfp, r->dn_type, &ti);
		is_signed = dt_type_is_signed(ti.dtt_ctfp, ti.dtt_type) &&
		    !dt_node_is_pointer(l) && !dt_node_is_pointer(r);
		ti.dtt_ctfp = dtp->dt_ddefs;
		ti.dtt_type = dtp->dt_type_int;
		if (DT_NODE_IS_CONST(l) && DT_NODE_IS_CONST(r))
			return dt_cook_make_const(dtp, dnp, dt_cook_fold2(dtp, dnp, op,
			    l->dn_value, r->dn_value, is_signed), ti.dtt_ctfp, ti.dtt_type);
		/* Remember the comparison's signedness for the code generator. */
		dt_node_type_assign(dnp, ti.dtt_ctfp, ti.dtt_type);
		if (is_signed)
			dnp->dn_flags |= DT_NF_SCMP;
		return dnp;
	} else if ((op == DT_OP_ADD || op == DT_OP_SUB) &&
	    (dt_node_is_pointer(l) || dt_node_is_pointer(r))) {
		return dt_cook_ptrarith(dtp, dnp);
	} else {
		dt_cook_need_int(dnp, l);
		dt_cook_need_int(dnp, r);
		if (op == DT_OP_LSH || op == DT_OP_RSH) {
			ti.dtt_ctfp = l->dn_ctfp;	/* the left operand's */
			ti.dtt_type = l->dn_type;
		} else
			dt_type_promote(dtp, l->dn_ctfp, l->dn_type, r->dn_ctfp,
			    r->dn_type, &ti);
	}
	is_signed = dt_type_is_signed(ti.dtt_ctfp, ti.dtt_type);
	if (DT_NODE_IS_CONST(l) && DT_NODE_IS_CONST(r))
		return dt_cook_fold_const(dnp, dt_cook_fold2(dtp, dnp, op,
		    l->dn_value, r->dn_value, is_signed), ti.dtt_ctfp, ti.dtt_type);
	if ((op == DT_OP_DIV || op == DT_OP_MOD) && DT_NODE_IS_CONST(r) &&
	    r->dn_value == 0)
		dnerror(dnp, D_DIV_ZERO, "expression contains division by zero");
	dt_node_type_assign(dnp, ti.dtt_ctfp, ti.dtt_type);
	return dnp;
}

/* DTrace's D_CAST_INVAL: "invalid cast expression: "from" to "to"". */
static void
dt_cook_cast_inval(const dt_node_t *dnp, const dt_node_t *e,
    const dtrace_typeinfo_t *ti)
{
	char from[128], to[128];

	dnerror(dnp, D_CAST_INVAL, "invalid cast expression: \"%s\" to \"%s\"",
	    dt_type_name(e->dn_ctfp, e->dn_type, from, sizeof(from)),
	    dt_type_name(ti->dtt_ctfp, ti->dtt_type, to, sizeof(to)));
}

static dt_node_t *
dt_cook_cast(dtrace_hdl_t *dtp, dt_node_t *dnp)
{
	dtrace_typeinfo_t ti;
	dt_node_t *e;
	int xlate = dt_xlate_is(dnp->dn_right);

	if (dnp->dn_left == NULL) {
		/*
		 * A conversion to an inline's type made by dt_cook_inline(),
		 * typed already: met again when the inline is used in another
		 * inline's definition, whose copy is cooked once more.
		 */
		dnp->dn_right = dt_cook(dtp, dnp->dn_right);
		return dnp;
	}
	dt_type_from_tname(dtp, dnp->dn_left, dnp->dn_left->dn_tname, &ti);
	e = dnp->dn_right = dt_cook(dtp, dnp->dn_right);
	if (xlate)		/* translated data cannot be cast, as in DTrace */
		dt_cook_cast_inval(dnp, e, &ti);
	if (dt_type_is_scalar(dtp, ti.dtt_ctfp, ti.dtt_type))	/* (char *)arr */
		e = dnp->dn_right = dt_cook_decay(dtp, e);
	if (dt_type_is_void(ti.dtt_ctfp, ti.dtt_type)) {
		dt_node_type_assign(dnp, ti.dtt_ctfp, ti.dtt_type);
		return dnp;
	}
	if (!dt_type_is_scalar(dtp, ti.dtt_ctfp, ti.dtt_type)) {
		/* a string, or (as DTrace's) a struct to its own type */
		if (dt_cook_is_dstring(dtp, ti.dtt_ctfp, ti.dtt_type) &&
		    dt_node_is_string(dtp, e) &&
		    !dt_cook_is_dstring(dtp, e->dn_ctfp, e->dn_type)) {
			/* (string)chararray: a string, as trace() shows */
			dt_node_type_assign(dnp, ti.dtt_ctfp, ti.dtt_type);
			return dnp;
		}
		if ((dt_type_is_string(dtp, ti.dtt_ctfp, ti.dtt_type) &&
		    dt_node_is_string(dtp, e)) || (!dt_node_is_scalar(dtp, e) &&
		    dt_type_compat(dtp, ti.dtt_ctfp, ti.dtt_type, e->dn_ctfp,
		    e->dn_type)))
			return e;
		/* (string)p, (string)arg0: the string at that address */
		if (dt_type_is_string(dtp, ti.dtt_ctfp, ti.dtt_type) &&
		    dt_node_is_scalar(dtp, e)) {
			dt_node_type_assign(dnp, ti.dtt_ctfp, ti.dtt_type);
			return dnp;
		}
		dt_cook_cast_inval(dnp, e, &ti);
	}
	if (!dt_node_is_scalar(dtp, e))
		dt_cook_cast_inval(dnp, e, &ti);
	dt_node_type_assign(dnp, ti.dtt_ctfp, ti.dtt_type);
	if (DT_NODE_IS_CONST(e))
		return dt_cook_cast_changes(dtp, e, dnp) ?
		    dt_cook_make_const(dtp, dnp, e->dn_value, ti.dtt_ctfp,
		    ti.dtt_type) : dt_cook_fold_const(dnp, e->dn_value,
		    ti.dtt_ctfp, ti.dtt_type);
	return dnp;
}

/*
 * sizeof of an expression: a string constant is its characters and the NUL
 * (sizeof("abc") is 4), another string (a variable, a subroutine's result)
 * is strsize, as in DTrace, though it takes strsize + 1 bytes here.
 */
static int
dt_cook_is_dstring(dtrace_hdl_t *dtp, ctf_dict_t *fp, ctf_id_t type)
{
	return fp == dtp->dt_ddefs && ctf_type_resolve(fp, type) ==
	    ctf_type_resolve(fp, dtp->dt_type_string);	/* not a char [] */
}

static size_t
dt_cook_sizeof_expr(dtrace_hdl_t *dtp, const dt_node_t *e)
{
	if (e->dn_kind == DT_NODE_STRING)
		return strlen(e->dn_string) + 1;
	if (dt_cook_is_dstring(dtp, e->dn_ctfp, e->dn_type))
		return (size_t)dt_strbytes(dtp) - 1;
	return dt_node_size(dtp, e);
}

static dt_node_t *
dt_cook_sizeof(dtrace_hdl_t *dtp, dt_node_t *dnp)
{
	dtrace_typeinfo_t ti, sz;
	size_t size;

	if (dnp->dn_op == DT_OP_SIZEOF_TYPE) {
		dt_type_from_tname(dtp, dnp->dn_child, dnp->dn_child->dn_tname, &ti);
		size = dt_type_size(dtp, ti.dtt_ctfp, ti.dtt_type);
		if (size == 0 || dt_type_is_void(ti.dtt_ctfp, ti.dtt_type))
			dnerror(dnp, D_SIZEOF_TYPE, "cannot apply sizeof to an "
			    "operand of unknown size");
		if (dt_cook_is_dstring(dtp, ti.dtt_ctfp, ti.dtt_type))
			size = (size_t)dt_strbytes(dtp) - 1;	/* strsize */
	} else {
		dt_node_t *e = dnp->dn_child = dt_cook(dtp, dnp->dn_child);

		if (e->dn_flags & DT_NF_BITFIELD)
			dnerror(dnp, D_SIZEOF_BITFIELD, "cannot apply sizeof to a "
			    "bit-field");
		size = dt_cook_sizeof_expr(dtp, e);
	}
	dt_type_lookup(dtp, "size_t", &sz);
	return dt_cook_make_const(dtp, dnp, size, sz.dtt_ctfp, sz.dtt_type);
}

static dt_node_t *
dt_cook_unary(dtrace_hdl_t *dtp, dt_node_t *dnp)
{
	dt_op_t op = dnp->dn_op;
	dt_node_t *e;
	dtrace_typeinfo_t ti;
	uint64_t v;

	switch (op) {
	case DT_OP_SIZEOF:
	case DT_OP_SIZEOF_TYPE:
		return dt_cook_sizeof(dtp, dnp);
	case DT_OP_PREINC: case DT_OP_PREDEC:
	case DT_OP_POSTINC: case DT_OP_POSTDEC:
		return dt_cook_assign(dtp, dnp);
	case DT_OP_DEREF:
	case DT_OP_ADDROF:
		return dt_cook_ptrop1(dtp, dnp);
	case DT_OP_STRINGOF:
		return dt_cook_stringof(dtp, dnp);
	default:
		break;
	}
	e = dnp->dn_child = dt_cook(dtp, dnp->dn_child);
	if (op == DT_OP_LNEG) {
		if (!dt_node_is_scalar(dtp, e))
			dnerror(dnp, D_OP_SCALAR, "operator %s requires an operand "
			    "of scalar type", dt_op_name(op));
		ti.dtt_ctfp = dtp->dt_ddefs;
		ti.dtt_type = dtp->dt_type_int;
	} else {
		if (op != DT_OP_BNEG && !dt_node_is_integer(e) &&
		    !dt_node_is_float(e))
			dnerror(dnp, D_OP_ARITH, "operator %s requires an operand "
			    "of arithmetic type", dt_op_name(op));
		if (!dt_node_is_integer(e))
			dnerror(dnp, D_OP_INT, "operator %s requires an operand of "
			    "integral type", dt_op_name(op));
		ti.dtt_ctfp = e->dn_ctfp;	/* no promotion in D */
		ti.dtt_type = e->dn_type;
	}
	if (DT_NODE_IS_CONST(e)) {
		/* in 64 bits, but -x of an unsigned x is cut to its size */
		v = e->dn_value;
		v = op == DT_OP_INEG ? (uint64_t)0 - v : op == DT_OP_BNEG ? ~v :
		    op == DT_OP_LNEG ? !v : v;
		if (op == DT_OP_INEG && !(e->dn_flags & DT_NF_SIGNED))
			return dt_cook_make_const(dtp, dnp, v, ti.dtt_ctfp,
			    ti.dtt_type);
		return dt_cook_fold_const(dnp, v, ti.dtt_ctfp, ti.dtt_type);
	}
	dt_node_type_assign(dnp, ti.dtt_ctfp, ti.dtt_type);
	return dnp;
}

static dt_node_t *
dt_cook_ternary(dtrace_hdl_t *dtp, dt_node_t *dnp)
{
	dt_node_t *c = dnp->dn_expr = dt_cook(dtp, dnp->dn_expr);
	dt_node_t *l = dnp->dn_left = dt_cook(dtp, dnp->dn_left);
	dt_node_t *r = dnp->dn_right = dt_cook(dtp, dnp->dn_right);
	dtrace_typeinfo_t ti;

	if ((l->dn_flags | r->dn_flags) & DT_NF_ACTVAL)
		dnerror(dnp, D_OP_ACT, "action cannot be used in a conditional "
		    "context");

	if (!dt_node_is_scalar(dtp, c))
		dnerror(dnp, D_OP_SCALAR, "operator ?: expression must be of scalar type");
	if (dt_node_is_string(dtp, l) && dt_node_is_string(dtp, r)) {
		if (DT_NODE_IS_CONST(c))
			return c->dn_value ? l : r;
		dt_node_type_assign(dnp, dtp->dt_ddefs, dtp->dt_type_string);
		return dnp;
	}
	if (!dt_node_is_scalar(dtp, l) || !dt_node_is_scalar(dtp, r))
		dnerror(dnp, D_OP_INCOMPAT, "operator ?: operands must have compatible types");
	if (DT_NODE_IS_CONST(c))
		return c->dn_value ? l : r;
	dt_type_promote(dtp, l->dn_ctfp, l->dn_type, r->dn_ctfp, r->dn_type, &ti);
	dt_node_type_assign(dnp, ti.dtt_ctfp, ti.dtt_type);
	return dnp;
}

static dt_node_t *
dt_cook_op2(dtrace_hdl_t *dtp, dt_node_t *dnp)
{
	dt_node_t *x;

	switch (dnp->dn_op) {
	case DT_OP_ASGN: case DT_OP_ADD_EQ: case DT_OP_SUB_EQ: case DT_OP_MUL_EQ:
	case DT_OP_DIV_EQ: case DT_OP_MOD_EQ: case DT_OP_AND_EQ: case DT_OP_XOR_EQ:
	case DT_OP_OR_EQ: case DT_OP_LSH_EQ: case DT_OP_RSH_EQ:
		return dt_cook_assign(dtp, dnp);
	case DT_OP_COMMA:
		dnp->dn_left = dt_cook(dtp, dnp->dn_left);
		dnp->dn_right = dt_cook(dtp, dnp->dn_right);
		dt_node_type_assign(dnp, dnp->dn_right->dn_ctfp, dnp->dn_right->dn_type);
		return dnp;
	case DT_OP_CAST:
		return dt_cook_cast(dtp, dnp);
	case DT_OP_INDEX:
		if (dnp->dn_left->dn_kind == DT_NODE_IDENT &&
		    strcmp(dnp->dn_left->dn_string, "uregs") == 0)
			return dt_cook_uregs(dtp, dnp);		/* dt_cook_uregs.c */
		if (dnp->dn_left->dn_kind == DT_NODE_IDENT &&
		    strcmp(dnp->dn_left->dn_string, "args") == 0)
			return dt_cook_args(dtp, dnp);
		if ((x = dt_cook_inline_index(dtp, dnp)) != NULL) /* fds[0] */
			return x;
		if (dt_cook_var_is_assoc(dtp, dnp))
			return dt_cook_var_index(dtp, dnp, NULL);
		return dt_cook_subscript(dtp, dnp);
	case DT_OP_DOT:
		return dt_cook_member(dtp, dnp);
	case DT_OP_PTR:
		if (dnp->dn_left->dn_kind == DT_NODE_IDENT &&
		    (strcmp(dnp->dn_left->dn_string, "self") == 0 ||
		    strcmp(dnp->dn_left->dn_string, "this") == 0))
			return dt_cook_var_member(dtp, dnp, NULL);
		return dt_cook_member(dtp, dnp);
	case DT_OP_XLATE:
		return dt_xlate_value(dtp, dnp, 0);
	case DT_OP_OFFSETOF:
		return dt_cook_offsetof(dtp, dnp);
	default:
		break;
	}
	return dt_cook_binary(dtp, dnp);
}

static dt_node_t *
dt_cook1(dtrace_hdl_t *dtp, dt_node_t *dnp)
{
	yypcb->pcb_lineno = dnp->dn_line;
	switch (dnp->dn_kind) {
	case DT_NODE_INT:
		return dt_cook_int(dtp, dnp);
	case DT_NODE_STRING:
		dt_node_type_assign(dnp, dtp->dt_ddefs, dtp->dt_type_string);
		return dnp;
	case DT_NODE_IDENT:
		return dt_cook_var_ident(dtp, dnp, NULL);
	case DT_NODE_VAR:
		return dnp;
	case DT_NODE_FUNC:
		return dt_cook_func(dtp, dnp);
	case DT_NODE_OP1:
		return dt_cook_unary(dtp, dnp);
	case DT_NODE_OP2:
		return dt_cook_op2(dtp, dnp);
	case DT_NODE_OP3:
		return dt_cook_ternary(dtp, dnp);
	case DT_NODE_AGG:
		dt_cook_aggvalue(dtp, dnp);
		/* FALLTHROUGH */
	default:
		dnerror(dnp, D_SYNTAX, "%s is not an expression",
		    dt_node_kind_name(dnp->dn_kind));
	}
}

/* Cook a node, then note where its pointers point (alloca() memory). */
static dt_node_t *
dt_cook(dtrace_hdl_t *dtp, dt_node_t *dnp)
{
	return dt_cook_alloca(dtp, dt_cook1(dtp, dnp));
}

/* The walker that every dt_cook_expr() reaches (dtp->dt_cook_node). */
dt_node_t *
dt_cook_walk(dtrace_hdl_t *dtp, dt_node_t *dnp)
{
	return dt_cook(dtp, dnp);
}

static void dt_cook_stmts(dtrace_hdl_t *dtp, dt_node_t *list);

static void
dt_cook_stmt(dtrace_hdl_t *dtp, dt_node_t *stmt)
{
	dt_node_t *e;
	dt_ident_t *idp;

	yypcb->pcb_lineno = stmt->dn_line;
	switch (stmt->dn_kind) {
	case DT_NODE_EMPTY:
		return;
	case DT_NODE_IF:
		stmt->dn_expr = dt_cook(dtp, stmt->dn_expr);
		dt_cook_actval_check(stmt->dn_expr);
		if (!dt_node_is_scalar(dtp, stmt->dn_expr))
			dnerror(stmt, D_OP_SCALAR, "if condition must be of scalar type");
		dt_cook_stmts(dtp, stmt->dn_left);
		dt_cook_stmts(dtp, stmt->dn_right);
		return;
	case DT_NODE_DECL:
		dt_cook_notsup(stmt, "a declaration inside a clause");
		return;
	case DT_NODE_DEXPR:
		break;
	default:
		dnerror(stmt, D_SYNTAX, "%s is not a statement",
		    dt_node_kind_name(stmt->dn_kind));
	}
	e = stmt->dn_expr;
	if (e->dn_kind == DT_NODE_FUNC &&
	    (idp = dt_idhash_lookup(dtp->dt_globals, e->dn_string)) != NULL &&
	    idp->di_kind == DT_IDENT_ACTFUNC) {
		dt_cook_action(dtp, e);
		for (e = e->dn_args; e != NULL; e = e->dn_list)
			dt_cook_actval_check(e);
		return;
	}
	if (e->dn_kind == DT_NODE_OP2 && e->dn_op == DT_OP_ASGN &&
	    e->dn_left->dn_kind == DT_NODE_AGG) {
		dt_cook_aggregation(dtp, e);
		return;
	}
	if (e->dn_kind == DT_NODE_AGG)
		dt_cook_aggstmt(dtp, e);
	stmt->dn_expr = dt_cook(dtp, e);
	dt_cook_actval_check(stmt->dn_expr);
}

static void
dt_cook_stmts(dtrace_hdl_t *dtp, dt_node_t *list)
{
	for (; list != NULL; list = list->dn_list)
		dt_cook_stmt(dtp, list);
}

static void
dt_cook_pred(dtrace_hdl_t *dtp, dt_node_t *clause)
{
	if (clause->dn_pred == NULL)
		return;
	yypcb->pcb_region = "predicate";
	clause->dn_pred = dt_cook(dtp, clause->dn_pred);
	dt_cook_actval_check(clause->dn_pred);
	if (!dt_node_is_scalar(dtp, clause->dn_pred))	/* at the clause's end */
		dt_lnerror((int)clause->dn_value, D_PRED_SCALAR,
		    "predicate result must be of scalar type");
	yypcb->pcb_region = NULL;
}

static void
dt_cook_acts(dtrace_hdl_t *dtp, dt_node_t *clause)
{
	yypcb->pcb_region = "action list";
	dt_cook_stmts(dtp, clause->dn_acts);
	yypcb->pcb_region = NULL;
}

/*
 * As DTrace does: the actions first, then the predicate, so that
 *	/self->ts == 0/ { self->ts = timestamp; }
 * may test a variable its own actions create.  If the actions read a
 * variable nothing has created yet, the predicate is cooked first and the
 * actions again (re-cooking what was cooked is harmless), and only then is
 * an undefined variable an error.
 */
void
dt_cook_clause(dtrace_hdl_t *dtp, dt_node_t *clause)
{
	jmp_buf saved;

	yypcb->pcb_clause = clause;
	memcpy(saved, yypcb->pcb_jmpbuf, sizeof(jmp_buf));
	if (setjmp(yypcb->pcb_jmpbuf) == 0) {
		dt_cook_acts(dtp, clause);
		memcpy(yypcb->pcb_jmpbuf, saved, sizeof(jmp_buf));
		dt_cook_pred(dtp, clause);
		return;
	}
	memcpy(yypcb->pcb_jmpbuf, saved, sizeof(jmp_buf));
	if (dtp->dt_errtag != D_IDENT_UNDEF && dtp->dt_errtag != D_VAR_UNDEF)
		longjmp(yypcb->pcb_jmpbuf, EDT_COMPILER);
	dt_cook_pred(dtp, clause);
	dt_cook_acts(dtp, clause);
}
