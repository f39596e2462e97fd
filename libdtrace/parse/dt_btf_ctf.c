/*
 * dt_btf_ctf.c: BTF types converted into the kernel container's CTF, on
 * demand (see dt_btf.h), and found by name through dt_btf.c's index.
 *
 * dt_btf_ctf() converts one BTF type and what it needs, and remembers the
 * CTF id of every BTF id it converted, so each is converted once.  What a
 * type needs: its members' and elements' types, by value, completely
 * (their sizes and members are the type's); but a pointer needs only the
 * name of what it points to, so a pointed-to named struct or union becomes
 * a CTF forward declaration.  task_struct thus costs its embedded structs,
 * not the whole kernel through its pointers.  When the compiler goes
 * through such a pointer (`->`, `*`, sizeof, print), dt_type_resolve() calls
 * dt_btf_complete(), which converts the struct itself: libctf turns the
 * forward into the struct in place (same id), so every pointer already made
 * to it now points to the complete type.
 *
 * BTF and CTF describe C alike; the differences: a BTF bit-field is a
 * member with a bit size, here a CTF slice of its integer type (the
 * compiler's bit-fields, dt_cook_ptr.c); BTF's type tags and declaration
 * tags are skipped; 64-bit enums keep the low 32 bits of their values (CTF
 * enumerators are ints); a function prototype is a CTF function type.  A
 * name already taken in the CTF root (two BTF structs of one name) makes
 * the second one non-root: reachable through what refers to it, not by
 * name.
 *
 * A module's container converts its split BTF the same way; what its
 * types use of vmlinux's (ids below db_start) is converted into its own
 * dictionary too, and a forward is completed from the module's types or
 * else vmlinux's.
 */
#include <string.h>
#include <bpf/btf.h>
#include "dt_impl.h"
#include "dt_btf.h"

static const char *
dt_btf_name(const dt_btf_t *db, const struct btf_type *t)
{
	const char *s = btf__name_by_offset(db->db_btf, t->name_off);

	return s != NULL && *s != '\0' ? s : NULL;
}

static ctf_id_t
dt_btf_ctf_int(dt_btf_t *db, const struct btf_type *t)
{
	uint32_t info = *(const uint32_t *)(t + 1);
	uint32_t enc = BTF_INT_ENCODING(info);
	const char *name = dt_btf_name(db, t);
	ctf_encoding_t e = { 0, 0, BTF_INT_BITS(info) };
	ctf_id_t id;

	if (enc & BTF_INT_SIGNED)
		e.cte_format |= CTF_INT_SIGNED;
	if ((enc & BTF_INT_CHAR) || (e.cte_bits == 8 && name != NULL &&
	    strstr(name, "char") != NULL))
		e.cte_format |= CTF_INT_CHAR;
	if (enc & BTF_INT_BOOL)
		e.cte_format |= CTF_INT_BOOL;
	id = ctf_add_integer(db->db_ctf, CTF_ADD_ROOT, name, &e);
	if (id == CTF_ERR)
		id = ctf_add_integer(db->db_ctf, CTF_ADD_NONROOT, name, &e);
	return id;
}

static ctf_id_t
dt_btf_ctf_float(dt_btf_t *db, const struct btf_type *t)
{
	ctf_encoding_t e = { t->size == 4 ? CTF_FP_SINGLE : t->size == 8 ?
	    CTF_FP_DOUBLE : CTF_FP_LDOUBLE, 0, t->size * 8 };

	return ctf_add_float(db->db_ctf, CTF_ADD_ROOT, dt_btf_name(db, t), &e);
}

static ctf_id_t
dt_btf_ctf_enum(dt_btf_t *db, const struct btf_type *t)
{
	ctf_dict_t *fp = db->db_ctf;
	const char *name = dt_btf_name(db, t);
	ctf_id_t id = ctf_add_enum(fp, CTF_ADD_ROOT, name);
	int i;

	if (id == CTF_ERR)
		id = ctf_add_enum(fp, CTF_ADD_NONROOT, name);
	for (i = 0; id != CTF_ERR && i < btf_vlen(t); i++) {
		const char *en = btf__name_by_offset(db->db_btf, btf_is_enum(t) ?
		    btf_enum(t)[i].name_off : btf_enum64(t)[i].name_off);
		int v = btf_is_enum(t) ? btf_enum(t)[i].val :
		    (int)btf_enum64(t)[i].val_lo32;

		/* a name another enum of this container has: skipped */
		(void)ctf_add_enumerator(fp, id, en, v);
	}
	return id;
}

