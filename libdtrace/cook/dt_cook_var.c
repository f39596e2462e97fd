/*
 * dt_cook_var.c: user variables in the cook pass.
 *
 * D has four classes of user variables:
 *
 *	global		x		one value, in the global variable map
 *	clause-local	this->x		one value per probe firing, shared by
 *					the clauses of the firing (scratch memory)
 *	thread-local	self->x		one value per thread
 *	associative	a[k1, k2 ...]	one value per key tuple
 *			self->a[k ...]	one value per thread and key tuple
 *
 * Thread-locals and associative arrays are "dynamic": their values live in
 * one BPF hash map keyed by (variable id, thread id, key tuple), created by
 * a store and deleted when 0 is stored, whatever their type: "self->path
 * = 0" deletes a string (dt_cg_var.c has the layouts).  Keys are scalars,
 * strings, structs and unions (compared byte for byte).
 *
 * A variable is created by its declaration ("int x;", "self string s;",
 * "this int i;", "int a[string, int];", "self int a[int];") or, without
 * one, by its first assignment, with the type of the assigned value, as
 * DTrace does; every later use must agree with that type and key signature.
 * ++ and -- on a variable that does not exist create it as an int64_t
 * starting at 0 (DTrace's rule), and such a variable may also be read
 * before that statement in program order ("tick-1ms /i < 10/ { i++; }"):
 * dt_var_modified() looks for it in the program's nodes.  op= reads its
 * variable first: on a global, self-> or this-> variable nothing created
 * yet it is D_VAR_UNDEF, as in DTrace (on an array element it creates the
 * array, as ++ does).  Otherwise cooking
 * follows the source order, so reading a variable that nothing declared or
 * assigned earlier is an error: D_IDENT_UNDEF for a global, D_VAR_UNDEF
 * ("self->x has not yet been declared or assigned") for the others.
 *
 * A cooked reference is a DT_NODE_VAR node with dn_ident set (dn_ident's
 * di_data is the dt_vardesc_t); a reference to an associative array element
 * keeps its cooked key expressions in dn_args.  Values of type string,
 * struct, union, array or floating-point type (float, double, long double:
 * D stores, traces and prints them but does not compute with them) are
 * handled by reference (DT_NF_REF).
 *
 * Inlines ("inline int MAX = 10;") are identifiers whose value is a cooked
 * expression: a reference is replaced by a copy of it, converted to the
 * inline's declared type.  Built-in constants (NULL, and those of other
 * parts such as uregs' R_PC) are inlines without an expression.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "dt_impl.h"
#include "dt_type.h"
#include "dt_cook_var.h"
#include "dt_cook_ksym.h"

/* ---- storage ---- */

void
dt_vardesc_free(dt_vardesc_t *vd)
{
	if (vd == NULL)
		return;
	free(vd->dv_keys);
	free(vd->dv_ktypes);
	free(vd);
}

static uint32_t
dt_align8(uint64_t n)
{
	return (uint32_t)((n + 7) & ~7ULL);
}

int
dt_var_is_ref(dtrace_hdl_t *dtp, ctf_dict_t *fp, ctf_id_t type)
{
	return dt_type_is_string(dtp, fp, type) || dt_type_is_sou(fp, type) ||
	    dt_type_is_array(fp, type) || dt_type_is_float(fp, type);
}

/* Bytes of storage for a value: scalars take 8 (kept 64-bit extended). */
static uint32_t
dt_var_valsize(dtrace_hdl_t *dtp, ctf_dict_t *fp, ctf_id_t type)
{
	if (dt_var_is_ref(dtp, fp, type))
		return dt_align8(dt_type_size(dtp, fp, type));
	return 8;
}

static dt_idhash_t *
dt_var_hash(dtrace_hdl_t *dtp, dt_varclass_t class)
{
	switch (class) {
	case DT_VAR_TLS:
		return dtp->dt_tls;
	case DT_VAR_LOCAL:
		return dtp->dt_locals;
	default:
		return dtp->dt_globals;
	}
}

static const char *
dt_var_prefix(dt_varclass_t class)
{
	return class == DT_VAR_TLS ? "self->" : class == DT_VAR_LOCAL ? "this->" : "";
}

/* The hash of an array's identifier: self->a[k] is in the thread-locals'. */
static dt_idhash_t *
dt_var_hash_tls(dtrace_hdl_t *dtp, dt_varclass_t class, int tls)
{
	return tls ? dtp->dt_tls : dt_var_hash(dtp, class);
}

/* The layout of an associative array's key tuple, from its key types. */
static void
dt_var_keys(dtrace_hdl_t *dtp, const dt_node_t *dnp, dt_vardesc_t *vd,
    const dtrace_typeinfo_t *ktypes, uint32_t nkeys)
{
	uint32_t i, off = 0;

	vd->dv_nkeys = nkeys;
	vd->dv_keys = calloc(nkeys ? nkeys : 1, sizeof(dt_recdesc_t));
	vd->dv_ktypes = calloc(nkeys ? nkeys : 1, sizeof(dtrace_typeinfo_t));
	if (vd->dv_keys == NULL || vd->dv_ktypes == NULL)
		xyerror(D_UNKNOWN, "out of memory");
	for (i = 0; i < nkeys; i++) {
		dt_recdesc_t *rd = &vd->dv_keys[i];

		vd->dv_ktypes[i] = ktypes[i];
		if (dt_type_is_string(dtp, ktypes[i].dtt_ctfp, ktypes[i].dtt_type)) {
			rd->dtrd_size = (uint32_t)dt_strbytes(dtp);
			rd->dtrd_flags = DT_RF_STRING;
		} else if (dt_type_is_scalar(dtp, ktypes[i].dtt_ctfp,
		    ktypes[i].dtt_type)) {
			rd->dtrd_size = 8;
		} else if (dt_type_is_sou(ktypes[i].dtt_ctfp, ktypes[i].dtt_type)) {
			rd->dtrd_size = (uint32_t)dt_type_size(dtp,
			    ktypes[i].dtt_ctfp, ktypes[i].dtt_type);
			rd->dtrd_flags = DT_RF_BYTES;
		} else {
			dnerror(dnp, D_ARR_BADREF, "an associative array key must "
			    "be a scalar, a string, a struct or a union");
		}
		rd->dtrd_offset = off;
		off += dt_align8(rd->dtrd_size);
	}
	vd->dv_keysize = off;
}

/* Give the new variable its storage. */
static void
dt_var_storage(dtrace_hdl_t *dtp, dt_vardesc_t *vd)
{
	uint32_t keysz;

	switch (vd->dv_class) {
	case DT_VAR_GLOBAL:
		if (dtp->dt_gvarsz < DT_GVAR_FIXED)
			dtp->dt_gvarsz = DT_GVAR_FIXED;
		vd->dv_offset = dtp->dt_gvarsz;
		dtp->dt_gvarsz += vd->dv_size;
		break;
	case DT_VAR_LOCAL:
		vd->dv_offset = dtp->dt_localsz;
		dtp->dt_localsz += vd->dv_size;
		break;
	case DT_VAR_TLS:
	case DT_VAR_ARRAY:
		vd->dv_id = dtp->dt_ndvars++;
		keysz = sizeof(struct dt_dvar_khdr) + vd->dv_keysize;
		if (keysz > dtp->dt_dvarkeysz)
			dtp->dt_dvarkeysz = keysz;
		if (vd->dv_size > dtp->dt_dvarvalsz)
			dtp->dt_dvarvalsz = vd->dv_size;
		break;
	}
}

