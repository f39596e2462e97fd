/*
 * dt_cook_ptr.c: cooking the operators on memory: member access (. and ->),
 * dereference (*), address-of (&), array subscripts, pointer arithmetic,
 * offsetof and stringof.  (The decay of an array value into a pointer to
 * its first element, dt_cook_decay(), is in dt_cook_core.c.)
 *
 * The result of s.m, p->m, *p and a[i] is an lvalue (DT_NF_LVALUE): it
 * designates bytes somewhere, and the code generator computes their address
 * (dt_cg_ptr.c).  Such an lvalue is writable (DT_NF_WRITABLE) only if it
 * lies inside a D variable (a chain of . and [ ] from a variable): D never
 * writes through pointers into the traced system.  A member access records
 * the member's bit offset in dn_value; a bit-field member is DT_NF_BITFIELD.
 * Pointers that point into user space are DT_NF_USERLAND, which the code
 * generator reads with the user-memory helpers.
 */
#include <stdio.h>
#include <string.h>
#include "dt_impl.h"
#include "dt_type.h"
#include "dt_cook_ptr.h"
#include "dt_cook_args.h"
#include "dt_xlate.h"
#include "dt_cook_var.h"
#include "dt_cook_agg.h"

static const char *
dt_tname(const dt_node_t *dnp, char *buf, size_t len)
{
	return dt_type_name(dnp->dn_ctfp, dnp->dn_type, buf, len);
}

/* Set dnp's type and the by-reference flag that goes with it. */
static void
dt_cook_ptr_type(dtrace_hdl_t *dtp, dt_node_t *dnp, ctf_dict_t *fp, ctf_id_t type)
{
	dt_node_type_assign(dnp, fp, type);
	if (dt_var_is_ref(dtp, fp, type))
		dnp->dn_flags |= DT_NF_REF;
	else
		dnp->dn_flags &= ~DT_NF_REF;
}

/* Is a member of this type a bit-field (its bits do not fill its bytes)? */
static int
dt_member_is_bitfield(ctf_dict_t *fp, ctf_id_t type, unsigned long bitoff)
{
	ctf_id_t t = dt_type_resolve(fp, type);
	ctf_encoding_t e;
	ssize_t size;

	if (ctf_type_kind(fp, t) != CTF_K_INTEGER && ctf_type_kind(fp, t) != CTF_K_ENUM)
		return 0;
	if (ctf_type_kind(fp, t) == CTF_K_ENUM)
		return bitoff % 8 != 0;
	size = ctf_type_size(fp, t);
	if (ctf_type_encoding(fp, type, &e) != 0 || size <= 0)
		return 0;
	return e.cte_bits != (uint32_t)size * 8 || e.cte_offset != 0 || bitoff % 8 != 0;
}

/* The struct or union type that `op` applies to, or an error. */
static ctf_id_t
dt_cook_sou(const dt_node_t *dnp, const dt_node_t *l, ctf_dict_t *fp, ctf_id_t t)
{
	char buf[128];
	int kind = ctf_type_kind(fp, t);

	if (kind == CTF_K_FORWARD)
		dnerror(dnp, D_OP_INCOMPLETE, "operator %s cannot be applied to a "
		    "forward declaration: no %s definition is available",
		    dt_op_name(dnp->dn_op), dt_type_name(fp, t, buf, sizeof(buf)));
	if (kind != CTF_K_STRUCT && kind != CTF_K_UNION && dnp->dn_op == DT_OP_PTR)
		dnerror(dnp, D_OP_SOU, "operator -> cannot be applied to pointer to "
		    "type \"%s\"; must be applied to a struct or union pointer",
		    dt_type_name(fp, t, buf, sizeof(buf)));
	if (kind != CTF_K_STRUCT && kind != CTF_K_UNION)
		dnerror(dnp, D_OP_SOU, "operator %s cannot be applied to type \"%s\"; "
		    "must be applied to a struct or union", dt_op_name(dnp->dn_op),
		    dt_tname(l, buf, sizeof(buf)));
	return t;
}