/* A member's type: a slice of it if the member is a bit-field. */
static ctf_id_t
dt_btf_ctf_mtype(dt_btf_t *db, const struct btf_type *t, int i, ctf_id_t mt)
{
	uint32_t bits = btf_member_bitfield_size(t, i);
	ctf_id_t base = ctf_type_resolve(db->db_ctf, mt);
	ctf_encoding_t e;

	if (bits == 0 || base == CTF_ERR ||
	    ctf_type_encoding(db->db_ctf, base, &e) != 0)
		return mt;
	e.cte_offset = 0;
	e.cte_bits = bits;
	base = ctf_add_slice(db->db_ctf, CTF_ADD_NONROOT, base, &e);
	return base == CTF_ERR ? mt : base;
}

static ctf_id_t
dt_btf_ctf_sou(dt_btf_t *db, uint32_t id, const struct btf_type *t)
{
	ctf_dict_t *fp = db->db_ctf;
	const char *name = dt_btf_name(db, t);
	int isunion = btf_is_union(t), i;
	ctf_id_t sid;

	sid = isunion ? ctf_add_union_sized(fp, CTF_ADD_ROOT, name, t->size) :
	    ctf_add_struct_sized(fp, CTF_ADD_ROOT, name, t->size);
	if (sid == CTF_ERR)
		sid = isunion ? ctf_add_union_sized(fp, CTF_ADD_NONROOT, name,
		    t->size) : ctf_add_struct_sized(fp, CTF_ADD_NONROOT, name,
		    t->size);
	if (sid == CTF_ERR)
		return CTF_ERR;
	db->db_map[id] = sid;		/* for members pointing back at it */
	db->db_state[id] = DT_BTF_DONE;
	for (i = 0; i < btf_vlen(t); i++) {
		const struct btf_member *m = &btf_members(t)[i];
		ctf_id_t mt = dt_btf_ctf(db, m->type, 1);

		if (mt == CTF_ERR)
			return CTF_ERR;
		mt = dt_btf_ctf_mtype(db, t, i, mt);
		(void)ctf_add_member_offset(fp, sid, btf__name_by_offset(
		    db->db_btf, m->name_off), mt, btf_member_bit_offset(t, i));
	}
	return sid;
}

/* What a pointer points to: a named struct or union as a forward. */
static ctf_id_t
dt_btf_ctf_target(dt_btf_t *db, uint32_t id)
{
	const struct btf_type *t = btf__type_by_id(db->db_btf, id);
	const char *name = dt_btf_name(db, t);
	ctf_id_t fid;

	if (db->db_map[id] != 0 || name == NULL || !btf_is_composite(t))
		return dt_btf_ctf(db, id, 1);
	fid = ctf_add_forward(db->db_ctf, CTF_ADD_ROOT, name,
	    btf_is_union(t) ? CTF_K_UNION : CTF_K_STRUCT);
	if (fid == CTF_ERR)
		return dt_btf_ctf(db, id, 1);
	db->db_map[id] = fid;
	db->db_state[id] = DT_BTF_FWD;
	return fid;
}

static ctf_id_t
dt_btf_ctf_array(dt_btf_t *db, const struct btf_type *t)
{
	const struct btf_array *a = btf_array(t);
	ctf_arinfo_t ar;

	ar.ctr_contents = dt_btf_ctf(db, a->type, 1);
	ar.ctr_index = dt_btf_ctf(db, a->index_type, 1);
	ar.ctr_nelems = a->nelems;
	if (ar.ctr_contents == CTF_ERR || ar.ctr_index == CTF_ERR)
		return CTF_ERR;
	return ctf_add_array(db->db_ctf, CTF_ADD_NONROOT, &ar);
}

static ctf_id_t
dt_btf_ctf_func(dt_btf_t *db, const struct btf_type *t)
{
	const struct btf_param *p = btf_params(t);
	int n = btf_vlen(t), i;
	ctf_id_t argv[n > 0 ? n : 1];
	ctf_funcinfo_t fi = { 0, 0, 0 };

	fi.ctc_return = dt_btf_ctf(db, t->type, 1);
	for (i = 0; i < n && fi.ctc_return != CTF_ERR; i++) {
		if (p[i].type == 0 && i == n - 1) {	/* "...": varargs */
			fi.ctc_flags |= CTF_FUNC_VARARG;
			break;
		}
		if ((argv[fi.ctc_argc++] = dt_btf_ctf_target(db, p[i].type)) == CTF_ERR)
			return CTF_ERR;
	}
	if (fi.ctc_return == CTF_ERR)
		return CTF_ERR;
	return ctf_add_function(db->db_ctf, CTF_ADD_NONROOT, &fi, argv);
}