/*
 * Create a variable of the given class and type (and, for an associative
 * array, key types); the identifier is removed again if the compile fails.
 */
static dt_ident_t *
dt_var_create(dtrace_hdl_t *dtp, const dt_node_t *dnp, dt_varclass_t class,
    int tls, const char *name, ctf_dict_t *fp, ctf_id_t type,
    const dtrace_typeinfo_t *ktypes, uint32_t nkeys)
{
	static const int flags[] = {
		[DT_VAR_GLOBAL] = 0, [DT_VAR_LOCAL] = DT_IDFLG_LOCAL,
		[DT_VAR_TLS] = DT_IDFLG_TLS, [DT_VAR_ARRAY] = 0
	};
	dt_idhash_t *dhp = dt_var_hash_tls(dtp, class, tls);
	dt_vardesc_t *vd;
	dt_ident_t *idp;

	if (dt_type_is_void(fp, type))
		dnerror(dnp, D_DECL_VOIDOBJ, "cannot have void object: %s%s",
		    tls ? "self->" : dt_var_prefix(class), name);
	if (dt_type_size(dtp, fp, type) == 0 && ctf_type_kind(fp,
	    ctf_type_resolve(fp, type)) == CTF_K_ARRAY)	/* its size overflows */
		dnerror(dnp, D_DECL_ARRBIG, "array dimension too big");
	if (dt_type_size(dtp, fp, type) == 0 && !dt_type_is_string(dtp, fp, type)) {
		char buf[128];

		dnerror(dnp, D_DECL_INCOMPLETE, "incomplete struct/union/enum %s: %s",
		    dt_type_name(fp, type, buf, sizeof(buf)), name);
	}
	idp = dt_idhash_insert(dhp, name, class == DT_VAR_ARRAY ? DT_IDENT_ARRAY :
	    DT_IDENT_SCALAR, flags[class] | (tls ? DT_IDFLG_TLS : 0), -1);
	vd = calloc(1, sizeof(dt_vardesc_t));
	if (idp == NULL || vd == NULL)
		xyerror(D_UNKNOWN, "out of memory");
	idp->di_data = vd;
	idp->di_ctfp = fp;
	idp->di_type = type;
	dt_pcb_undo_ident(yypcb, dhp, idp);
	vd->dv_class = class;
	vd->dv_tls = tls;
	vd->dv_size = dt_var_valsize(dtp, fp, type);
	if (class == DT_VAR_ARRAY)
		dt_var_keys(dtp, dnp, vd, ktypes, nkeys);
	dt_var_storage(dtp, vd);
	return idp;
}

/* ---- references ---- */

static void
dt_var_node(dtrace_hdl_t *dtp, dt_node_t *dnp, dt_ident_t *idp)
{
	dnp->dn_kind = DT_NODE_VAR;
	dnp->dn_op = DT_OP_NONE;
	dnp->dn_ident = idp;
	dt_node_type_assign(dnp, idp->di_ctfp, idp->di_type);
	dnp->dn_flags |= DT_NF_LVALUE | DT_NF_WRITABLE;
	if (dt_var_is_ref(dtp, idp->di_ctfp, idp->di_type))
		dnp->dn_flags |= DT_NF_REF;
}

/* "x has not yet been declared or assigned", whatever x's class. */
static void __attribute__((noreturn))
dt_var_undef_d(const dt_node_t *dnp, dt_varclass_t class, const char *name)
{
	dnerror(dnp, D_VAR_UNDEF, "%s%s has not yet been declared or assigned",
	    dt_var_prefix(class), name);
}

static void __attribute__((noreturn))
dt_var_undef(const dt_node_t *dnp, dt_varclass_t class, int tls, const char *name)
{
	if (tls)
		class = DT_VAR_TLS;
	if (class == DT_VAR_GLOBAL)
		dnerror(dnp, D_IDENT_UNDEF, "failed to resolve %s: Unknown variable "
		    "name", name);
	dt_var_undef_d(dnp, class, name);
}

/*
 * What op= and ++/-- create a variable that does not exist yet with: an
 * int64_t that starts at 0 (DTrace's rule), a dummy rhs for its type.
 */
static const dt_node_t *
dt_cook_virgin(dtrace_hdl_t *dtp, dt_node_t *n)
{
	memset(n, 0, sizeof(*n));
	n->dn_kind = DT_NODE_INT;
	n->dn_ctfp = dtp->dt_ddefs;
	n->dn_type = dtp->dt_type_int64;
	return n;
}

static int dt_var_names(const dt_node_t *n, dt_varclass_t class, int tls,
    const char *name);

/* Is n the (uncooked) scope->name, e.g. self->x? */
static int
dt_var_is_scoped(const dt_node_t *n, const char *scope, const char *name)
{
	return n != NULL && n->dn_kind == DT_NODE_OP2 && n->dn_op == DT_OP_PTR &&
	    n->dn_left != NULL && n->dn_right != NULL &&
	    dt_var_names(n->dn_left, DT_VAR_GLOBAL, 0, scope) &&
	    dt_var_names(n->dn_right, DT_VAR_GLOBAL, 0, name);
}

/* Does the uncooked node n name the variable (class, tls, name)? */
static int
dt_var_names(const dt_node_t *n, dt_varclass_t class, int tls, const char *name)
{
	const dt_node_t *l;

	switch (class) {
	case DT_VAR_GLOBAL:
		return n != NULL && n->dn_kind == DT_NODE_IDENT &&
		    n->dn_string != NULL &&
		    strcmp(n->dn_string, name) == 0;
	case DT_VAR_TLS:
		return dt_var_is_scoped(n, "self", name);
	case DT_VAR_LOCAL:
		return dt_var_is_scoped(n, "this", name);
	default:
		if (n == NULL || n->dn_kind != DT_NODE_OP2 ||
		    n->dn_op != DT_OP_INDEX)
			return 0;
		l = n->dn_left;
		return tls ? dt_var_is_scoped(l, "self", name) :
		    dt_var_names(l, DT_VAR_GLOBAL, 0, name);
	}
}

/*
 * Is the variable the operand of a ++ or -- (or, an array, of an op= on an
 * element) anywhere in the program being compiled?  Such a variable is an
 * int64_t from the start, so that it may be read before (in program order)
 * the statement that creates it: "tick-1ms /i < 10/ { i++; }".
 */
