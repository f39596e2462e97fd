/*
 * dt_cook_core.c: what every part of the cook pass checks and builds with:
 * the kind of a node's type (integer, string, pointer, scalar ...), integer
 * constants and their folding into a type, casts that change bits, the
 * decay of an array into a pointer, argument lists and DTrace's prototype
 * messages; the kind of a node (stack() and the symbol functions, an
 * uncooked xlate<T>(e)) and the substitution of an expression for an
 * identifier in a tree (a translator's parameter, an inline's).
 *
 * The cook pass is split by concern (dt_cook_var.c, dt_cook_subr.c ...),
 * and a concern cooks its operands as expressions: cooking is recursive.
 * So that the concern files do not call up into the expression walker
 * (dt_cook.c, which calls them), they cook an operand with dt_cook_expr()
 * here, which hands it to the walker the handle was opened with
 * (dtp->dt_cook_node, dt_cook.c's dt_cook_walk(), set by dtrace_open()).
 * This file calls nothing of the cook pass's other files.
 */
#include <string.h>
#include <stdlib.h>
#include "dt_impl.h"
#include "dt_type.h"
#include "dt_cook_core.h"

/* Cook dnp, an expression, and return what replaces it. */
dt_node_t *
dt_cook_expr(dtrace_hdl_t *dtp, dt_node_t *dnp)
{
	return dtp->dt_cook_node(dtp, dnp);
}

void
dt_cook_notsup(const dt_node_t *dnp, const char *what)
{
	dnerror(dnp, D_NOT_SUPPORTED, "not supported yet: %s", what);
}

int
dt_node_is_integer(const dt_node_t *dnp)
{
	return dt_type_is_integer(dnp->dn_ctfp, dnp->dn_type);
}

int
dt_node_is_string(dtrace_hdl_t *dtp, const dt_node_t *dnp)
{
	return dt_type_is_string(dtp, dnp->dn_ctfp, dnp->dn_type);
}

int
dt_node_is_pointer(const dt_node_t *dnp)
{
	return dt_type_is_pointer(dnp->dn_ctfp, dnp->dn_type);
}

/* float, double, long double: D stores and prints them, no arithmetic */
int
dt_node_is_float(const dt_node_t *dnp)
{
	return dt_type_is_float(dnp->dn_ctfp, dnp->dn_type);
}

int
dt_node_is_scalar(dtrace_hdl_t *dtp, const dt_node_t *dnp)
{
	return dt_type_is_scalar(dtp, dnp->dn_ctfp, dnp->dn_type);
}

size_t
dt_node_size(dtrace_hdl_t *dtp, const dt_node_t *dnp)
{
	return dt_type_size(dtp, dnp->dn_ctfp, dnp->dn_type);
}

/* Truncate (and sign-extend) a constant to the size of its node's type. */
static uint64_t
dt_cook_truncate(dtrace_hdl_t *dtp, const dt_node_t *dnp, uint64_t v)
{
	size_t sz = dt_node_size(dtp, dnp);
	int shift;

	if (sz == 0 || sz >= 8)
		return v;
	shift = 64 - 8 * (int)sz;
	if (dnp->dn_flags & DT_NF_SIGNED)
		return (uint64_t)((int64_t)(v << shift) >> shift);
	return (v << shift) >> shift;
}

/*
 * Make dnp an integer constant of the given type holding v as it is: the
 * result of folding an operator, which DTrace computes in 64 bits as its
 * registers do (1000000000 * 5 is an int of 5000000000 until it is stored
 * somewhere narrower).
 */
dt_node_t *
dt_cook_fold_const(dt_node_t *dnp, uint64_t v, ctf_dict_t *fp, ctf_id_t type)
{
	dnp->dn_kind = DT_NODE_INT;
	dnp->dn_op = DT_OP_NONE;
	dnp->dn_left = dnp->dn_right = dnp->dn_expr = NULL;
	dt_node_type_assign(dnp, fp, type);
	dnp->dn_value = v;
	return dnp;
}

/* Make dnp an integer constant of the given type, v converted to it. */
dt_node_t *
dt_cook_make_const(dtrace_hdl_t *dtp, dt_node_t *dnp, uint64_t v,
    ctf_dict_t *fp, ctf_id_t type)
{
	dt_cook_fold_const(dnp, v, fp, type);
	dnp->dn_value = dt_cook_truncate(dtp, dnp, v);
	return dnp;
}

/*
 * Does a cast from src to the integer type of dst change the bits of a
 * 64-bit value?  As DTrace's: only a cast to a narrower type, to a type of
 * the same size and another signedness, or from a signed type to a wider
 * unsigned one (not to 64 bits) does; a widening cast leaves the value as
 * it was computed.  Used by the folding of casts and by the code generator.
 */
