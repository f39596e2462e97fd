/*
 * dt_xlate.c: translators, as the Dynamic Tracing Guide's "Translators"
 * chapter describes them:
 *
 *	translator struct out < struct in *p > { m1 = p->a; m2 = p->b * 2; };
 *	xlate <struct out> (e).m1	xlate <struct out *> (e)->m2
 *
 * Declaration (dt_xlate_declare, in program order with the clauses).  The
 * output type must be a complete struct or union (D_XLATE_SOU), a second
 * translator for the same input and output types is D_XLATE_REDECL, every
 * member named must be one of the output type (D_XLATE_MEMB) and its
 * expression must be assignable to it (D_XLATE_INCOMPAT): the expression
 * is cooked once, with the parameter standing for `*(in *)0`, only to
 * learn its type.  A translator is an identifier of the handle's
 * dt_xlators hash, named "out < in": di_ctfp/di_type is the output type,
 * di_inline the XLATOR node (parameter name in dn_string, dn_members, the
 * input TYPE node dn_xlin with the resolved type in its dn_ctfp/dn_type).
 * The nodes belong to the declaring program (freed by dtrace_close); the
 * identifier goes with a compile that fails (dt_pcb_undo_ident).
 *
 * Selection.  xlate<T>(e) uses the translator to T (or to what T points
 * to) whose input type is e's type; failing that, the first one whose
 * input type is compatible with it (another integer, a pointer to the
 * same type); none is D_XLATE_NONE.
 *
 * Translation is a rewrite of the parse tree, with no code of its own:
 *  - a member of a translated value (xlate<T>(e).m, xlate<T *>(e)->m,
 *    (*xlate<T *>(e)).m) is that member's expression with the parameter
 *    replaced by a copy of e, cooked where it is used: only that member is
 *    computed; a member the translator does not convert is D_XLATE_NOCONV;
 *  - the whole value (trace(), print(), an assignment to a struct
 *    variable, *xlate<T *>(e)) is built in a hidden clause-local struct,
 *    zeroed at each firing as every clause-local is:
 *	(this->%xl<id>.m1 = e1, this->%xl<id>.m2 = e2, ..., this->%xl<id>)
 *  - xlate<T *>(e) as a value is a pointer to such a struct built in
 *    alloca() memory (members it does not convert are undefined there);
 *  - a cast of xlate<...>(e) is D_CAST_INVAL, as in DTrace.
 * e is evaluated once per member it feeds.
 */
#include <stdio.h>
#include <string.h>
#include "dt_impl.h"
#include "dt_type.h"
#include "dt_xlate.h"
#include "dt_cook_var.h"

/* ---- declaration ---- */

/* The identifier's name: "out < in". */
static void
dt_xlate_key(ctf_dict_t *ofp, ctf_id_t out, ctf_dict_t *ifp, ctf_id_t in,
    char *buf, size_t len)
{
	char o[128], i[128];

	snprintf(buf, len, "%s < %s", dt_type_name(ofp, out, o, sizeof(o)),
	    dt_type_name(ifp, in, i, sizeof(i)));
}

/* The TYPE node's type, resolved once and kept in the node. */
static void
dt_xlate_tnode(dtrace_hdl_t *dtp, dt_node_t *tnp)
{
	dtrace_typeinfo_t ti;

	dt_type_from_tname(dtp, tnp, tnp->dn_tname, &ti);
	tnp->dn_ctfp = ti.dtt_ctfp;
	tnp->dn_type = ti.dtt_type;
}

/* A TYPE node for `base` with `ptr` more (or fewer) '*'. */
static dt_node_t *
dt_xlate_tcopy(const dt_node_t *tnp, int ptr)
{
	dt_node_t *t = dt_node_copy(tnp);

	t->dn_tname->tn_ptr += ptr;
	return t;
}