static int
dt_var_modified(dt_varclass_t class, int tls, const char *name)
{
	const dt_node_t *n;

	for (n = yypcb->pcb_list; n != NULL; n = n->dn_link) {
		if (n->dn_kind == DT_NODE_OP1 && n->dn_op >= DT_OP_PREINC &&
		    n->dn_op <= DT_OP_POSTDEC && n->dn_child != NULL &&
		    dt_var_names(n->dn_child, class, tls, name))
			return 1;
		if (n->dn_kind == DT_NODE_OP2 && n->dn_op >= DT_OP_ADD_EQ &&
		    n->dn_op <= DT_OP_RSH_EQ && n->dn_left != NULL &&
		    n->dn_left->dn_kind == DT_NODE_OP2 &&
		    n->dn_left->dn_op == DT_OP_INDEX &&
		    dt_var_names(n->dn_left, class, tls, name))
			return 1;
	}
	return 0;
}

/*
 * The variable `name` of `class` for a use at dnp.  If it does not exist
 * and rhs is a value being assigned to it, it is created with rhs's type
 * (and keys' types); otherwise it is an error.
 */
static dt_ident_t *
dt_var_resolve(dtrace_hdl_t *dtp, const dt_node_t *dnp, dt_varclass_t class,
    int tls, const char *name, const dt_node_t *rhs, const dt_node_t *keys)
{
	dt_ident_t *idp = dt_idhash_lookup(dt_var_hash_tls(dtp, class, tls), name);
	dtrace_typeinfo_t kt[DT_VAR_MAXKEYS];
	const dt_node_t *k;
	dt_node_t virgin;
	uint32_t n = 0;

	if (idp != NULL)
		return idp;
	if (rhs == NULL && dt_var_modified(class, tls, name))
		rhs = dt_cook_virgin(dtp, &virgin);
	if (rhs == NULL)
		dt_var_undef(dnp, class, tls, name);
	for (k = keys; k != NULL; k = k->dn_list) {
		if (n == DT_VAR_MAXKEYS)	/* DTrace's code generator says */
			dt_liberror("Insufficient tuple registers to generate code");
		kt[n].dtt_ctfp = k->dn_ctfp;
		kt[n++].dtt_type = k->dn_type;
	}
	return dt_var_create(dtp, dnp, class, tls, name, rhs->dn_ctfp,
	    rhs->dn_type, kt, n);
}

/*
 * A built-in of a kernel type (curthread: struct task_struct *) gets its
 * type from kernel BTF at its first use, so that scripts without one do
 * not load BTF (dt_ident.c left the type's name in di_data).
 */
static void
dt_cook_var_ktype(dtrace_hdl_t *dtp, const dt_node_t *dnp, dt_ident_t *idp)
{
	dtrace_typeinfo_t ti;

	if (idp->di_ctfp != NULL)
		return;
	if (dt_type_lookup(dtp, idp->di_data, &ti) != 0)
		dnerror(dnp, D_TYPE_ERR, "%s is not available: the kernel's BTF "
		    "has no %s", idp->di_name, (const char *)idp->di_data);
	idp->di_ctfp = ti.dtt_ctfp;
	idp->di_type = ti.dtt_type;
}

/*
 * A bare identifier x (a global, a built-in, an inline or a constant).  wr
 * is the assignment when x is written (for messages), else NULL.
 */
static dt_node_t *
dt_cook_var_ident1(dtrace_hdl_t *dtp, dt_node_t *dnp, const dt_node_t *rhs,
    const dt_node_t *wr)
{
	dt_ident_t *idp = dt_idhash_lookup(dtp->dt_globals, dnp->dn_string);
	dt_node_t *k;

	if (idp == NULL && rhs == NULL && (strchr(dnp->dn_string, '`') != NULL ||
	    !dt_var_modified(DT_VAR_GLOBAL, 0, dnp->dn_string)) &&
	    (k = dt_cook_ksym(dtp, dnp)) != NULL)
		return k;
	if (idp == NULL || (idp->di_kind == DT_IDENT_SCALAR && rhs != NULL &&
	    !(idp->di_flags & DT_IDFLG_BUILTIN)))
		idp = dt_var_resolve(dtp, dnp, DT_VAR_GLOBAL, 0, dnp->dn_string,
		    rhs, NULL);
	switch (idp->di_kind) {
	case DT_IDENT_SCALAR:
		if (idp->di_flags & DT_IDFLG_BUILTIN) {
			dt_cook_var_ktype(dtp, dnp, idp);
			/* not writable: dt_cook_lvalue() says so */
			dnp->dn_kind = DT_NODE_VAR;
			dnp->dn_ident = idp;
			dt_node_type_assign(dnp, idp->di_ctfp, idp->di_type);
			dnp->dn_flags |= DT_NF_LVALUE;
			if (dt_type_is_string(dtp, idp->di_ctfp, idp->di_type))
				dnp->dn_flags |= DT_NF_REF;
		} else {
			dt_var_node(dtp, dnp, idp);
		}
		idp->di_flags |= rhs != NULL ? DT_IDFLG_WRITE : DT_IDFLG_REF;
		return dnp;
	case DT_IDENT_INLINE:
	case DT_IDENT_ENUM:
		if (idp->di_keys != NULL)
			dnerror(dnp, D_ARR_BADREF, "%s[ ] must be referenced "
			    "with a subscript", dnp->dn_string);
		if (wr)
			dnerror(dnp, D_OP_WRITE, "operator %s can only be applied "
			    "to a writable variable", dt_op_name(wr->dn_op));
		return dt_cook_inline(dtp, dnp, idp);
	case DT_IDENT_ARRAY:
		dnerror(dnp, D_IDENT_BADREF, "associative array '%s' may not be "
		    "referenced as scalar", dnp->dn_string);
	case DT_IDENT_FUNC:
	case DT_IDENT_ACTFUNC:
	case DT_IDENT_AGGFUNC:
		dnerror(dnp, D_FUNC_IDENT, "%s( ) may not be referenced as a variable",
		    dnp->dn_string);
	default:
		dnerror(dnp, D_IDENT_BADREF, "%s is not a variable", dnp->dn_string);
	}
}

dt_node_t *
dt_cook_var_ident(dtrace_hdl_t *dtp, dt_node_t *dnp, const dt_node_t *rhs)
{
	return dt_cook_var_ident1(dtp, dnp, rhs, NULL);
}

/* self->x or this->x: dnp is the -> node. */
dt_node_t *
dt_cook_var_member(dtrace_hdl_t *dtp, dt_node_t *dnp, const dt_node_t *rhs)
{
	dt_varclass_t class = dnp->dn_left->dn_string[0] == 's' ? DT_VAR_TLS :
	    DT_VAR_LOCAL;
	const char *name = dnp->dn_right->dn_string;
	dt_ident_t *idp;

	if (dnp->dn_right->dn_kind != DT_NODE_IDENT)
		dnerror(dnp, D_SYNTAX, "%s must be followed by a variable name",
		    dt_var_prefix(class));
	idp = dt_var_resolve(dtp, dnp, class, 0, name, rhs, NULL);
	if (idp->di_kind == DT_IDENT_ARRAY)
		dnerror(dnp, D_ARR_BADREF, "%s%s[ ] must be referenced with a "
		    "subscript", dt_var_prefix(class), name);
	idp->di_flags |= rhs != NULL ? DT_IDFLG_WRITE : DT_IDFLG_REF;
	dnp->dn_left = dnp->dn_right = NULL;
	dt_var_node(dtp, dnp, idp);
	return dnp;
}

