/*
 * dt_decl.c: declarations that define types.
 *
 * The grammar calls dt_decl_process() as soon as a declaration, or a
 * struct/union/enum body, has been parsed, because what follows depends on
 * it: after "typedef int foo_t;" the scanner must see foo_t as a type name,
 * and a struct must exist before a later declaration uses it.  So this file
 * turns into CTF types, in the handle's D container (dt_ddefs):
 *
 *   - struct and union bodies (TYPE nodes whose dt_tname_t has a tn_body
 *     list of member DECL nodes): members are laid out as a C compiler
 *     would (natural alignment, the size rounded up to the alignment), or,
 *     with bit-fields, as DTrace does (each bit-field an integer of the
 *     bytes its bits need, no padding at the end), self references work through a
 *     forward declaration made first;
 *   - enum bodies (a tn_body list of ENUMERATOR nodes): each enumerator is
 *     also entered in dt_globals as a DT_IDENT_ENUM identifier;
 *   - typedefs and tag-only declarations ("struct foo;"): the DECL node
 *     becomes DT_NODE_EMPTY, as nothing is left for the cook pass.
 *
 * Anonymous bodies get a generated tag (__anonN) so that tn_base names them.
 * Declarations of variables and inlines are left alone: the cook pass
 * (dt_cook.c) resolves them.  A struct/union/enum tag used through a
 * pointer before it is defined is declared here as an incomplete (forward)
 * type, as C does, so that the name resolves; TYPE nodes (casts, sizeof,
 * translator types, probe arguments) are passed here for that too.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "dt_impl.h"
#include "dt_parser.h"
#include "dt_ident.h"
#include "dt_type.h"

/* The CTF kind a tn_base names ("struct foo" -> CTF_K_STRUCT), and its tag. */
static int
dt_decl_tagkind(const char *base, const char **tagp)
{
	static const struct { const char *kw; int kind; } kinds[] = {
		{ "struct", CTF_K_STRUCT }, { "union", CTF_K_UNION },
		{ "enum", CTF_K_ENUM }, { NULL, 0 }
	};
	size_t n;
	int i;

	for (i = 0; kinds[i].kw != NULL; i++) {
		n = strlen(kinds[i].kw);
		if (strncmp(base, kinds[i].kw, n) == 0 &&
		    (base[n] == '\0' || base[n] == ' ')) {
			*tagp = base[n] == ' ' ? base + n + 1 : NULL;
			return kinds[i].kind;
		}
	}
	*tagp = NULL;
	return CTF_K_UNKNOWN;
}

/* Declare "struct tag" as a forward if no such type exists yet. */
static void
dt_decl_forward(dtrace_hdl_t *dtp, const dt_node_t *dnp, const char *base)
{
	const char *tag;
	int kind = dt_decl_tagkind(base, &tag);

	if (kind == CTF_K_UNKNOWN || tag == NULL ||
	    ctf_lookup_by_name(dtp->dt_ddefs, base) != CTF_ERR)
		return;
	if (ctf_add_forward(dtp->dt_ddefs, CTF_ADD_ROOT, tag, kind) == CTF_ERR)
		dnerror(dnp, D_DECL_CTFERR, "failed to declare %s: %s", base,
		    ctf_errmsg(ctf_errno(dtp->dt_ddefs)));
}

/*
 * A pointer to "struct tag" that D does not define: the kernel's struct if
 * BTF has it (dt_type_lookup), else a D forward declaration.
 */
static void
dt_decl_forward_ref(dtrace_hdl_t *dtp, const dt_node_t *dnp, const char *base)
{
	dtrace_typeinfo_t ti;

	if (dt_type_lookup(dtp, base, &ti) != 0)
		dt_decl_forward(dtp, dnp, base);
}

/* Resolve a type name to a type in the D container. */
static ctf_id_t
dt_decl_type(dtrace_hdl_t *dtp, const dt_node_t *dnp, const dt_tname_t *tn)
{
	dtrace_typeinfo_t ti;

	dt_type_from_tname(dtp, dnp, tn, &ti);
	if (ti.dtt_ctfp != dtp->dt_ddefs) {
		ti.dtt_type = ctf_add_type(dtp->dt_ddefs, ti.dtt_ctfp, ti.dtt_type);
		if (ti.dtt_type == CTF_ERR)
			dnerror(dnp, D_DECL_CTFERR, "failed to copy type %s: %s",
			    tn->tn_base, ctf_errmsg(ctf_errno(dtp->dt_ddefs)));
	}
	return ti.dtt_type;
}