/* A copy of member m's expression with the parameter bound to e. */
static dt_node_t *
dt_xlate_bind(const dt_node_t *xl, const dt_node_t *m, const dt_node_t *e)
{
	return dt_xlate_subst(dt_node_copy(m->dn_expr), xl->dn_string, e);
}

/*
 * Check one member: it exists in the output type, its value fits it.  As
 * DTrace, which checks them once the whole translator is parsed, both
 * errors name the translator's last line.
 */
static void
dt_xlate_check_member(dtrace_hdl_t *dtp, const dt_node_t *xl, const dt_node_t *m,
    const dt_node_t *probe)
{
	ctf_dict_t *fp = xl->dn_xlout->dn_ctfp;
	ctf_id_t out = xl->dn_xlout->dn_type;
	ctf_membinfo_t mi;
	dt_node_t mem = { 0 }, *v;
	char n1[128], n2[128];

	yypcb->pcb_lineno = m->dn_line;
	if (ctf_member_info(fp, dt_type_resolve(fp, out), m->dn_string, &mi) != 0)
		dnerror(xl, D_XLATE_MEMB, "translator member %s is not a member "
		    "of %s", m->dn_string, dt_type_name(fp, out, n1, sizeof(n1)));
	v = dt_cook_expr(dtp, dt_xlate_bind(xl, m, probe));
	dt_node_type_assign(&mem, fp, mi.ctm_type);
	if (!dt_cook_assignable(dtp, &mem, v))
		dnerror(xl, D_XLATE_INCOMPAT, "translator member %s definition "
		    "uses incompatible types: \"%s\" = \"%s\"", m->dn_string,
		    dt_type_name(fp, mi.ctm_type, n1, sizeof(n1)),
		    dt_type_name(v->dn_ctfp, v->dn_type, n2, sizeof(n2)));
}

/* An output struct or union D knows nothing of is incomplete (DTrace). */
static void
dt_xlate_undefined(dtrace_hdl_t *dtp, const dt_node_t *dnp, const dt_node_t *out)
{
	const dt_tname_t *tn = out->dn_tname;
	dtrace_typeinfo_t ti;

	if (tn->tn_ptr == 0 && tn->tn_ndims == 0 &&
	    (strncmp(tn->tn_base, "struct ", 7) == 0 ||
	    strncmp(tn->tn_base, "union ", 6) == 0) &&
	    dt_type_lookup(dtp, tn->tn_base, &ti) != 0)
		dnerror(dnp, D_XLATE_SOU, "incomplete struct/union/enum %s",
		    tn->tn_base);
}

/* translator out < in name > { member = expr; ... }; */
void
dt_xlate_declare(dtrace_hdl_t *dtp, dt_node_t *dnp)
{
	dt_node_t *out = dnp->dn_xlout, *in = dnp->dn_xlin, *m, *probe;
	char key[300];
	dt_ident_t *idp;
	int kind;

	dt_xlate_undefined(dtp, dnp, out);
	dt_xlate_tnode(dtp, out);
	dt_xlate_tnode(dtp, in);
	dt_xlate_key(out->dn_ctfp, out->dn_type, in->dn_ctfp, in->dn_type, key,
	    sizeof(key));
	if (dt_idhash_lookup(dtp->dt_xlators, key) != NULL) {
		char o[128], i[128];

		dnerror(dnp, D_XLATE_REDECL, "translator from %s to %s has already "
		    "been declared", dt_type_name(in->dn_ctfp, in->dn_type, i,
		    sizeof(i)), dt_type_name(out->dn_ctfp, out->dn_type, o, sizeof(o)));
	}
	kind = ctf_type_kind(out->dn_ctfp, dt_type_resolve(out->dn_ctfp, out->dn_type));
	if (kind == CTF_K_FORWARD || (kind == CTF_K_STRUCT &&
	    ctf_type_size(out->dn_ctfp, out->dn_type) <= 0))
		dnerror(dnp, D_XLATE_SOU, "incomplete struct/union/enum %s",
		    out->dn_tname->tn_base);
	if (kind != CTF_K_STRUCT && kind != CTF_K_UNION)
		dnerror(dnp, D_XLATE_SOU, "translator output type must be a struct "
		    "or union");
	/* the parameter, for type checks: *(in *)0 */
	probe = dt_node_op1(DT_OP_DEREF, dt_node_op2(DT_OP_CAST,
	    dt_xlate_tcopy(in, 1), dt_node_int(0)));
	for (m = dnp->dn_members; m != NULL; m = m->dn_list)
		dt_xlate_check_member(dtp, dnp, m, probe);
	idp = dt_idhash_insert(dtp->dt_xlators, key, DT_IDENT_XLATOR, 0, 0);
	if (idp == NULL)
		xyerror(D_UNKNOWN, "out of memory");
	dt_pcb_undo_ident(yypcb, dtp->dt_xlators, idp);
	idp->di_ctfp = out->dn_ctfp;
	idp->di_type = out->dn_type;
	idp->di_inline = dnp;
}