/* Check the keys of a[...] against the array's key signature. */
static void
dt_var_check_keys(dtrace_hdl_t *dtp, const dt_node_t *dnp, const dt_ident_t *idp,
    const dt_node_t *keys)
{
	const dt_vardesc_t *vd = idp->di_data;
	const dt_node_t *k;
	char want[128], have[128];
	uint32_t i = 0, n = (uint32_t)dt_node_list_len(keys);

	if (n != vd->dv_nkeys)
		dnerror(dnp, D_PROTO_LEN, "%s[ ] prototype mismatch: %u key%s passed, "
		    "%u expected", idp->di_name, n, n == 1 ? "" : "s", vd->dv_nkeys);
	for (k = keys; k != NULL; k = k->dn_list, i++) {
		const dtrace_typeinfo_t *t = &vd->dv_ktypes[i];
		int ws = dt_type_is_string(dtp, t->dtt_ctfp, t->dtt_type);

		if (dt_type_is_sou(t->dtt_ctfp, t->dtt_type) ? dt_type_compat(dtp,
		    t->dtt_ctfp, t->dtt_type, k->dn_ctfp, k->dn_type) : ws ?
		    dt_node_is_string(dtp, k) :
		    dt_node_is_scalar(dtp, k) && !dt_node_is_string(dtp, k))
			continue;
		dnerror(dnp, D_PROTO_ARG, "%s[ ] key #%u is incompatible with "
		    "prototype:\n\tprototype: %s\n\t      key: %s", idp->di_name,
		    i + 1, dt_type_name(t->dtt_ctfp, t->dtt_type, want,
		    sizeof(want)), dt_type_name(k->dn_ctfp, k->dn_type, have,
		    sizeof(have)));
	}
}

/*
 * The name of the array the left of a [ ] node names: a (a[k]) or, with
 * *tls set, self->a (self->a[k]); NULL for anything else.  this->a[k] is
 * refused here unless this->a is a declared clause-local (a C array).
 */
static const char *
dt_var_index_name(dtrace_hdl_t *dtp, const dt_node_t *l, int *tls)
{
	const char *scope, *name;

	*tls = 0;
	if (l->dn_kind == DT_NODE_IDENT)
		return l->dn_string;
	if (l->dn_kind != DT_NODE_OP2 || l->dn_op != DT_OP_PTR ||
	    l->dn_left->dn_kind != DT_NODE_IDENT ||
	    l->dn_right->dn_kind != DT_NODE_IDENT)
		return NULL;
	scope = l->dn_left->dn_string;
	name = l->dn_right->dn_string;
	if (strcmp(scope, "this") == 0 &&
	    dt_idhash_lookup(dtp->dt_locals, name) == NULL)
		dnerror(l, D_ARR_LOCAL, "local variables may not be used as "
		    "associative arrays: %s", name);
	if (strcmp(scope, "self") != 0)
		return NULL;
	*tls = 1;
	return name;
}

/*
 * The keys of a[...], cooked.  As in DTrace, an aggregation or a value of
 * type void (an action) is no key: D_KEY_TYPE, with the key's position.
 */
static dt_node_t *
dt_cook_var_keys(dtrace_hdl_t *dtp, dt_node_t *keys)
{
	dt_node_t *k;
	char n[64];
	int i = 1;

	for (k = keys; k != NULL; k = k->dn_list, i++)
		if (k->dn_kind == DT_NODE_AGG)
			dnerror(k, D_KEY_TYPE, "aggregation expression may not be "
			    "used as associative array index: key #%d", i);
	keys = dt_cook_arglist(dtp, keys);
	for (k = keys, i = 1; k != NULL; k = k->dn_list, i++)
		if (dt_type_is_void(k->dn_ctfp, k->dn_type))
			dnerror(k, D_KEY_TYPE, "%s expression may not be used as "
			    "associative array index: key #%d",
			    dt_type_name(k->dn_ctfp, k->dn_type, n, sizeof(n)), i);
	return keys;
}

/*
 * a[k1, k2 ...] or self->a[k1 ...]: dnp is the [ ] node whose left names
 * an associative array or nothing yet.  The keys are cooked here.
 */
dt_node_t *
dt_cook_var_index(dtrace_hdl_t *dtp, dt_node_t *dnp, const dt_node_t *rhs)
{
	int tls;
	const char *name = dt_var_index_name(dtp, dnp->dn_left, &tls);
	dt_node_t *keys = dt_cook_var_keys(dtp, dnp->dn_right);
	dt_ident_t *idp;

	if (keys == NULL)
		dnerror(dnp, D_ARR_BADREF, "%s[ ] needs at least one key", name);
	idp = dt_var_resolve(dtp, dnp, DT_VAR_ARRAY, tls, name, rhs, keys);
	if (idp->di_kind != DT_IDENT_ARRAY)
		dnerror(dnp, D_IDENT_BADREF, "%s is not an associative array", name);
	dt_var_check_keys(dtp, dnp, idp, keys);
	idp->di_flags |= rhs != NULL ? DT_IDFLG_WRITE : DT_IDFLG_REF;
	dnp->dn_left = dnp->dn_right = dnp->dn_expr = NULL;
	dt_var_node(dtp, dnp, idp);
	dnp->dn_args = keys;
	return dnp;
}

/*
 * Is this [ ] node an associative array reference (or a new one)?  A
 * variable that is not one may not be given a tuple of keys (DTrace's
 * D_ARR_BADREF).
 */
int
dt_cook_var_is_assoc(dtrace_hdl_t *dtp, const dt_node_t *dnp)
{
	int tls;
	const char *name = dt_var_index_name(dtp, dnp->dn_left, &tls);
	dt_ident_t *idp;

	if (name == NULL)
		return 0;
	idp = dt_idhash_lookup(tls ? dtp->dt_tls : dtp->dt_globals, name);
	if (idp == NULL || idp->di_kind == DT_IDENT_ARRAY)
		return 1;
	if (idp->di_kind == DT_IDENT_SCALAR && dnp->dn_right != NULL &&
	    dnp->dn_right->dn_list != NULL)
		dnerror(dnp, D_ARR_BADREF, "cannot access scalar %s%s as an "
		    "associative array", tls ? "self->" : "", name);
	return 0;
}

/* ---- inlines and constants ---- */

/*
 * A reference to an inline or an enumerator: a constant of its type, or a
 * copy of the inline's expression converted to the inline's type.
 */
dt_node_t *
dt_cook_inline(dtrace_hdl_t *dtp, dt_node_t *dnp, dt_ident_t *idp)
{
	dt_node_t *e;

	idp->di_flags |= DT_IDFLG_REF;
	if (idp->di_kind == DT_IDENT_ENUM || idp->di_inline == NULL)
		return dt_cook_make_const(dtp, dnp, (uint64_t)idp->di_value,
		    idp->di_ctfp, idp->di_type);
	e = dt_node_copy(idp->di_inline);
	e->dn_line = dnp->dn_line;
	e->dn_list = NULL;
	if (DT_NODE_IS_CONST(e))
		return dt_cook_make_const(dtp, e, e->dn_value, idp->di_ctfp,
		    idp->di_type);
	if (e->dn_kind == DT_NODE_STRING)
		return e;
	e = dt_cook_expr(dtp, e);
	if (dt_node_is_integer(e) && dt_type_is_integer(idp->di_ctfp, idp->di_type)) {
		dt_node_t *cast = dt_node_op2(DT_OP_CAST, NULL, e);

		dt_node_type_assign(cast, idp->di_ctfp, idp->di_type);
		cast->dn_flags |= DT_NF_COOKED;
		return cast;
	}
	return e;
}