/*
 * A struct, union or enum may be defined once (after any number of forward
 * declarations); a second definition is an error.
 */
static void
dt_decl_check_redef(dtrace_hdl_t *dtp, const dt_node_t *dnp, const char *full)
{
	ctf_id_t id = ctf_lookup_by_name(dtp->dt_ddefs, full);

	if (id != CTF_ERR && ctf_type_kind(dtp->dt_ddefs, id) != CTF_K_FORWARD)
		dnerror(dnp, D_DECL_TYPERED, "type redeclared: %s", full);
}

/*
 * DTrace refuses a second definition as soon as its opening brace is read
 * ("struct s {"), so the error names that line, not the body's end.
 */
void
dt_decl_begin(dt_pcb_t *pcb, const char *full)
{
	dtrace_hdl_t *dtp = pcb->pcb_hdl;
	ctf_id_t id = ctf_lookup_by_name(dtp->dt_ddefs, full);

	if (id != CTF_ERR && ctf_type_kind(dtp->dt_ddefs, id) != CTF_K_FORWARD)
		dt_lnerror(pcb->pcb_lineno, D_DECL_TYPERED, "type redeclared: %s",
		    full);
}

/*
 * struct and union bodies.
 */
typedef struct dt_member {
	const char *m_name;	/* NULL for padding bit-fields */
	ctf_id_t m_type;
	uint64_t m_off;		/* bits */
} dt_member_t;

/*
 * A bit-field's type: as DTrace's, an integer of the width's bits with the
 * declared type's name and sign, which libctf sizes in whole bytes (a
 * power of two: 20 bits take 4).
 */
static ctf_id_t
dt_decl_bitfield(dtrace_hdl_t *dtp, const dt_node_t *m, ctf_id_t type, int width)
{
	ctf_dict_t *fp = dtp->dt_ddefs;
	ctf_id_t base = ctf_type_resolve(fp, type);
	char name[256];
	ctf_encoding_t e;

	if (!dt_type_is_integer(fp, type) || ctf_type_kind(fp, base) != CTF_K_INTEGER ||
	    ctf_type_encoding(fp, base, &e) != 0)
		dnerror(m, D_DECL_BFTYPE, "invalid type for bit-field: %s",
		    m->dn_decl->dd_name ? m->dn_decl->dd_name : "(anon)");
	if ((uint32_t)width > e.cte_bits)
		dnerror(m, D_DECL_BFSIZE, "bit-field too big for type: %s",
		    m->dn_decl->dd_name ? m->dn_decl->dd_name : "(anon)");
	e.cte_offset = 0;
	e.cte_bits = width;
	if (ctf_type_name(fp, type, name, sizeof(name)) == NULL ||
	    (type = ctf_add_integer(fp, CTF_ADD_NONROOT, name, &e)) == CTF_ERR)
		dnerror(m, D_DECL_CTFERR, "failed to define bit-field: %s",
		    ctf_errmsg(ctf_errno(fp)));
	return type;
}

/* The type of one member, checked for completeness. */
static ctf_id_t
dt_decl_member_type(dtrace_hdl_t *dtp, const dt_node_t *m)
{
	const dt_decl_t *dd = m->dn_decl;
	const char *name = dd->dd_name ? dd->dd_name : "<unnamed>";
	ctf_dict_t *fp = dtp->dt_ddefs;
	ctf_id_t type;
	int kind;

	/*
	 * The grammar gives a member no storage class but a function's
	 * (extern): a function has no size, so DTrace calls it void.
	 */
	if (dd->dd_class != DT_DC_NONE)
		dnerror(m, D_DECL_VOIDOBJ, "cannot have void member: %s", name);
	if (dd->dd_keys != NULL)
		dnerror(m, D_DECL_ARRSUB, "associative arrays may not be "
		    "declared as members: %s", name);
	dt_decl_forward_ref(dtp, m, dd->dd_type.tn_base); /* C: incomplete type */
	type = dt_decl_type(dtp, m, &dd->dd_type);
	kind = ctf_type_kind(fp, ctf_type_resolve(fp, type));
	if (dt_type_is_void(fp, type))
		dnerror(m, D_DECL_VOIDOBJ, "cannot have void member: %s", name);
	if (kind == CTF_K_FORWARD || kind < 0 ||
	    (kind != CTF_K_ARRAY && ctf_type_size(fp, type) <= 0))
		dnerror(m, D_DECL_INCOMPLETE, "incomplete struct/union/enum %s: %s",
		    dd->dd_type.tn_base, name);
	return type;
}