/* s.m and p->m */
static dt_node_t *
dt_cook_member1(dtrace_hdl_t *dtp, dt_node_t *dnp)
{
	dt_node_t *l = dnp->dn_left = dt_cook_expr(dtp, dnp->dn_left);
	const char *m = dnp->dn_right->dn_string;
	ctf_dict_t *fp = l->dn_ctfp;
	ctf_id_t t = dt_type_resolve(fp, l->dn_type);
	ctf_membinfo_t mi;
	char buf[128];

	if (dnp->dn_op == DT_OP_PTR) {
		if (ctf_type_kind(fp, t) != CTF_K_POINTER)
			dnerror(dnp, D_OP_PTR, "operator -> must be applied to a "
			    "pointer");
		t = dt_type_resolve(fp, ctf_type_reference(fp, t));
	}
	t = dt_cook_sou(dnp, l, fp, t);
	if (dt_type_member(fp, t, m, &mi) != 0)
		dnerror(dnp, D_TYPE_MEMBER, "%s is not a member of %s", m,
		    dt_type_name(fp, t, buf, sizeof(buf)));
	dnp->dn_value = mi.ctm_offset;
	dt_cook_ptr_type(dtp, dnp, fp, mi.ctm_type);
	dnp->dn_flags |= DT_NF_LVALUE;
	if (dt_member_is_bitfield(fp, mi.ctm_type, mi.ctm_offset)) {
		ctf_encoding_t e;

		/* dn_value: the bit-field's own bit offset in the struct */
		dnp->dn_flags |= DT_NF_BITFIELD;
		if (ctf_type_encoding(fp, mi.ctm_type, &e) == 0)
			dnp->dn_value += e.cte_offset;
	}
	if (dt_node_is_integer(dnp) && dt_type_is_signed(fp, mi.ctm_type))
		dnp->dn_flags |= DT_NF_SIGNED;
	if (dnp->dn_op == DT_OP_DOT)
		dnp->dn_flags |= l->dn_flags & (DT_NF_WRITABLE | DT_NF_USERLAND);
	else
		dnp->dn_flags |= l->dn_flags & DT_NF_USERLAND;
	return dnp;
}

/* An uncooked args[N] of a translated type as the xlate<T>(argM) it
   stands for (dt_cook_args.c); anything else as it is. */
static dt_node_t *
dt_cook_ptr_args(dtrace_hdl_t *dtp, dt_node_t *dnp)
{
	return (dnp->dn_flags & DT_NF_COOKED) ? dnp :
	    dt_cook_args_expand(dtp, dnp);
}

/* s.m and p->m; a member of a translated struct is its translation */
dt_node_t *
dt_cook_member(dtrace_hdl_t *dtp, dt_node_t *dnp)
{
	dt_node_t *x, *l;

	/* args[0]->m and (*args[0]).m of a translated argument, fds[0].m:
	   xlate<T>(e).m */
	l = dnp->dn_left = dt_cook_inline_expand(dtp,
	    dt_cook_args_expand(dtp, dnp->dn_left));
	if (l->dn_kind == DT_NODE_OP1 && l->dn_op == DT_OP_DEREF)
		l->dn_child = dt_cook_ptr_args(dtp, l->dn_child);
	x = dt_xlate_member(dtp, dnp);

	return x != NULL ? x : dt_cook_member1(dtp, dnp);
}