/* Is parameter k (a TYPE node) a string?  (No cast converts to one.) */
static int
dt_inline_strparam(const dt_node_t *k)
{
	return strcmp(k->dn_tname->tn_base, "string") == 0 &&
	    k->dn_tname->tn_ptr == 0 && k->dn_tname->tn_ndims == 0;
}

/*
 * Bind the parameters of inline idp (di_keys, TYPE nodes named by their
 * dn_string) to the expressions args, each converted to its parameter's
 * type: a copy of the inline's expression, uncooked.
 */
static dt_node_t *
dt_inline_bind(const dt_ident_t *idp, const dt_node_t *args)
{
	dt_node_t *e = dt_node_copy(idp->di_inline), *k, *v;
	const dt_node_t *a = args;

	for (k = idp->di_keys; k != NULL; k = k->dn_list, a = a->dn_list) {
		v = dt_node_copy(a);
		if (!dt_inline_strparam(k))
			v = dt_node_op2(DT_OP_CAST, dt_node_copy(k), v);
		e = dt_xlate_subst(e, k->dn_string, v);
	}
	return e;
}

/*
 * a[k...] where a is an inline with parameters (DTrace's "associative
 * array" inline: inline fileinfo_t fds[int fd] = xlate<...>(...);): its
 * expression with the keys bound to the parameters, uncooked, so that
 * fds[0].fi_name translates that member alone.  dnp itself if it is not
 * one.
 */
dt_node_t *
dt_cook_inline_expand(dtrace_hdl_t *dtp, dt_node_t *dnp)
{
	dt_ident_t *idp;
	dt_node_t *e;
	int n, want;

	if (dnp->dn_kind != DT_NODE_OP2 || dnp->dn_op != DT_OP_INDEX ||
	    dnp->dn_left->dn_kind != DT_NODE_IDENT ||
	    (idp = dt_idhash_lookup(dtp->dt_globals,
	    dnp->dn_left->dn_string)) == NULL ||
	    idp->di_kind != DT_IDENT_INLINE || idp->di_keys == NULL)
		return dnp;
	n = dt_node_list_len(dnp->dn_right);
	want = dt_node_list_len(idp->di_keys);
	if (n != want)
		dnerror(dnp, D_PROTO_LEN, "%s[ ] prototype mismatch: %d arg%s "
		    "passed, %d expected", idp->di_name, n, n == 1 ? "" : "s",
		    want);
	idp->di_flags |= DT_IDFLG_REF;
	e = dt_inline_bind(idp, dnp->dn_right);
	e->dn_line = dnp->dn_line;
	return e;
}

dt_node_t *
dt_cook_inline_index(dtrace_hdl_t *dtp, dt_node_t *dnp)
{
	dt_node_t *e = dt_cook_inline_expand(dtp, dnp), *cast;
	dt_ident_t *idp;

	if (e == dnp)
		return NULL;
	idp = dt_idhash_lookup(dtp->dt_globals, dnp->dn_left->dn_string);
	e = dt_cook_expr(dtp, e);
	if (!dt_node_is_integer(e) ||
	    !dt_type_is_integer(idp->di_ctfp, idp->di_type))
		return e;
	cast = dt_node_op2(DT_OP_CAST, NULL, e);
	dt_node_type_assign(cast, idp->di_ctfp, idp->di_type);
	cast->dn_flags |= DT_NF_COOKED;
	return cast;
}

/*
 * inline TYPE NAME[T1 p1, ...] = expr;  The parameters must be named; the
 * expression is checked with each parameter standing for (Ti)0 ("" for
 * a string) and kept
 * uncooked, to be bound and cooked at each use (dt_cook_inline_expand).
 */
/* An array's key type, as DTrace checks an array prototype. */
static void
dt_cook_decl_key(dtrace_hdl_t *dtp, const dt_node_t *k, int i)
{
	const dt_tname_t *tn = k->dn_tname;

	if (strcmp(tn->tn_base, "...") == 0)
		dnerror(k, D_DECL_PROTO_VARARGS, "array prototype may not use a "
		    "variable-length argument list");
	if (k->dn_flags & DT_NF_DYNPARAM)
		dnerror(k, D_DECL_PROTO_TYPE, "array prototype may not use "
		    "parameter of type dynamic variable: %s, parameter #%d",
		    k->dn_string != NULL ? k->dn_string : "(anonymous)", i);
	if (strcmp(tn->tn_base, "void") == 0 && tn->tn_ptr == 0 &&
	    tn->tn_ndims == 0)
		dnerror(k, D_DECL_PROTO_TYPE, "array prototype may not use "
		    "parameter of type void: %s, parameter #%d",
		    k->dn_string != NULL ? k->dn_string : "(anonymous)", i);
}

static void
dt_cook_decl_inline_params(dtrace_hdl_t *dtp, dt_node_t *dnp,
    const dtrace_typeinfo_t *tip, dt_ident_t *idp)
{
	dt_decl_t *dd = dnp->dn_decl;
	dt_node_t *k, *zeros = NULL, *e;
	char want[128], have[128];
	int i = 1;

	for (k = dd->dd_keys; k != NULL; k = k->dn_list, i++) {
		dtrace_typeinfo_t ti;

		if (k->dn_string == NULL)
			dnerror(dnp, D_DECL_PROTO_NAME, "inline %s parameter #%d "
			    "has no name", dd->dd_name, i);
		dt_type_from_tname(dtp, k, k->dn_tname, &ti);
		zeros = dt_node_link(zeros, dt_inline_strparam(k) ?
		    dt_node_string(dt_xstrdup("")) : dt_node_int(0));
	}
	idp->di_keys = dd->dd_keys;
	idp->di_inline = dd->dd_init;
	e = dt_cook_expr(dtp, dt_inline_bind(idp, zeros));
	if (!dt_type_compat(dtp, tip->dtt_ctfp, tip->dtt_type, e->dn_ctfp,
	    e->dn_type) && !(dt_type_is_integer(tip->dtt_ctfp, tip->dtt_type) &&
	    dt_node_is_integer(e)))
		dnerror(dnp, D_OP_INCOMPAT, "inline %s definition uses incompatible "
		    "types: \"%s\" = \"%s\"", dd->dd_name, dt_type_name(
		    tip->dtt_ctfp, tip->dtt_type, want, sizeof(want)),
		    dt_type_name(e->dn_ctfp, e->dn_type, have, sizeof(have)));
}

/*
 * inline T *NAME = xlate<T *>(e): the inline keeps the uncooked xlate so
 * that NAME->m translates m alone where it is used (dt_xlate_source), not
 * the whole struct; the type is the xlate's, and a copy of e is cooked to
 * check it.  A node of that type stands for it in the type check.
 */