/* Typedefs, pointers and qualifiers: a reference to another type. */
static ctf_id_t
dt_btf_ctf_ref(dt_btf_t *db, const struct btf_type *t)
{
	ctf_dict_t *fp = db->db_ctf;
	ctf_id_t ref;

	if (btf_is_ptr(t))
		ref = dt_btf_ctf_target(db, t->type);
	else
		ref = dt_btf_ctf(db, t->type, 1);
	if (ref == CTF_ERR)
		return CTF_ERR;
	switch (btf_kind(t)) {
	case BTF_KIND_PTR:
		return ctf_add_pointer(fp, CTF_ADD_NONROOT, ref);
	case BTF_KIND_TYPEDEF: {
		ctf_id_t id = ctf_add_typedef(fp, CTF_ADD_ROOT, dt_btf_name(db, t), ref);

		return id != CTF_ERR ? id :
		    ctf_add_typedef(fp, CTF_ADD_NONROOT, dt_btf_name(db, t), ref);
	}
	case BTF_KIND_CONST:
		return ctf_add_const(fp, CTF_ADD_NONROOT, ref);
	case BTF_KIND_VOLATILE:
		return ctf_add_volatile(fp, CTF_ADD_NONROOT, ref);
	case BTF_KIND_RESTRICT:
		return ctf_add_restrict(fp, CTF_ADD_NONROOT, ref);
	default:			/* type tags: the type itself */
		return ref;
	}
}

static ctf_id_t
dt_btf_ctf_kind(dt_btf_t *db, uint32_t id, const struct btf_type *t)
{
	switch (btf_kind(t)) {
	case BTF_KIND_INT:
		return dt_btf_ctf_int(db, t);
	case BTF_KIND_FLOAT:
		return dt_btf_ctf_float(db, t);
	case BTF_KIND_ENUM: case BTF_KIND_ENUM64:
		return dt_btf_ctf_enum(db, t);
	case BTF_KIND_STRUCT: case BTF_KIND_UNION:
		return dt_btf_ctf_sou(db, id, t);
	case BTF_KIND_FWD:
		return ctf_add_forward(db->db_ctf, CTF_ADD_ROOT, dt_btf_name(db, t),
		    btf_kflag(t) ? CTF_K_UNION : CTF_K_STRUCT);
	case BTF_KIND_ARRAY:
		return dt_btf_ctf_array(db, t);
	case BTF_KIND_FUNC_PROTO:
		return dt_btf_ctf_func(db, t);
	case BTF_KIND_FUNC: case BTF_KIND_VAR:	/* their type */
		return dt_btf_ctf(db, t->type, 1);
	case BTF_KIND_PTR: case BTF_KIND_TYPEDEF: case BTF_KIND_CONST:
	case BTF_KIND_VOLATILE: case BTF_KIND_RESTRICT: case BTF_KIND_TYPE_TAG:
		return dt_btf_ctf_ref(db, t);
	default:			/* DATASEC, DECL_TAG: not types */
		return CTF_ERR;
	}
}

ctf_id_t
dt_btf_ctf(dt_btf_t *db, uint32_t id, int full)
{
	const struct btf_type *t;
	ctf_id_t cid;

	if (id == 0)
		return db->db_void;
	if (id >= db->db_ntypes)
		return CTF_ERR;
	if (db->db_state[id] == DT_BTF_DONE ||
	    (db->db_state[id] == DT_BTF_FWD && !full))
		return db->db_map[id];
	t = btf__type_by_id(db->db_btf, id);
	cid = dt_btf_ctf_kind(db, id, t);
	if (cid == CTF_ERR) {
		dt_dprintf("BTF type %u not converted: %s\n", id,
		    ctf_errmsg(ctf_errno(db->db_ctf)));
		return CTF_ERR;
	}
	db->db_map[id] = cid;
	db->db_state[id] = DT_BTF_DONE;
	return cid;
}

ctf_id_t
dt_btf_complete(ctf_dict_t *fp, ctf_id_t type)
{
	dt_btf_t *db = ctf_getspecific(fp);
	const char *name;
	uint32_t id;
	int kind, ns;

	if (db == NULL || db->db_ctf != fp ||
	    ctf_type_kind(fp, type) != CTF_K_FORWARD ||
	    (name = ctf_type_name_raw(fp, type)) == NULL)
		return type;
	kind = ctf_type_kind_forwarded(fp, type);
	ns = kind == CTF_K_UNION ? DT_BTF_NS_UNION : DT_BTF_NS_STRUCT;
	id = dt_btf_find(db, ns, name, NULL);
	if (id == 0 && db->db_base != NULL)	/* a module's: vmlinux's too */
		id = dt_btf_find(db->db_base, ns, name, NULL);
	if (id == 0 || btf_is_fwd(btf__type_by_id(db->db_btf, id)))
		return type;
	(void)dt_btf_ctf(db, id, 1);
	return ctf_type_resolve(fp, type) != CTF_ERR ?
	    ctf_type_resolve(fp, type) : type;
}

/* ---- types, variables, functions and enumerators by name ---- */