/* ---- selection ---- */

typedef struct dt_xlate_find {
	dtrace_hdl_t *dtp;
	ctf_dict_t *ofp;	/* the output type asked for */
	ctf_id_t out;
	const dt_node_t *e;	/* the input, cooked */
	dt_ident_t *exact, *fuzzy;
} dt_xlate_find_t;

static int
dt_xlate_same(ctf_dict_t *afp, ctf_id_t a, ctf_dict_t *bfp, ctf_id_t b)
{
	return afp == bfp && dt_type_resolve(afp, a) == dt_type_resolve(bfp, b);
}

static void
dt_xlate_find1(dt_ident_t *idp, void *arg)
{
	dt_xlate_find_t *f = arg;
	const dt_node_t *in = idp->di_inline->dn_xlin;

	if (!dt_xlate_same(idp->di_ctfp, idp->di_type, f->ofp, f->out))
		return;
	if (dt_xlate_same(in->dn_ctfp, in->dn_type, f->e->dn_ctfp, f->e->dn_type))
		f->exact = idp;
	else if (f->fuzzy == NULL && dt_node_is_integer(in) ==
	    dt_node_is_integer(f->e) && (dt_node_is_integer(in) ||
	    dt_type_compat(f->dtp, in->dn_ctfp, in->dn_type, f->e->dn_ctfp,
	    f->e->dn_type)))
		f->fuzzy = idp;
}

/* The translators to (ofp, out), or to what it points to, for f->e. */
static void
dt_xlate_find(dtrace_hdl_t *dtp, ctf_dict_t *ofp, ctf_id_t out,
    dt_xlate_find_t *f)
{
	f->ofp = ofp;
	f->out = out;
	if (dt_type_is_pointer(ofp, out))
		f->out = ctf_type_reference(ofp, dt_type_resolve(ofp, out));
	if (f->out != CTF_ERR)
		dt_idhash_iter(dtp->dt_xlators, dt_xlate_find1, f);
}

/*
 * The translator xlate<T>(e) names (dnp is the XLATE node, uncooked); e is
 * cooked on a copy to learn its type.  *ptr says whether T is a pointer.
 */
static const dt_node_t *
dt_xlate_lookup(dtrace_hdl_t *dtp, dt_node_t *dnp, int *ptr)
{
	dt_node_t *t = dnp->dn_left;
	dt_xlate_find_t f = { dtp, NULL, CTF_ERR, NULL, NULL, NULL };
	char n1[128], n2[128];

	dt_xlate_tnode(dtp, t);
	f.e = dt_cook_expr(dtp, dt_node_copy(dnp->dn_right));
	*ptr = dt_type_is_pointer(t->dn_ctfp, t->dn_type);
	dt_xlate_find(dtp, t->dn_ctfp, t->dn_type, &f);
	if (f.exact == NULL && f.fuzzy == NULL)
		dnerror(dnp, D_XLATE_NONE, "cannot translate from \"%s\" to \"%s\"",
		    dt_type_name(f.e->dn_ctfp, f.e->dn_type, n1, sizeof(n1)),
		    dt_type_name(t->dn_ctfp, t->dn_type, n2, sizeof(n2)));
	return (f.exact != NULL ? f.exact : f.fuzzy)->di_inline;
}