int
dt_cook_cast_changes(dtrace_hdl_t *dtp, const dt_node_t *src,
    const dt_node_t *dst)
{
	size_t ss = dt_node_size(dtp, src), ds = dt_node_size(dtp, dst);
	int s_sgn = (src->dn_flags & DT_NF_SIGNED) != 0;
	int d_sgn = (dst->dn_flags & DT_NF_SIGNED) != 0;

	if (ds == 0 || ds >= 8)
		return 0;
	if (ds > ss)
		return s_sgn && !d_sgn;
	if (ds == ss)
		return s_sgn != d_sgn;
	return 1;
}

/* Cook the argument list in place (the list head may change). */
dt_node_t *
dt_cook_arglist(dtrace_hdl_t *dtp, dt_node_t *args)
{
	dt_node_t *head = args, *dnp, *prev = NULL;

	for (dnp = args; dnp != NULL; dnp = dnp->dn_list) {
		dt_node_t *next = dnp->dn_list;
		dt_node_t *new = dt_cook_expr(dtp, dnp);

		new->dn_list = next;
		if (prev == NULL)
			head = new;
		else
			prev->dn_list = new;
		prev = new;
		dnp = new;
	}
	return head;
}

void
dt_cook_check_nargs(const dt_node_t *dnp, const dt_ident_t *idp, int n)
{
	if (n < idp->di_minargs || (idp->di_maxargs >= 0 && n > idp->di_maxargs)) {
		int want = n < idp->di_minargs ? idp->di_minargs : idp->di_maxargs;
		const char *pre = idp->di_maxargs < 0 ? "at least " :
		    idp->di_minargs != idp->di_maxargs ?
		    (n < idp->di_minargs ? "at least " : "at most ") : "";

		dnerror(dnp, D_PROTO_LEN, "%s( ) prototype mismatch: %d arg%s passed, "
		    "%s%d expected", idp->di_name, n, n == 1 ? "" : "s", pre, want);
	}
}

void
dt_cook_arg_scalar(dtrace_hdl_t *dtp, const dt_node_t *fn, const dt_node_t *arg,
    int argno, const char *want)
{
	if (!dt_node_is_scalar(dtp, arg)) {
		char buf[128];

		dt_cook_proto_mismatch(fn, D_PROTO_ARG, fn->dn_string, argno, want,
		    dt_type_name(arg->dn_ctfp, arg->dn_type, buf, sizeof(buf)));
	}
}

/*
 * DTrace's message for an argument that does not fit its function's
 * prototype:
 *	strlen( ) argument #1 is incompatible with prototype:
 *		prototype: const char *
 *		 argument: int
 */
void
dt_cook_proto_mismatch(const dt_node_t *dnp, dt_errtag_t tag, const char *name,
    int argno, const char *want, const char *have)
{
	dnerror(dnp, tag, "%s( ) argument #%d is incompatible with prototype:\n"
	    "\tprototype: %s\n\t argument: %s", name, argno, want, have);
}


/* Can this operand be compared with a string, or passed for one?  (DTrace:
   a string, a char pointer or array, a void pointer, or the integer 0.) */
int
dt_node_is_strcompat(dtrace_hdl_t *dtp, const dt_node_t *dnp)
{
	ctf_dict_t *fp = dnp->dn_ctfp;
	ctf_id_t t;
	ctf_encoding_t e;
	ctf_arinfo_t ar;

	if (dt_node_is_string(dtp, dnp))
		return 1;
	if (DT_NODE_IS_CONST(dnp) && dt_node_is_integer(dnp))
		return dnp->dn_value == 0;
	t = ctf_type_resolve(fp, dnp->dn_type);
	if (t != CTF_ERR && ctf_type_kind(fp, t) == CTF_K_POINTER)
		t = ctf_type_resolve(fp, ctf_type_reference(fp, t));
	else if (t != CTF_ERR && ctf_type_kind(fp, t) == CTF_K_ARRAY &&
	    ctf_array_info(fp, t, &ar) == 0)
		t = ctf_type_resolve(fp, ar.ctr_contents);
	else
		return 0;
	return t != CTF_ERR && ctf_type_kind(fp, t) == CTF_K_INTEGER &&
	    ctf_type_encoding(fp, t, &e) == 0 &&
	    (e.cte_bits == 8 || dt_type_is_void(fp, t));
}

/* Is fn a call of stack(), usym() ... (whatever its context)? */
int
dt_node_is_symfunc(const dt_node_t *fn)
{
	if (fn->dn_kind != DT_NODE_FUNC || fn->dn_ident == NULL ||
	    fn->dn_ident->di_kind != DT_IDENT_ACTFUNC)
		return 0;
	switch (fn->dn_ident->di_id) {
	case DT_ACT_STACK: case DT_ACT_USTACK: case DT_ACT_JSTACK:
	case DT_SUB_SYM: case DT_SUB_FUNC: case DT_SUB_MOD: case DT_SUB_USYM:
	case DT_SUB_UFUNC: case DT_SUB_UMOD: case DT_SUB_UADDR:
		return 1;
	default:
		return 0;
	}
}