static dt_node_t *
dt_cook_decl_xinline(dtrace_hdl_t *dtp, dt_node_t *x)
{
	dtrace_typeinfo_t ti;
	dt_node_t *t = dt_node_int(0);

	dt_cook_expr(dtp, dt_node_copy(x->dn_right));
	dt_type_from_tname(dtp, x->dn_left, x->dn_left->dn_tname, &ti);
	dt_node_type_assign(t, ti.dtt_ctfp, ti.dtt_type);
	return t;
}

/* inline TYPE NAME = expr; */
static void
dt_cook_decl_inline(dtrace_hdl_t *dtp, dt_node_t *dnp)
{
	dt_decl_t *dd = dnp->dn_decl;
	dtrace_typeinfo_t ti;
	dt_node_t *e;
	dt_ident_t *idp;
	char want[128], have[128];

	if ((idp = dt_idhash_lookup(dtp->dt_globals, dd->dd_name)) != NULL)
		dnerror(dnp, D_DECL_IDRED, "identifier redefined: %s\n\t current: "
		    "inline definition\n\tprevious: %s %s", dd->dd_name,
		    idp->di_kind == DT_IDENT_INLINE ? "scalar" :
		    dt_idkind_name(idp->di_kind), idp->di_kind == DT_IDENT_INLINE ?
		    "inline" : "");
	dt_type_from_tname(dtp, dnp, &dd->dd_type, &ti);
	if (dd->dd_keys != NULL) {
		idp = dt_idhash_insert(dtp->dt_globals, dd->dd_name,
		    DT_IDENT_INLINE, 0, -1);
		if (idp == NULL)
			xyerror(D_UNKNOWN, "out of memory");
		dt_pcb_undo_ident(yypcb, dtp->dt_globals, idp);
		idp->di_ctfp = ti.dtt_ctfp;
		idp->di_type = ti.dtt_type;
		dt_cook_decl_inline_params(dtp, dnp, &ti, idp);
		return;
	}
	if (dt_xlate_is(dd->dd_init))	/* kept uncooked: dt_xlate_source() */
		e = dt_cook_decl_xinline(dtp, dd->dd_init);
	else
		e = dd->dd_init = dt_cook_expr(dtp, dd->dd_init);
	if (!dt_type_compat(dtp, ti.dtt_ctfp, ti.dtt_type, e->dn_ctfp, e->dn_type) &&
	    !(dt_type_is_integer(ti.dtt_ctfp, ti.dtt_type) && dt_node_is_integer(e)))
		dnerror(dnp, D_OP_INCOMPAT, "inline %s definition uses incompatible "
		    "types: \"%s\" = \"%s\"", dd->dd_name, dt_type_name(ti.dtt_ctfp,
		    ti.dtt_type, want, sizeof(want)), dt_type_name(e->dn_ctfp,
		    e->dn_type, have, sizeof(have)));
	idp = dt_idhash_insert(dtp->dt_globals, dd->dd_name, DT_IDENT_INLINE, 0, -1);
	if (idp == NULL)
		xyerror(D_UNKNOWN, "out of memory");
	dt_pcb_undo_ident(yypcb, dtp->dt_globals, idp);
	idp->di_ctfp = ti.dtt_ctfp;
	idp->di_type = ti.dtt_type;
	idp->di_inline = dt_xlate_is(dd->dd_init) ? dd->dd_init : e;
	if (DT_NODE_IS_CONST(e))
		idp->di_value = (int64_t)e->dn_value;
}

/* ---- declarations ---- */

static dt_varclass_t
dt_decl_varclass(const dt_node_t *dnp, const dt_decl_t *dd)
{
	switch (dd->dd_class) {
	case DT_DC_SELF:
		return DT_VAR_TLS;
	case DT_DC_THIS:
		if (dd->dd_keys != NULL)
			dnerror(dnp, D_DECL_LOCASSC, "associative arrays may not be "
			    "declared as local variables: %s", dd->dd_name);
		return DT_VAR_LOCAL;
	case DT_DC_NONE:
		return dd->dd_keys != NULL ? DT_VAR_ARRAY : DT_VAR_GLOBAL;
	case DT_DC_AUTO: case DT_DC_REGISTER: case DT_DC_STATIC:
		dnerror(dnp, D_DECL_BADCLASS, "specified storage class not "
		    "appropriate in D");
	default:
		dnerror(dnp, D_DECL_CLASS, "invalid storage class for a variable: %s",
		    dd->dd_name);
	}
}

/* A variable declaration: TYPE NAME; [self|this] TYPE NAME; TYPE A[KEYS]; */
static void
dt_cook_decl_var(dtrace_hdl_t *dtp, dt_node_t *dnp)
{
	dt_decl_t *dd = dnp->dn_decl;
	dt_varclass_t class = dt_decl_varclass(dnp, dd);
	dtrace_typeinfo_t ti, kt[DT_VAR_MAXKEYS];
	dt_ident_t *idp;
	dt_node_t *k;
	uint32_t n = 0;
	int tls = class == DT_VAR_TLS && dd->dd_keys != NULL;

	if (tls)
		class = DT_VAR_ARRAY;
	if (dd->dd_name != NULL && strchr(dd->dd_name, '`') != NULL)
		dnerror(dnp, D_DECL_SCOPE, "D scoping operator may not be used in "
		    "a declaration name (%s)", dd->dd_name);
	if (dd->dd_keys == NULL && dd->dd_type.tn_ndims > 0 &&
	    dd->dd_type.tn_dims[0] < 0)
		dnerror(dnp, D_DECL_ARRNULL, "array declaration requires array "
		    "dimension or tuple signature: %s", dd->dd_name);
	dt_type_from_tname(dtp, dnp, &dd->dd_type, &ti);
	for (k = dd->dd_keys; k != NULL; k = k->dn_list) {
		if (n == DT_VAR_MAXKEYS)
			dnerror(dnp, D_DECL_ARRSUB, "too many keys for %s[ ] (at "
			    "most %d)", dd->dd_name, DT_VAR_MAXKEYS);
		dt_cook_decl_key(dtp, k, n + 1);
		dt_type_from_tname(dtp, k, k->dn_tname, &kt[n++]);
	}
	idp = dt_idhash_lookup(dt_var_hash_tls(dtp, class, tls), dd->dd_name);
	if (idp != NULL && (idp->di_flags & DT_IDFLG_BUILTIN))
		dnerror(dnp, D_DECL_IDRED, "built-in identifier redeclared: %s",
		    dd->dd_name);
	if (idp != NULL) {
		dt_idkind_t kind = class == DT_VAR_ARRAY ? DT_IDENT_ARRAY :
		    DT_IDENT_SCALAR;
		char ct[128], pt[128];

		if (idp->di_kind != kind || !dt_type_compat(dtp, idp->di_ctfp,
		    idp->di_type, ti.dtt_ctfp, ti.dtt_type))
			dnerror(dnp, D_DECL_IDRED, "identifier redeclared: %s\n\t "
			    "current: %s %s\n\tprevious: %s %s", dd->dd_name,
			    dt_idkind_name(kind), dt_type_name(ti.dtt_ctfp,
			    ti.dtt_type, ct, sizeof(ct)), dt_idkind_name(idp->di_kind),
			    dt_type_name(idp->di_ctfp, idp->di_type, pt, sizeof(pt)));
		return;	/* the same declaration again */
	}
	idp = dt_var_create(dtp, dnp, class, tls, dd->dd_name, ti.dtt_ctfp,
	    ti.dtt_type, kt, n);
	idp->di_flags |= DT_IDFLG_DECL;
}