static uint64_t
dt_roundup(uint64_t x, uint64_t a)
{
	return a > 1 ? (x + a - 1) / a * a : x;
}

/* Does a struct or union body declare a bit-field? */
static int
dt_decl_has_bitfield(const dt_node_t *body)
{
	for (; body != NULL; body = body->dn_list)
		if (body->dn_decl->dd_bitfield >= 0)
			return 1;
	return 0;
}

/*
 * DTrace's layout of a struct or union with bit-fields (libctf's
 * ctf_add_member(), which DTrace's declarations use): a bit-field is an
 * integer of the bytes its bits need (rounded up to a power of two),
 * aligned on that many bytes; a member
 * starts at the first byte after the bits of the one before, rounded up to
 * its alignment; the size is where the last member ends (a union: its
 * largest member), not rounded up.  So struct { int a:1; } takes 1 byte,
 * struct { int a:1; int b:3; } 2.  An unnamed bit-field of width 0 is
 * ignored, as DTrace does.
 */
static size_t
dt_decl_layout_bits(dtrace_hdl_t *dtp, int kind, dt_node_t *body,
    dt_member_t *mv)
{
	ctf_dict_t *fp = dtp->dt_ddefs;
	uint64_t prev = 0, size = 0, off, msize, malign, bits;
	const dt_decl_t *dd;
	ssize_t sz, al;
	dt_member_t *mp;
	dt_node_t *m;

	for (m = body, mp = mv; m != NULL; m = m->dn_list, mp++) {
		dd = m->dn_decl;
		mp->m_name = dd->dd_name;
		mp->m_type = dt_decl_member_type(dtp, m);
		mp->m_off = 0;
		if (dd->dd_bitfield == 0)
			continue;	/* unnamed, width 0: ignored */
		if (dd->dd_bitfield > 0)
			mp->m_type = dt_decl_bitfield(dtp, m, mp->m_type,
			    dd->dd_bitfield);
		sz = ctf_type_size(fp, mp->m_type);
		al = ctf_type_align(fp, mp->m_type);
		msize = sz > 0 ? (uint64_t)sz : 0;
		malign = al > 0 ? (uint64_t)al : 1;
		bits = dd->dd_bitfield > 0 ? (uint64_t)dd->dd_bitfield : msize * 8;
		if (kind == CTF_K_UNION) {
			size = msize > size ? msize : size;
			continue;
		}
		off = dt_roundup((prev + 7) / 8, malign);
		mp->m_off = off * 8;
		prev = mp->m_off + bits;
		size = off + msize;
	}
	return size;
}

/*
 * Lay the members out; returns the size of the struct or union in bytes.
 * Without bit-fields, as a C compiler would; with them, as DTrace does.
 */
static size_t
dt_decl_layout(dtrace_hdl_t *dtp, int kind, dt_node_t *body, dt_member_t *mv)
{
	ctf_dict_t *fp = dtp->dt_ddefs;
	uint64_t bit = 0, end = 0, align = 1;
	dt_member_t *mp;
	ssize_t sz, al;
	dt_node_t *m;

	if (dt_decl_has_bitfield(body))
		return dt_decl_layout_bits(dtp, kind, body, mv);
	for (m = body, mp = mv; m != NULL; m = m->dn_list, mp++) {
		mp->m_name = m->dn_decl->dd_name;
		mp->m_type = dt_decl_member_type(dtp, m);
		sz = ctf_type_size(fp, mp->m_type);
		al = ctf_type_align(fp, mp->m_type);
		if (sz < 0)
			sz = 0;
		if (al <= 0)
			al = 1;
		mp->m_off = kind == CTF_K_UNION ? 0 :
		    dt_roundup(bit, (uint64_t)al * 8);
		bit = mp->m_off + (uint64_t)sz * 8;
		align = (uint64_t)al > align ? (uint64_t)al : align;
		end = bit > end ? bit : end;
	}
	return dt_roundup((end + 7) / 8, align);
}

/* libctf's message, in DTrace's words (no final period). */
static const char *
dt_decl_ctferr(ctf_dict_t *fp)
{
	static char msg[128];
	size_t n;

	if (ctf_errno(fp) == ECTF_DUPLICATE)
		return "Duplicate member or variable name";
	snprintf(msg, sizeof(msg), "%s", ctf_errmsg(ctf_errno(fp)));
	n = strlen(msg);
	if (n > 0 && msg[n - 1] == '.')
		msg[n - 1] = '\0';
	return msg;
}