/* *p */
static dt_node_t *
dt_cook_deref1(dtrace_hdl_t *dtp, dt_node_t *dnp)
{
	dt_node_t *e = dnp->dn_child = dt_cook_expr(dtp, dnp->dn_child);
	ctf_dict_t *fp = e->dn_ctfp;
	ctf_id_t t = dt_type_resolve(fp, e->dn_type), r;
	ctf_arinfo_t ar;

	if (ctf_type_kind(fp, t) == CTF_K_ARRAY && ctf_array_info(fp, t, &ar) == 0)
		r = ar.ctr_contents;
	else if (ctf_type_kind(fp, t) == CTF_K_POINTER)
		r = ctf_type_reference(fp, t);
	else
		dnerror(dnp, D_DEREF_NONPTR, "cannot dereference non-pointer type");
	if (dt_type_is_void(fp, r))
		dnerror(dnp, D_DEREF_VOID, "cannot dereference pointer to void");
	if (ctf_type_kind(fp, dt_type_resolve(fp, r)) == CTF_K_FUNCTION)
		dnerror(dnp, D_DEREF_FUNC, "cannot dereference pointer to function");
	if (ctf_type_kind(fp, dt_type_resolve(fp, r)) == CTF_K_FORWARD)
		dnerror(dnp, D_OP_INCOMPLETE, "cannot dereference pointer to an "
		    "incomplete type");
	dt_cook_ptr_type(dtp, dnp, fp, r);
	dnp->dn_flags |= DT_NF_LVALUE | (e->dn_flags & DT_NF_USERLAND);
	if (dt_node_is_integer(dnp) && dt_type_is_signed(fp, r))
		dnp->dn_flags |= DT_NF_SIGNED;
	if (ctf_type_kind(fp, t) == CTF_K_ARRAY)
		dnp->dn_flags |= e->dn_flags & DT_NF_WRITABLE;
	return dnp;
}

/* *p; *xlate<T *>(e) is the whole translated struct */
static dt_node_t *
dt_cook_deref(dtrace_hdl_t *dtp, dt_node_t *dnp)
{
	dt_node_t *x;

	dnp->dn_child = dt_xlate_source(dtp,
	    dt_cook_ptr_args(dtp, dnp->dn_child));
	x = dt_xlate_is(dnp->dn_child) ? dt_xlate_value(dtp, dnp->dn_child, 1) :
	    NULL;

	return x != NULL ? x : dt_cook_deref1(dtp, dnp);
}

/* &x */
static dt_node_t *
dt_cook_addrof(dtrace_hdl_t *dtp, dt_node_t *dnp)
{
	dt_node_t *e;
	ctf_id_t ptr;

	if (dnp->dn_child->dn_kind == DT_NODE_AGG) {	/* &@a */
		dt_cook_aggref(dtp, dnp->dn_child);
		dnerror(dnp, D_ADDROF_VAR, "cannot take address of dynamic "
		    "variable");
	}
	e = dnp->dn_child = dt_cook_expr(dtp, dnp->dn_child);
	/* DTrace's refusal for every D variable, built-ins included. */
	if (e->dn_kind == DT_NODE_AGG || e->dn_kind == DT_NODE_VAR)
		dnerror(dnp, D_ADDROF_VAR, "cannot take address of dynamic "
		    "variable");
	if (!(e->dn_flags & DT_NF_LVALUE))
		dnerror(dnp, D_ADDROF_LVAL, "unacceptable operand for unary & "
		    "operator");
	if (e->dn_flags & DT_NF_BITFIELD)
		dnerror(dnp, D_ADDROF_BITFIELD, "cannot take address of bit-field");
	ptr = dt_type_pointer(dtp, e->dn_ctfp, e->dn_type);
	if (ptr == CTF_ERR)
		dnerror(dnp, D_TYPE_ERR, "failed to create pointer type: %s",
		    ctf_errmsg(ctf_errno(e->dn_ctfp)));
	dt_node_type_assign(dnp, e->dn_ctfp, ptr);
	dnp->dn_flags |= e->dn_flags & DT_NF_USERLAND;
	return dnp;
}

dt_node_t *
dt_cook_ptrop1(dtrace_hdl_t *dtp, dt_node_t *dnp)
{
	return dnp->dn_op == DT_OP_DEREF ? dt_cook_deref(dtp, dnp) :
	    dt_cook_addrof(dtp, dnp);
}