/*
 * extern TYPE NAME; declares the type of a symbol of the traced kernel or
 * program, not a D variable (extern int a[]; is fine: the size is the
 * symbol's).  There are no kernel symbols to bind it to here, so the type
 * is checked and nothing is created: a use of NAME is then an unknown
 * identifier, as for any symbol DTrace cannot find.
 */
static void
dt_cook_decl_extern(dtrace_hdl_t *dtp, dt_node_t *dnp)
{
	dtrace_typeinfo_t ti;

	dt_type_from_tname(dtp, dnp, &dnp->dn_decl->dd_type, &ti);
}

void
dt_cook_decl(dtrace_hdl_t *dtp, dt_node_t *dnp)
{
	dt_decl_t *dd = dnp->dn_decl;

	/* Type declarations were handled as they were parsed (dt_decl.c). */
	if (dnp->dn_kind == DT_NODE_DECL &&
	    (dd == NULL || dd->dd_name == NULL || dd->dd_class == DT_DC_TYPEDEF))
		return;
	yypcb->pcb_lineno = dnp->dn_line;
	if (dnp->dn_kind == DT_NODE_INLINE)
		dt_cook_decl_inline(dtp, dnp);
	else if (dd->dd_class == DT_DC_EXTERN)
		dt_cook_decl_extern(dtp, dnp);
	else
		dt_cook_decl_var(dtp, dnp);
}

/* ---- assignments ---- */

/* DTrace's "operands have incompatible types" for lhs OP rhs. */
void
dt_cook_incompat(const dt_node_t *dnp, const dt_node_t *l, const dt_node_t *r)
{
	char lt[128], rt[128];

	dnerror(dnp, D_OP_INCOMPAT, "operands have incompatible types: \"%s\" %s "
	    "\"%s\"", dt_type_name(l->dn_ctfp, l->dn_type, lt, sizeof(lt)),
	    dt_op_name(dnp->dn_op), dt_type_name(r->dn_ctfp, r->dn_type, rt,
	    sizeof(rt)));
}

/* Is the node a thread-local or an associative array element? */
static int
dt_cook_is_dynvar(const dt_node_t *dnp)
{
	const dt_vardesc_t *vd;

	if (dnp->dn_kind != DT_NODE_VAR || (dnp->dn_ident->di_flags &
	    DT_IDFLG_BUILTIN) || (vd = dnp->dn_ident->di_data) == NULL)
		return 0;
	return vd->dv_class == DT_VAR_TLS || vd->dv_class == DT_VAR_ARRAY;
}

/*
 * Does "lhs = rhs" delete a dynamic variable of any type?  Storing the
 * constant 0 does, as in DTrace: self->path = 0, a["x"] = 0.
 */
int
dt_cook_is_delete(const dt_node_t *lhs, const dt_node_t *rhs)
{
	return dt_cook_is_dynvar(lhs) && DT_NODE_IS_CONST(rhs) &&
	    rhs->dn_value == 0;
}

/* Is the node a char pointer or a char array (a string's other forms)? */
static int
dt_cook_is_chars(const dt_node_t *dnp)
{
	ctf_dict_t *fp = dnp->dn_ctfp;
	ctf_id_t t = ctf_type_resolve(fp, dnp->dn_type);
	ctf_encoding_t e;
	ctf_arinfo_t ar;

	if (t == CTF_ERR)
		return 0;
	if (ctf_type_kind(fp, t) == CTF_K_POINTER)
		t = ctf_type_resolve(fp, ctf_type_reference(fp, t));
	else if (ctf_type_kind(fp, t) == CTF_K_ARRAY &&
	    ctf_array_info(fp, t, &ar) == 0)
		t = ctf_type_resolve(fp, ar.ctr_contents);
	else
		return 0;
	return t != CTF_ERR && ctf_type_kind(fp, t) == CTF_K_INTEGER &&
	    ctf_type_encoding(fp, t, &e) == 0 && e.cte_bits == 8;
}

/*
 * May rhs be assigned to an lvalue of lhs's type?  A string, a char
 * pointer and a char array may be assigned to one another (DTrace's
 * string compatibility), and the constant 0 (NULL) to a string too.
 */
int
dt_cook_assignable(dtrace_hdl_t *dtp, const dt_node_t *lhs, const dt_node_t *rhs)
{
	int ls = dt_node_is_string(dtp, lhs), rs = dt_node_is_string(dtp, rhs);

	if (dt_cook_is_delete(lhs, rhs))
		return 1;
	if (ls || rs)	/* as DTrace's: strings, char * and char [] mix */
		return (ls || dt_cook_is_chars(lhs)) && (rs ||
		    dt_cook_is_chars(rhs) || (ls && DT_NODE_IS_CONST(rhs) &&
		    dt_node_is_integer(rhs) && rhs->dn_value == 0));
	if (dt_node_is_integer(lhs) && dt_node_is_integer(rhs))
		return 1;
	/* a pointer takes a pointer or NULL, not another integer; an
	   integer takes no pointer (x = curthread; x = pid is refused) */
	if (dt_node_is_pointer(lhs))
		return dt_node_is_pointer(rhs) ||
		    (DT_NODE_IS_CONST(rhs) && rhs->dn_value == 0);
	if (dt_node_is_integer(lhs) && dt_node_is_pointer(rhs))
		return 0;
	return dt_type_compat(dtp, lhs->dn_ctfp, lhs->dn_type, rhs->dn_ctfp,
	    rhs->dn_type);
}

/* Does a pointer-typed node point to void? */
static int
dt_cook_pointee_void(const dt_node_t *dnp)
{
	ctf_id_t t = ctf_type_resolve(dnp->dn_ctfp, dnp->dn_type);

	return t != CTF_ERR && dt_type_is_void(dnp->dn_ctfp,
	    ctf_type_reference(dnp->dn_ctfp, t));
}

/* Cook the left side of an assignment: a variable, created if need be. */
static dt_node_t *
dt_cook_lvalue(dtrace_hdl_t *dtp, dt_node_t *dnp, dt_node_t *lhs,
    const dt_node_t *rhs)
{
	if (lhs->dn_kind == DT_NODE_IDENT)
		lhs = dt_cook_var_ident1(dtp, lhs, rhs, dnp);
	else if (lhs->dn_kind == DT_NODE_OP2 && lhs->dn_op == DT_OP_PTR &&
	    lhs->dn_left->dn_kind == DT_NODE_IDENT &&
	    (strcmp(lhs->dn_left->dn_string, "self") == 0 ||
	    strcmp(lhs->dn_left->dn_string, "this") == 0))
		lhs = dt_cook_var_member(dtp, lhs, rhs);
	else if (lhs->dn_kind == DT_NODE_OP2 && lhs->dn_op == DT_OP_INDEX &&
	    dt_cook_var_is_assoc(dtp, lhs))
		lhs = dt_cook_var_index(dtp, lhs, rhs);
	else
		lhs = dt_cook_expr(dtp, lhs);
	if (!(lhs->dn_flags & DT_NF_LVALUE))
		dnerror(dnp, D_OP_LVAL, "operator %s requires modifiable lvalue as an "
		    "operand", dt_op_name(dnp->dn_op));
	if (!(lhs->dn_flags & DT_NF_WRITABLE))
		dnerror(dnp, D_OP_WRITE, "operator %s can only be applied to a "
		    "writable variable", dt_op_name(dnp->dn_op));
	return lhs;
}