static void
dt_decl_sou(dtrace_hdl_t *dtp, const dt_node_t *dnp, int kind, const char *tag,
    const char *full, dt_node_t *body)
{
	ctf_dict_t *fp = dtp->dt_ddefs;
	int n = dt_node_list_len(body), i;
	dt_member_t mv[n > 0 ? n : 1];	/* on the stack: errors longjmp */
	ctf_id_t id;
	size_t size;
	dt_node_t *m;

	dt_decl_check_redef(dtp, dnp, full);
	dt_decl_forward(dtp, dnp, full);	/* for self references */
	size = dt_decl_layout(dtp, kind, body, mv);
	id = kind == CTF_K_UNION ?
	    ctf_add_union_sized(fp, CTF_ADD_ROOT, tag, size) :
	    ctf_add_struct_sized(fp, CTF_ADD_ROOT, tag, size);
	if (id == CTF_ERR)
		dnerror(dnp, D_DECL_CTFERR, "failed to define %s: %s", full,
		    ctf_errmsg(ctf_errno(fp)));
	for (i = 0, m = body; i < n; i++, m = m->dn_list) {
		if (mv[i].m_name == NULL)
			continue;	/* unnamed bit-field: padding */
		if (ctf_add_member_offset(fp, id, mv[i].m_name, mv[i].m_type,
		    mv[i].m_off) != 0)	/* DTrace's words, at the member */
			dnerror(m, D_UNKNOWN, "failed to define member '%s': %s",
			    mv[i].m_name, dt_decl_ctferr(fp));
	}
}

/*
 * enum bodies: values count up from 0 or from the last explicit value.
 */
static void
dt_decl_enumerator(dtrace_hdl_t *dtp, const dt_node_t *e, ctf_id_t id,
    int64_t v)
{
	dt_ident_t *idp;

	if (v > INT_MAX || v < INT_MIN)
		dnerror(e, D_DECL_ENOFLOW, "enumerator '%s' value overflows "
		    "INT_MAX (%d)", e->dn_string, INT_MAX);
	/* as DTrace: a name twice in the enum first, then a global's name */
	if (ctf_add_enumerator(dtp->dt_ddefs, id, e->dn_string, (int)v) != 0)
		dnerror(e, D_UNKNOWN, "failed to define enumerator '%s': %s",
		    e->dn_string, dt_decl_ctferr(dtp->dt_ddefs));
	if (dtp->dt_globals != NULL && dt_idhash_lookup(dtp->dt_globals,
	    e->dn_string) != NULL)
		dnerror(e, D_DECL_IDRED, "identifier redeclared: %s", e->dn_string);
	if (dtp->dt_globals == NULL)
		return;
	idp = dt_idhash_insert(dtp->dt_globals, e->dn_string, DT_IDENT_ENUM,
	    DT_IDFLG_DECL, 0);
	if (idp == NULL)
		xyerror(D_UNKNOWN, "out of memory");
	idp->di_value = v;
	idp->di_ctfp = dtp->dt_ddefs;
	idp->di_type = id;
}

static void
dt_decl_enum(dtrace_hdl_t *dtp, const dt_node_t *dnp, const char *tag,
    const char *full, dt_node_t *body)
{
	ctf_id_t id;
	int64_t v = 0;
	dt_node_t *e;

	dt_decl_check_redef(dtp, dnp, full);
	if ((id = ctf_add_enum(dtp->dt_ddefs, CTF_ADD_ROOT, tag)) == CTF_ERR)
		dnerror(dnp, D_DECL_CTFERR, "failed to define %s: %s", full,
		    ctf_errmsg(ctf_errno(dtp->dt_ddefs)));
	for (e = body; e != NULL; e = e->dn_list, v++) {
		if (e->dn_expr != NULL && dt_node_const(e->dn_expr, &v) != 0)
			dnerror(e, D_DECL_ENCONST, "enumerator '%s' must be assigned "
			    "to an integral constant expression", e->dn_string);
		dt_decl_enumerator(dtp, e, id, v);
	}
}