/* a[i] on an array or a pointer (not an associative array) */
dt_node_t *
dt_cook_subscript(dtrace_hdl_t *dtp, dt_node_t *dnp)
{
	dt_node_t *l = dnp->dn_left = dt_cook_expr(dtp, dnp->dn_left);
	dt_node_t *i = dnp->dn_right = dt_cook_arglist(dtp, dnp->dn_right);
	ctf_dict_t *fp = l->dn_ctfp;
	ctf_id_t t = dt_type_resolve(fp, l->dn_type), elem;
	ctf_arinfo_t ar;
	int isarray = ctf_type_kind(fp, t) == CTF_K_ARRAY;

	if (isarray && !dt_type_is_string(dtp, fp, t) && ctf_array_info(fp, t, &ar) == 0)
		elem = ar.ctr_contents;
	else if (isarray && ctf_array_info(fp, t, &ar) == 0)
		elem = ar.ctr_contents;
	else if (ctf_type_kind(fp, t) == CTF_K_POINTER)
		elem = ctf_type_reference(fp, t);
	else
		dnerror(dnp, D_OP_ARRFUN, "operator [ ] cannot be applied to a "
		    "non-array, non-pointer type");
	if (i == NULL || i->dn_list != NULL)
		dnerror(dnp, D_OP_ARRFUN, "operator [ ] takes one subscript here");
	if (!dt_node_is_integer(i))
		dnerror(dnp, D_OP_INT, "operator [ ] requires an integer subscript");
	if (dt_type_is_void(fp, elem))
		dnerror(dnp, D_DEREF_VOID, "cannot dereference pointer to void");
	if (isarray && DT_NODE_IS_CONST(i) && ar.ctr_nelems > 0 &&
	    i->dn_value >= ar.ctr_nelems)
		dnerror(dnp, D_ARR_BOUNDS, "index outside array bounds: %llu, max is "
		    "%i", (unsigned long long)i->dn_value, (int)ar.ctr_nelems);
	dt_cook_ptr_type(dtp, dnp, fp, elem);
	dnp->dn_flags |= DT_NF_LVALUE | (l->dn_flags & DT_NF_USERLAND);
	if (dt_node_is_integer(dnp) && dt_type_is_signed(fp, elem))
		dnp->dn_flags |= DT_NF_SIGNED;
	if (isarray)
		dnp->dn_flags |= l->dn_flags & DT_NF_WRITABLE;
	return dnp;
}

/*
 * Are two pointers compatible (point to the same type, or one to void)?
 */
int
dt_cook_ptr_compat(dtrace_hdl_t *dtp, const dt_node_t *l, const dt_node_t *r)
{
	ctf_id_t lt = dt_type_resolve(l->dn_ctfp, l->dn_type);
	ctf_id_t rt = dt_type_resolve(r->dn_ctfp, r->dn_type);

	lt = dt_type_resolve(l->dn_ctfp, ctf_type_reference(l->dn_ctfp, lt));
	rt = dt_type_resolve(r->dn_ctfp, ctf_type_reference(r->dn_ctfp, rt));
	if (dt_type_is_void(l->dn_ctfp, lt) || dt_type_is_void(r->dn_ctfp, rt))
		return 1;
	return l->dn_ctfp == r->dn_ctfp && lt == rt;
}

/* A pointer to void or to a function: one of unknown size (DTrace's). */
static int
dt_cook_is_vfptr(const dt_node_t *dnp)
{
	ctf_dict_t *fp = dnp->dn_ctfp;
	ctf_id_t t = dt_type_resolve(fp, dnp->dn_type);

	if (t == CTF_ERR || ctf_type_kind(fp, t) != CTF_K_POINTER)
		return 0;
	t = dt_type_resolve(fp, ctf_type_reference(fp, t));
	return t != CTF_ERR && (ctf_type_kind(fp, t) == CTF_K_FUNCTION ||
	    dt_type_is_void(fp, t));
}

/*
 * Pointer arithmetic: p + i, i + p, p - i (a pointer of p's type, i scaled
 * by the size of what p points to at run time) and p - q (the number of
 * elements between them, a long).  As in DTrace, a pointer to void (or to
 * a function) takes no part: its size is unknown.  Comparisons of
 * pointers are cooked with the other comparisons.
 */