/*
 * DTrace's first checks of an operand's kind, each with its tag: ++ and --
 * need a scalar (D_OP_SCALAR), += and -= an integer or a pointer to a type
 * of known size on the left unless both sides are integers (D_OP_VFPTR),
 * and "=" may not assign a whole array or function (D_OP_ARRFUN).
 */
static void
dt_cook_assign_kind(dtrace_hdl_t *dtp, dt_node_t *dnp, dt_node_t *lhs,
    dt_node_t *rhs)
{
	dt_op_t op = dnp->dn_op;
	char buf[128];
	int kind;

	if (rhs == NULL && !dt_node_is_integer(lhs) && !dt_node_is_pointer(lhs))
		dnerror(dnp, D_OP_SCALAR, "operator %s requires operand of "
		    "scalar type", dt_op_name(op));
	if ((op == DT_OP_ADD_EQ || op == DT_OP_SUB_EQ) &&
	    !dt_node_is_string(dtp, lhs) && !dt_node_is_string(dtp, rhs) &&
	    (!dt_node_is_integer(lhs) || !dt_node_is_integer(rhs)) &&
	    (!dt_node_is_pointer(lhs) || dt_cook_pointee_void(lhs)))
		dnerror(dnp, D_OP_VFPTR, "operator %s requires left-hand scalar "
		    "operand of known size", dt_op_name(op));
	if (op != DT_OP_ASGN || dt_node_is_string(dtp, lhs))
		return;
	kind = ctf_type_kind(lhs->dn_ctfp, dt_type_resolve(lhs->dn_ctfp,
	    lhs->dn_type));
	if (kind == CTF_K_ARRAY || kind == CTF_K_FUNCTION)
		dnerror(dnp, D_OP_ARRFUN, "operator %s may not be applied to "
		    "operand of type \"%s\"", dt_op_name(op),
		    dt_type_name(lhs->dn_ctfp, lhs->dn_type, buf, sizeof(buf)));
}

/*
 * op= reads the variable before it writes it: a global, self-> or this->
 * scalar that does not exist yet is D_VAR_UNDEF, as DTrace says it (before
 * it looks at the right-hand side).
 */
static void
dt_cook_opeq_read(dtrace_hdl_t *dtp, const dt_node_t *lhs)
{
	dt_varclass_t class = DT_VAR_GLOBAL;
	const char *name;

	if (lhs->dn_kind == DT_NODE_IDENT && strchr(lhs->dn_string, '`') == NULL) {
		name = lhs->dn_string;
	} else if (lhs->dn_kind == DT_NODE_OP2 && lhs->dn_op == DT_OP_PTR &&
	    lhs->dn_left->dn_kind == DT_NODE_IDENT &&
	    lhs->dn_right->dn_kind == DT_NODE_IDENT &&
	    (strcmp(lhs->dn_left->dn_string, "self") == 0 ||
	     strcmp(lhs->dn_left->dn_string, "this") == 0)) {
		class = lhs->dn_left->dn_string[0] == 's' ? DT_VAR_TLS :
		    DT_VAR_LOCAL;
		name = lhs->dn_right->dn_string;
	} else {
		return;
	}
	if (dt_idhash_lookup(dt_var_hash(dtp, class), name) == NULL)
		dt_var_undef_d(lhs, class, name);
}

/*
 * Assignment operators and ++/--.  "=" may create the variable with the
 * type of its value; the others create an int64_t and need an integer (or
 * a pointer for +=, -=, ++, --).
 */
dt_node_t *
dt_cook_assign(dtrace_hdl_t *dtp, dt_node_t *dnp)
{
	int unary = dnp->dn_kind == DT_NODE_OP1;
	dt_op_t op = dnp->dn_op;
	dt_node_t *lhs = unary ? dnp->dn_child : dnp->dn_left;
	dt_node_t *rhs = NULL;
	dt_node_t virgin;
	int ptrop;

	if (lhs->dn_kind == DT_NODE_AGG)
		dnerror(dnp, D_AGG_FUNC, "@%s must be assigned the result of an "
		    "aggregating function", lhs->dn_string);
	if (!unary && op != DT_OP_ASGN)
		dt_cook_opeq_read(dtp, lhs);
	if (!unary)
		rhs = dnp->dn_right = dt_cook_expr(dtp, dnp->dn_right);
	if (rhs != NULL && dt_type_is_void(rhs->dn_ctfp, rhs->dn_type))
		dnerror(dnp, D_OP_VFPTR, "operator %s may not be applied to a void "
		    "expression", dt_op_name(op));
	lhs = dt_cook_lvalue(dtp, dnp, lhs, op == DT_OP_ASGN ? rhs :
	    dt_cook_virgin(dtp, &virgin));
	if (unary)
		dnp->dn_child = lhs;
	else
		dnp->dn_left = lhs;
	if (rhs != NULL && dt_node_is_pointer(lhs))	/* p = arr */
		rhs = dnp->dn_right = dt_cook_decay(dtp, rhs);
	ptrop = unary || op == DT_OP_ADD_EQ || op == DT_OP_SUB_EQ;
	dt_cook_assign_kind(dtp, dnp, lhs, rhs);
	if (ptrop && dt_node_is_pointer(lhs) && dt_cook_pointee_void(lhs))
		dnerror(dnp, D_OP_VFPTR, "operator %s requires an operand of known "
		    "size", dt_op_name(op));
	if ((op == DT_OP_MUL_EQ || op == DT_OP_DIV_EQ) && (dt_node_is_float(lhs) ||
	    dt_node_is_float(rhs)))
		dnerror(dnp, D_OP_ARITH, "operator %s requires operands of "
		    "arithmetic type", dt_op_name(op));
	if (op != DT_OP_ASGN) {
		if (!dt_node_is_integer(lhs) && !(ptrop && dt_node_is_pointer(lhs)))
			dnerror(dnp, D_OP_INT, "operator %s requires operands of "
			    "integral type", dt_op_name(op));
		if (rhs != NULL && !dt_node_is_integer(rhs))
			dt_cook_incompat(dnp, lhs, rhs);
	} else if (!dt_cook_assignable(dtp, lhs, rhs)) {
		dt_cook_incompat(dnp, lhs, rhs);
	}
	dt_node_type_assign(dnp, lhs->dn_ctfp, lhs->dn_type);
	if (lhs->dn_flags & DT_NF_REF)
		dnp->dn_flags |= DT_NF_REF;
	return dnp;
}