/*
 * Whether a translator to (ofp, out) (a struct or union, or a pointer to
 * one) takes a value of e's type (e typed, not necessarily cooked): args[N]
 * of a probe whose provider gives a translated type (dt_cook_args.c) needs
 * one, else DTrace's D_ARGS_XLATOR.
 */
int
dt_xlate_defined(dtrace_hdl_t *dtp, ctf_dict_t *ofp, ctf_id_t out,
    const dt_node_t *e)
{
	dt_xlate_find_t f = { dtp, NULL, CTF_ERR, e, NULL, NULL };

	dt_xlate_find(dtp, ofp, out, &f);
	return f.exact != NULL || f.fuzzy != NULL;
}

/* ---- translation ---- */

/*
 * What dnp (uncooked) stands for if it is a translation: an inline
 * declared as xlate<T>(e) (curpsinfo: kept uncooked, dt_cook_var.c); else
 * dnp.  (args[N] of a translated type the caller has expanded already:
 * dt_cook_args_expand().)
 */
dt_node_t *
dt_xlate_source(dtrace_hdl_t *dtp, dt_node_t *dnp)
{
	dt_ident_t *idp;
	dt_node_t *x;

	if (dnp->dn_flags & DT_NF_COOKED)
		return dnp;
	if (dnp->dn_kind == DT_NODE_IDENT &&
	    (idp = dt_idhash_lookup(dtp->dt_globals, dnp->dn_string)) != NULL &&
	    idp->di_kind == DT_IDENT_INLINE && idp->di_inline != NULL &&
	    dt_xlate_is(idp->di_inline)) {
		idp->di_flags |= DT_IDFLG_REF;
		x = dt_node_copy(idp->di_inline);
		x->dn_line = dnp->dn_line;
		x->dn_list = NULL;
		return x;
	}
	return dnp;
}

/* The member node of translator xl for `name`, or NULL. */
static const dt_node_t *
dt_xlate_conv(const dt_node_t *xl, const char *name)
{
	const dt_node_t *m;

	for (m = xl->dn_members; m != NULL; m = m->dn_list)
		if (strcmp(m->dn_string, name) == 0)
			return m;
	return NULL;
}

/*
 * s.m or p->m where s is xlate<T>(e), *xlate<T *>(e), or p xlate<T *>(e):
 * the member's expression, cooked.  NULL if dnp's left is none of these.
 */
dt_node_t *
dt_xlate_member(dtrace_hdl_t *dtp, dt_node_t *dnp)
{
	dt_node_t *x = dnp->dn_left, *v;
	const dt_node_t *xl, *m;
	const char *name = dnp->dn_right->dn_string;
	ctf_membinfo_t mi;
	char buf[128];
	int ptr, deref = 0;

	x = dnp->dn_left = dt_xlate_source(dtp, x);
	if (x->dn_kind == DT_NODE_OP1 && x->dn_op == DT_OP_DEREF)
		x->dn_child = dt_xlate_source(dtp, x->dn_child);
	if (dnp->dn_op == DT_OP_DOT && x->dn_kind == DT_NODE_OP1 &&
	    x->dn_op == DT_OP_DEREF && dt_xlate_is(x->dn_child))
		x = x->dn_child, deref = 1;
	else if (!dt_xlate_is(x))
		return NULL;
	xl = dt_xlate_lookup(dtp, x, &ptr);
	if (deref ? !ptr : (dnp->dn_op == DT_OP_PTR) != ptr)
		return NULL;	/* . of a pointer, -> or * of a struct: the
				   usual errors, on the translated value */
	if ((m = dt_xlate_conv(xl, name)) == NULL) {
		ctf_dict_t *fp = xl->dn_xlout->dn_ctfp;
		ctf_id_t out = xl->dn_xlout->dn_type;

		if (ctf_member_info(fp, dt_type_resolve(fp, out), name, &mi) != 0)
			dnerror(dnp, D_TYPE_MEMBER, "%s is not a member of %s", name,
			    dt_type_name(fp, out, buf, sizeof(buf)));
		dnerror(dnp, D_XLATE_NOCONV, "translator does not define "
		    "conversion for member: %s", name);
	}
	v = dt_cook_expr(dtp, dt_xlate_bind(xl, m, x->dn_right));
	v->dn_flags &= ~(DT_NF_LVALUE | DT_NF_WRITABLE);
	return v;
}