/* Bytes of the record a stack or symbol makes (dt_cg_symval() fills it). */
uint32_t
dt_symfunc_size(const dt_node_t *fn)
{
	switch (fn->dn_ident->di_id) {
	case DT_ACT_STACK:
		return (uint32_t)fn->dn_value * 8;
	case DT_ACT_USTACK: case DT_ACT_JSTACK:
		return 8 + (uint32_t)fn->dn_value * 8;	/* pid, then pcs */
	case DT_SUB_SYM: case DT_SUB_FUNC: case DT_SUB_MOD:
		return 8;
	default:
		return 16;				/* pid, address */
	}
}

/* An aggregation key made by stack(), usym() ...: its record, or 0. */
int
dt_cook_symkey(const dt_node_t *key, dt_recdesc_t *rdp)
{
	if (!dt_node_is_symfunc(key))
		return 0;
	rdp->dtrd_size = dt_symfunc_size(key);
	rdp->dtrd_flags = DT_RF_SYM;
	rdp->dtrd_arg = (uint64_t)key->dn_ident->di_id;
	return 1;
}

int
dt_xlate_is(const dt_node_t *dnp)
{
	return dnp->dn_kind == DT_NODE_OP2 && dnp->dn_op == DT_OP_XLATE &&
	    !(dnp->dn_flags & DT_NF_COOKED);
}

/*
 * Replace every reference to the parameter `name` in the tree by a copy
 * of `e`; member names, types and offsetof() names are not references.
 */

static dt_node_t *
dt_xlate_subst_list(dt_node_t *list, const char *name, const dt_node_t *e)
{
	dt_node_t *head = NULL, **pp = &head, *next;

	for (; list != NULL; list = next) {
		next = list->dn_list;
		*pp = dt_xlate_subst(list, name, e);
		(*pp)->dn_list = next;
		pp = &(*pp)->dn_list;
	}
	return head;
}

dt_node_t *
dt_xlate_subst(dt_node_t *dnp, const char *name, const dt_node_t *e)
{
	switch (dnp->dn_kind) {
	case DT_NODE_IDENT:
		if (strcmp(dnp->dn_string, name) == 0) {
			dt_node_t *c = dt_node_copy(e);

			c->dn_line = dnp->dn_line;
			return c;
		}
		break;
	case DT_NODE_OP1:
		if (dnp->dn_op != DT_OP_SIZEOF_TYPE)
			dnp->dn_child = dt_xlate_subst(dnp->dn_child, name, e);
		break;
	case DT_NODE_OP2:
		if (dnp->dn_op == DT_OP_OFFSETOF)
			break;
		if (dnp->dn_op != DT_OP_CAST && dnp->dn_op != DT_OP_XLATE)
			dnp->dn_left = dt_xlate_subst(dnp->dn_left, name, e);
		if (dnp->dn_op == DT_OP_INDEX)
			dnp->dn_right = dt_xlate_subst_list(dnp->dn_right, name, e);
		else if (dnp->dn_op != DT_OP_DOT && dnp->dn_op != DT_OP_PTR)
			dnp->dn_right = dt_xlate_subst(dnp->dn_right, name, e);
		break;
	case DT_NODE_OP3:
		dnp->dn_expr = dt_xlate_subst(dnp->dn_expr, name, e);
		dnp->dn_left = dt_xlate_subst(dnp->dn_left, name, e);
		dnp->dn_right = dt_xlate_subst(dnp->dn_right, name, e);
		break;
	case DT_NODE_FUNC:
		dnp->dn_args = dt_xlate_subst_list(dnp->dn_args, name, e);
		break;
	default:
		break;
	}
	return dnp;
}

/*
 * An array used as a value decays to a pointer to its first element, as in
 * C: p = arr, arr + 1, (char *)arr.  The array's value is its address, so
 * the decayed value is a cast node of the pointer type over the array.
 * Anything else (D strings too, but not char arrays) is returned as is.
 */
dt_node_t *
dt_cook_decay(dtrace_hdl_t *dtp, dt_node_t *e)
{
	ctf_dict_t *fp = e->dn_ctfp;
	ctf_id_t t = dt_type_resolve(fp, e->dn_type), ptr;
	ctf_arinfo_t ar;
	dt_node_t *c;

	if ((fp == dtp->dt_ddefs && dt_type_resolve(fp, e->dn_type) ==
	    dt_type_resolve(fp, dtp->dt_type_string)) ||
	    ctf_type_kind(fp, t) != CTF_K_ARRAY || ctf_array_info(fp, t, &ar) != 0)
		return e;
	ptr = dt_type_pointer(dtp, fp, ar.ctr_contents);
	if (ptr == CTF_ERR)
		return e;
	c = dt_node_op2(DT_OP_CAST, NULL, e);
	c->dn_line = e->dn_line;
	dt_node_type_assign(c, fp, ptr);
	/* it points where the array lies: into alloca() memory too, as
	   dt_cook_alloca() marks a pointer cast */
	c->dn_flags |= DT_NF_COOKED |
	    (e->dn_flags & (DT_NF_USERLAND | DT_NF_ALLOCA));
	return c;
}