/* A struct/union/enum body in a type name: define it, name it in tn_base. */
static void
dt_decl_body(dtrace_hdl_t *dtp, const dt_node_t *dnp, dt_tname_t *tn)
{
	static unsigned int anon;
	char full[256], tagbuf[32];
	const char *tag, *kw;
	int kind = dt_decl_tagkind(tn->tn_base, &tag);
	dt_node_t *body = tn->tn_body;

	if (kind == CTF_K_UNKNOWN)
		dnerror(dnp, D_DECL_CTFERR, "unexpected body for type %s", tn->tn_base);
	kw = kind == CTF_K_STRUCT ? "struct" : kind == CTF_K_UNION ? "union" : "enum";
	if (tag == NULL) {
		snprintf(tagbuf, sizeof(tagbuf), "__anon%u", ++anon);
		tag = tagbuf;
	}
	snprintf(full, sizeof(full), "%s %s", kw, tag);
	if (kind == CTF_K_ENUM)
		dt_decl_enum(dtp, dnp, tag, full, body);
	else
		dt_decl_sou(dtp, dnp, kind, tag, full, body);
	tn->tn_body = NULL;
	free(tn->tn_base);
	tn->tn_base = dt_xstrdup(full);
}

/*
 * typedef name type;
 */
static void
dt_decl_typedef(dtrace_hdl_t *dtp, dt_node_t *dnp)
{
	dt_decl_t *dd = dnp->dn_decl;
	ctf_id_t type;

	if (dd->dd_keys != NULL)
		dnerror(dnp, D_DECL_ARRSUB, "associative arrays may not be "
		    "declared as typedefs: %s", dd->dd_name);
	if (dtp->dt_globals != NULL &&
	    dt_idhash_lookup(dtp->dt_globals, dd->dd_name) != NULL)
		dnerror(dnp, D_DECL_IDRED, "global variable identifier "
		    "redeclared: %s", dd->dd_name);
	if (ctf_lookup_by_name(dtp->dt_ddefs, dd->dd_name) != CTF_ERR) {
		/* C headers (-C) redeclare D's own typedefs: D's stay. */
		if (yypcb->pcb_idepth > 0)
			return;
		dnerror(dnp, D_DECL_IDRED, "typedef redeclared: %s", dd->dd_name);
	}
	dt_decl_forward_ref(dtp, dnp, dd->dd_type.tn_base);	/* the kernel's */
	type = dt_decl_type(dtp, dnp, &dd->dd_type);
	if (ctf_add_typedef(dtp->dt_ddefs, CTF_ADD_ROOT, dd->dd_name, type) ==
	    CTF_ERR)
		dnerror(dnp, D_DECL_CTFERR, "failed to define typedef %s: %s",
		    dd->dd_name, ctf_errmsg(ctf_errno(dtp->dt_ddefs)));
}

static void
dt_decl_one(dtrace_hdl_t *dtp, dt_node_t *dnp)
{
	dt_decl_t *dd = dnp->dn_decl;
	const char *tag;

	if (dd->dd_type.tn_body != NULL)
		dt_decl_body(dtp, dnp, &dd->dd_type);
	if (dd->dd_name == NULL) {
		/* "struct foo;" or the declaration of a body alone */
		if (dt_decl_tagkind(dd->dd_type.tn_base, &tag) == CTF_K_UNKNOWN ||
		    dd->dd_class != DT_DC_NONE || dd->dd_type.tn_ptr > 0)
			dnerror(dnp, D_DECL_USELESS, "useless declaration");
		dt_decl_forward(dtp, dnp, dd->dd_type.tn_base);
		dnp->dn_kind = DT_NODE_EMPTY;
		return;
	}
	if (dd->dd_class == DT_DC_TYPEDEF) {
		dt_decl_typedef(dtp, dnp);
		dnp->dn_kind = DT_NODE_EMPTY;
		return;
	}
	if (dd->dd_type.tn_ptr > 0)
		dt_decl_forward_ref(dtp, dnp, dd->dd_type.tn_base);
}

void
dt_decl_process(dt_pcb_t *pcb, dt_node_t *dnp)
{
	dtrace_hdl_t *dtp = pcb->pcb_hdl;

	switch (dnp->dn_kind) {
	case DT_NODE_TYPE:
		if (dnp->dn_tname->tn_body != NULL)
			dt_decl_body(dtp, dnp, dnp->dn_tname);
		else if (dnp->dn_tname->tn_ptr > 0)
			dt_decl_forward_ref(dtp, dnp, dnp->dn_tname->tn_base);
		break;
	case DT_NODE_DECL:
		dt_decl_one(dtp, dnp);
		break;
	case DT_NODE_INLINE:
		if (dnp->dn_decl->dd_type.tn_body != NULL)
			dt_decl_body(dtp, dnp, &dnp->dn_decl->dd_type);
		break;
	default:
		break;
	}
}