/* "struct x" -> (DT_BTF_NS_STRUCT, "x"); "x" -> (DT_BTF_NS_TYPE, "x"). */
static const char *
dt_btf_split(const char *name, int *nsp)
{
	static const struct { const char *kw; int ns; } kws[] = {
		{ "struct ", DT_BTF_NS_STRUCT }, { "union ", DT_BTF_NS_UNION },
		{ "enum ", DT_BTF_NS_ENUM }, { NULL, 0 }
	};
	int i;

	for (i = 0; kws[i].kw != NULL; i++) {
		size_t n = strlen(kws[i].kw);

		if (strncmp(name, kws[i].kw, n) == 0) {
			*nsp = kws[i].ns;
			return name + n + strspn(name + n, " ");
		}
	}
	*nsp = DT_BTF_NS_TYPE;
	return name;
}

/*
 * name without its qualifiers ("const struct timespec *const *" ->
 * "struct timespec **"): kernel types are looked up unqualified.  0, or
 * -1 if it does not fit.
 */
static int
dt_btf_unqualify(const char *name, char *buf, size_t len)
{
	size_t o = 0, n;

	while (*name != '\0') {
		n = strcspn(name, " *");
		if ((n == 5 && strncmp(name, "const", 5) == 0) ||
		    (n == 8 && strncmp(name, "volatile", 8) == 0) ||
		    (n == 8 && strncmp(name, "restrict", 8) == 0))
			n = 0;
		else if (n == 0 && (*name != ' ' || (o > 0 && buf[o - 1] != ' ')))
			n = 1;	/* a '*', or one blank between words */
		if (n > 0 && o + n >= len)
			return -1;
		memcpy(buf + o, name, n);
		o += n;
		name += n > 0 ? n : strcspn(name, " *") ?: 1;
	}
	while (o > 0 && buf[o - 1] == ' ')
		o--;
	buf[o] = '\0';
	return 0;
}

int
dt_btf_lookup(dt_btf_t *db, const char *qname, ctf_id_t *idp)
{
	char base[256], name[256];
	const char *tag;
	size_t len;
	int nptr = 0, ns;
	uint32_t id;
	ctf_id_t t;

	if (dt_btf_unqualify(qname, name, sizeof(name)) != 0)
		return -1;
	len = strlen(name);
	while (len > 0 && (name[len - 1] == '*' || name[len - 1] == ' '))
		nptr += name[--len] == '*';
	if (len == 0 || len >= sizeof(base))
		return -1;
	memcpy(base, name, len);
	base[len] = '\0';
	tag = dt_btf_split(base, &ns);
	if (strcmp(base, "void") == 0)
		t = db->db_void;
	else if ((id = dt_btf_find(db, ns, tag, NULL)) == 0)
		return -1;
	else if ((t = dt_btf_ctf(db, id, 1)) == CTF_ERR)
		return -1;
	for (; nptr > 0; nptr--) {
		ctf_id_t p = ctf_type_pointer(db->db_ctf, t);

		t = p != CTF_ERR ? p : ctf_add_pointer(db->db_ctf, CTF_ADD_ROOT, t);
		if (t == CTF_ERR)
			return -1;
	}
	*idp = t;
	return 0;
}


/* Is VAR id in the per-CPU section (its "address" an offset per CPU)? */
static int
dt_btf_percpu(dt_btf_t *db, uint32_t id)
{
	int sec = btf__find_by_name_kind(db->db_btf, ".data..percpu",
	    BTF_KIND_DATASEC);
	const struct btf_type *t;
	int i;

	if (sec <= 0)
		return 0;
	t = btf__type_by_id(db->db_btf, sec);
	for (i = 0; i < btf_vlen(t); i++)
		if (btf_var_secinfos(t)[i].type == id)
			return 1;
	return 0;
}

int
dt_btf_symbol(dt_btf_t *db, const char *name, ctf_id_t *idp)
{
	uint32_t id = dt_btf_find(db, DT_BTF_NS_VAR, name, NULL);

	if (id == 0)
		id = dt_btf_find(db, DT_BTF_NS_FUNC, name, NULL);
	if (id == 0)
		return -1;
	if (btf_is_var(btf__type_by_id(db->db_btf, id)) && dt_btf_percpu(db, id))
		return -2;
	*idp = dt_btf_ctf(db, id, 1);
	return *idp == CTF_ERR ? -1 : 0;
}

int
dt_btf_enumerator(dt_btf_t *db, const char *name, ctf_id_t *typep,
    int64_t *valp)
{
	uint32_t idx, id = dt_btf_find(db, DT_BTF_NS_CONST, name, &idx);
	const struct btf_type *t;

	if (id == 0 || (*typep = dt_btf_ctf(db, id, 1)) == CTF_ERR)
		return -1;
	t = btf__type_by_id(db->db_btf, id);
	*valp = btf_is_enum(t) ? btf_enum(t)[idx].val :
	    (int64_t)btf_enum64_value(&btf_enum64(t)[idx]);
	return 0;
}