dt_node_t *
dt_cook_ptrarith(dtrace_hdl_t *dtp, dt_node_t *dnp)
{
	dt_node_t *l = dnp->dn_left, *r = dnp->dn_right;
	int lp = dt_node_is_pointer(l), rp = dt_node_is_pointer(r);

	if (dt_cook_is_vfptr(l) || dt_cook_is_vfptr(r))
		dt_cook_incompat(dnp, l, r);
	if (lp && rp && dnp->dn_op == DT_OP_SUB) {
		if (!dt_cook_ptr_compat(dtp, l, r))
			dt_cook_incompat(dnp, l, r);
		dt_node_type_assign(dnp, dtp->dt_ddefs, dtp->dt_type_long);
		dnp->dn_flags |= DT_NF_SIGNED;
		return dnp;
	}
	if ((lp && rp) || (rp && dnp->dn_op == DT_OP_SUB) ||
	    (lp ? !dt_node_is_integer(r) : !dt_node_is_integer(l)))
		dt_cook_incompat(dnp, l, r);
	if (lp)
		dt_node_type_assign(dnp, l->dn_ctfp, l->dn_type);
	else
		dt_node_type_assign(dnp, r->dn_ctfp, r->dn_type);
	dnp->dn_flags |= (l->dn_flags | r->dn_flags) & DT_NF_USERLAND;
	return dnp;
}

/* offsetof(type, member) */
dt_node_t *
dt_cook_offsetof(dtrace_hdl_t *dtp, dt_node_t *dnp)
{
	dtrace_typeinfo_t ti, sz;
	const char *m = dnp->dn_right->dn_string;
	ctf_membinfo_t mi;
	ctf_id_t t;

	if (dt_type_lookup(dtp, dnp->dn_left->dn_tname->tn_base, &ti) != 0 &&
	    (strncmp(dnp->dn_left->dn_tname->tn_base, "struct ", 7) == 0 ||
	    strncmp(dnp->dn_left->dn_tname->tn_base, "union ", 6) == 0))
		dnerror(dnp, D_OFFSETOF_TYPE, "offsetof operand must be a struct or "
		    "union type");
	dt_type_from_tname(dtp, dnp->dn_left, dnp->dn_left->dn_tname, &ti);
	t = dt_type_resolve(ti.dtt_ctfp, ti.dtt_type);
	if (ctf_type_kind(ti.dtt_ctfp, t) != CTF_K_STRUCT &&
	    ctf_type_kind(ti.dtt_ctfp, t) != CTF_K_UNION)
		dnerror(dnp, D_OFFSETOF_TYPE, "offsetof operand must be a struct or "
		    "union type");
	if (dt_type_member(ti.dtt_ctfp, t, m, &mi) != 0)
		dnerror(dnp, D_UNKNOWN, "failed to determine offset of %s: "
		    "Member name not found", m);
	if (dt_member_is_bitfield(ti.dtt_ctfp, mi.ctm_type, mi.ctm_offset))
		dnerror(dnp, D_OFFSETOF_BITFIELD, "cannot take offset of a bit-field: "
		    "%s", m);
	dt_type_lookup(dtp, "size_t", &sz);
	return dt_cook_make_const(dtp, dnp, mi.ctm_offset / 8, sz.dtt_ctfp,
	    sz.dtt_type);
}

/*
 * stringof(e): a string already is one; a char array or a pointer (or any
 * scalar: an address) is read as a string from memory at run time.
 */
dt_node_t *
dt_cook_stringof(dtrace_hdl_t *dtp, dt_node_t *dnp)
{
	dt_node_t *e = dnp->dn_child = dt_cook_expr(dtp, dnp->dn_child);
	char buf[128];

	if (dt_node_is_string(dtp, e) && e->dn_ctfp == dtp->dt_ddefs &&
	    e->dn_type == dtp->dt_type_string)
		return e;
	if (!dt_node_is_string(dtp, e) && !dt_node_is_scalar(dtp, e))
		dnerror(dnp, D_STRINGOF_TYPE, "cannot apply stringof to a value of "
		    "type %s", dt_tname(e, buf, sizeof(buf)));
	dt_node_type_assign(dnp, dtp->dt_ddefs, dtp->dt_type_string);
	dnp->dn_flags |= DT_NF_REF | (e->dn_flags & DT_NF_USERLAND);
	return dnp;
}