/* this->%xl<id> (a struct) or this->%xp<id> (a pointer to one). */
static dt_node_t *
dt_xlate_tmp(const dt_node_t *out, int ptr)
{
	char name[64];

	snprintf(name, sizeof(name), "%%x%c%ld", ptr ? 'p' : 'l', (long)out->dn_type);
	return dt_node_op2(DT_OP_PTR, dt_node_ident(dt_xstrdup("this")),
	    dt_node_ident(dt_xstrdup(name)));
}

/* Declare the hidden clause-local struct: this struct out name; */
static void
dt_xlate_declvar(dtrace_hdl_t *dtp, const dt_node_t *out, const dt_node_t *tmp)
{
	dt_decl_t *dd = dt_xalloc(sizeof(*dd));

	dd->dd_class = DT_DC_THIS;
	dd->dd_type = *out->dn_tname;
	dd->dd_type.tn_base = dt_xstrdup(out->dn_tname->tn_base);
	dd->dd_type.tn_body = NULL;
	dd->dd_name = dt_xstrdup(tmp->dn_right->dn_string);
	dd->dd_bitfield = -1;
	dt_cook_decl(dtp, dt_node_decl(dd));
}

/*
 * xlate<T>(e) or *xlate<T *>(e) (deref) as a whole value, or xlate<T *>(e)
 * as a pointer value: built member by member in a clause-local struct or
 * in alloca() memory, then cooked.
 */
dt_node_t *
dt_xlate_value(dtrace_hdl_t *dtp, dt_node_t *dnp, int deref)
{
	const dt_node_t *xl, *m;
	dt_node_t *seq = NULL, *one;
	int ptr, line = dnp->dn_line;

	xl = dt_xlate_lookup(dtp, dnp, &ptr);
	if (deref && !ptr)
		return NULL;		/* *xlate<struct s>(e): the usual error */
	ptr = ptr && !deref;
	if (!ptr)
		dt_xlate_declvar(dtp, xl->dn_xlout, dt_xlate_tmp(xl->dn_xlout, 0));
	else
		seq = dt_node_op2(DT_OP_ASGN, dt_xlate_tmp(xl->dn_xlout, 1),
		    dt_node_op2(DT_OP_CAST, dt_xlate_tcopy(xl->dn_xlout, 1),
		    dt_node_func(dt_xstrdup("alloca"), dt_node_op1(DT_OP_SIZEOF_TYPE,
		    dt_xlate_tcopy(xl->dn_xlout, 0)))));
	for (m = xl->dn_members; m != NULL; m = m->dn_list) {
		one = dt_node_op2(DT_OP_ASGN, dt_node_op2(ptr ? DT_OP_PTR : DT_OP_DOT,
		    dt_xlate_tmp(xl->dn_xlout, ptr), dt_node_ident(dt_xstrdup(
		    m->dn_string))), dt_xlate_bind(xl, m, dnp->dn_right));
		seq = seq == NULL ? one : dt_node_op2(DT_OP_COMMA, seq, one);
	}
	one = dt_xlate_tmp(xl->dn_xlout, ptr);
	seq = seq == NULL ? one : dt_node_op2(DT_OP_COMMA, seq, one);
	seq->dn_line = line;
	return dt_cook_expr(dtp, seq);
}
