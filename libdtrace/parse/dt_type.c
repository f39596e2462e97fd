/*
 * dt_type.c: D types on libctf.
 *
 * dt_type_init() creates the handle's writable CTF dictionary (the "D"
 * container) and adds D's intrinsic types to it: the C integer types with
 * their LP64 sizes, _Bool, float, double and long double, the <stdint.h>
 * typedefs, void, and `string`.  libctf
 * dictionaries created with ctf_create() can be queried as they are built,
 * so scripts' declarations (dt_decl.c) are added to the same dictionary and
 * are visible at once.
 *
 * Names are looked up as written: "unsigned long" and "long unsigned int"
 * both work because C's integer type names are normalised first
 * (dt_type_normalize_int).  Pointer types are created on demand.
 *
 * A name the D container does not have is looked up among the kernel's types (dt_btf.c: BTF converted to a
 * second CTF dictionary as names are asked for), then among the loaded
 * modules' (each module's BTF read at that point); "vmlinux`name" and
 * "mod`name" look only in that module.  dt_type_resolve() completes a kernel struct that so far was
 * only pointed to.
 */
#include <ctype.h>
#include <string.h>
#include <stdlib.h>
#include "dt_impl.h"
#include "dt_type.h"
#include "dt_btf.h"

typedef struct dt_intrinsic {
	const char *name;
	uint32_t encoding;	/* CTF_INT_SIGNED, CTF_INT_CHAR ... */
	uint32_t bits;
} dt_intrinsic_t;

static const dt_intrinsic_t dt_intrinsics[] = {
	{ "char", CTF_INT_SIGNED | CTF_INT_CHAR, 8 },
	{ "signed char", CTF_INT_SIGNED | CTF_INT_CHAR, 8 },
	{ "unsigned char", CTF_INT_CHAR, 8 },
	{ "short", CTF_INT_SIGNED, 16 },
	{ "unsigned short", 0, 16 },
	{ "int", CTF_INT_SIGNED, 32 },
	{ "unsigned int", 0, 32 },
	{ "long", CTF_INT_SIGNED, 64 },
	{ "unsigned long", 0, 64 },
	{ "long long", CTF_INT_SIGNED, 64 },
	{ "unsigned long long", 0, 64 },
	{ "_Bool", CTF_INT_BOOL, 8 },
	{ NULL, 0, 0 }
};

static const struct { const char *name, *base; } dt_typedefs[] = {
	{ "int8_t", "signed char" }, { "int16_t", "short" },
	{ "int32_t", "int" }, { "int64_t", "long long" },
	{ "uint8_t", "unsigned char" }, { "uint16_t", "unsigned short" },
	{ "uint32_t", "unsigned int" }, { "uint64_t", "unsigned long long" },
	{ "intptr_t", "long" }, { "uintptr_t", "unsigned long" },
	{ "size_t", "unsigned long" }, { "ssize_t", "long" },
	{ "ptrdiff_t", "long" }, { "off_t", "long" }, { "pid_t", "int" },
	{ "uid_t", "unsigned int" }, { "gid_t", "unsigned int" },
	{ "id_t", "int" }, { "processorid_t", "int" }, { "psetid_t", "int" },
	{ "hrtime_t", "long long" }, { "time_t", "long" },
	{ "caddr_t", "char *" }, { "uchar_t", "unsigned char" },
	{ "ushort_t", "unsigned short" }, { "uint_t", "unsigned int" },
	{ "ulong_t", "unsigned long" }, { "u_longlong_t", "unsigned long long" },
	{ "longlong_t", "long long" }, { "dev_t", "unsigned long" },
	{ "major_t", "unsigned int" }, { "minor_t", "unsigned int" },
	{ "ipaddr_t", "unsigned int" },
	{ "ino_t", "unsigned long" }, { "mode_t", "unsigned int" },
	{ "boolean_t", "int" },
	{ NULL, NULL }
};

static ctf_id_t
dt_type_add_int(ctf_dict_t *fp, const char *name, uint32_t enc, uint32_t bits)
{
	ctf_encoding_t e = { enc, 0, bits };

	return ctf_add_integer(fp, CTF_ADD_ROOT, name, &e);
}

/*
 * float, double and long double: D can declare, store, trace and print
 * them (printf's %f, %e, %g, %a) but, as in DTrace, not compute with them.
 */
static int
dt_type_add_floats(ctf_dict_t *fp)
{
	static const struct { const char *name; uint32_t enc, bits; } fl[] = {
		{ "float", CTF_FP_SINGLE, 32 }, { "double", CTF_FP_DOUBLE, 64 },
		{ "long double", CTF_FP_LDOUBLE, 128 }
	};
	size_t i;

	for (i = 0; i < sizeof(fl) / sizeof(fl[0]); i++) {
		ctf_encoding_t e = { fl[i].enc, 0, fl[i].bits };

		if (ctf_add_float(fp, CTF_ADD_ROOT, fl[i].name, &e) == CTF_ERR)
			return -1;
	}
	return 0;
}

int
dt_type_init(dtrace_hdl_t *dtp)
{
	int err, i;
	ctf_dict_t *fp = ctf_create(&err);
	dtrace_typeinfo_t ti;

	if (fp == NULL)
		return dt_set_errmsg(dtp, EDT_NOMEM, "cannot create D type container: %s",
		    ctf_errmsg(err));
	dtp->dt_ddefs = fp;
	for (i = 0; dt_intrinsics[i].name != NULL; i++)
		if (dt_type_add_int(fp, dt_intrinsics[i].name,
		    dt_intrinsics[i].encoding, dt_intrinsics[i].bits) == CTF_ERR)
			goto fail;

	if (dt_type_add_floats(fp) != 0)
		goto fail;
	/* void is an integer of no bits, as in CTF generated from C. */
	dtp->dt_type_void = dt_type_add_int(fp, "void", CTF_INT_SIGNED, 0);
	dtp->dt_type_char = ctf_lookup_by_name(fp, "char");
	dtp->dt_type_int = ctf_lookup_by_name(fp, "int");
	dtp->dt_type_uint = ctf_lookup_by_name(fp, "unsigned int");
	dtp->dt_type_long = ctf_lookup_by_name(fp, "long");
	dtp->dt_type_ulong = ctf_lookup_by_name(fp, "unsigned long");
	dtp->dt_type_voidp = ctf_add_pointer(fp, CTF_ADD_ROOT, dtp->dt_type_void);
	dtp->dt_type_charp = ctf_add_pointer(fp, CTF_ADD_ROOT, dtp->dt_type_char);
	for (i = 0; dt_typedefs[i].name != NULL; i++) {
		if (dt_type_lookup(dtp, dt_typedefs[i].base, &ti) != 0 ||
		    ctf_add_typedef(fp, CTF_ADD_ROOT, dt_typedefs[i].name,
		    ti.dtt_type) == CTF_ERR)
			goto fail;
	}
	dtp->dt_type_int32 = ctf_lookup_by_name(fp, "int32_t");
	dtp->dt_type_uint32 = ctf_lookup_by_name(fp, "uint32_t");
	dtp->dt_type_int64 = ctf_lookup_by_name(fp, "int64_t");
	dtp->dt_type_uint64 = ctf_lookup_by_name(fp, "uint64_t");
	/* string: a distinct typedef of char[] so it can be recognised. */
	{
		ctf_arinfo_t ar = { dtp->dt_type_char, dtp->dt_type_long, 256 };
		ctf_id_t arr = ctf_add_array(fp, CTF_ADD_NONROOT, &ar);

		dtp->dt_type_string = ctf_add_typedef(fp, CTF_ADD_ROOT, "string", arr);
	}
	if (dtp->dt_type_string == CTF_ERR || dtp->dt_type_void == CTF_ERR)
		goto fail;
	return 0;
fail:
	return dt_set_errmsg(dtp, EDT_NOMEM, "cannot create D intrinsic types: %s",
	    ctf_errmsg(ctf_errno(fp)));
}

void
dt_type_fini(dtrace_hdl_t *dtp)
{
	/* D types may be copies of kernel ones: the copies go first */
	if (dtp->dt_ddefs != NULL)
		ctf_dict_close(dtp->dt_ddefs);
	dtp->dt_ddefs = NULL;
	dt_btf_fini(dtp);
}

/*
 * Normalise a C integer type name: "long unsigned int" -> "unsigned long",
 * "signed" -> "int", "short int" -> "short".  Returns 0 if the name is not
 * made only of integer keywords (so it is left as it is).
 */
static int
dt_type_normalize_int(const char *name, char *buf, size_t len)
{
	int nsigned = 0, nunsigned = 0, nshort = 0, nlong = 0, nint = 0, nchar = 0;
	char tmp[128], *tok, *save;

	if (strlen(name) >= sizeof(tmp))
		return 0;
	strcpy(tmp, name);
	for (tok = strtok_r(tmp, " \t", &save); tok != NULL;
	    tok = strtok_r(NULL, " \t", &save)) {
		if (strcmp(tok, "signed") == 0) nsigned++;
		else if (strcmp(tok, "unsigned") == 0) nunsigned++;
		else if (strcmp(tok, "short") == 0) nshort++;
		else if (strcmp(tok, "long") == 0) nlong++;
		else if (strcmp(tok, "int") == 0) nint++;
		else if (strcmp(tok, "char") == 0) nchar++;
		else return 0;
	}
	if (nsigned + nunsigned > 1 || nlong > 2 || nshort > 1 || nint > 1 ||
	    nchar > 1 || (nshort && (nlong || nchar)) || (nchar && (nlong || nint)))
		return 0;
	if (nchar)
		snprintf(buf, len, "%schar", nunsigned ? "unsigned " :
		    nsigned ? "signed " : "");
	else
		snprintf(buf, len, "%s%s", nunsigned ? "unsigned " : "",
		    nshort ? "short" : nlong == 2 ? "long long" :
		    nlong ? "long" : "int");
	return 1;
}

/*
 * A name in a module's scope, "vmlinux`struct task_struct": 0, the module
 * in mod and the name after the scope in *restp; 1 if the name has no
 * scope (mod "").
 */
static int
dt_type_scoped(const char *name, char *mod, size_t len, const char **restp)
{
	const char *bq = strchr(name, '`');
	size_t n = bq != NULL ? (size_t)(bq - name) : 0;

	*mod = '\0';
	if (bq == NULL)
		return 1;
	if (n >= len)
		n = len - 1;
	memcpy(mod, name, n);
	mod[n] = '\0';
	*restp = bq + 1;
	return 0;
}

static void
dt_type_kernel_found(dt_btf_t *db, ctf_id_t id, dtrace_typeinfo_t *tip)
{
	tip->dtt_ctfp = db->db_ctf;
	tip->dtt_type = id;
}

/*
 * A type of a kernel container (dt_btf.c): BTF's types, converted; of
 * module mod, or for mod "" of vmlinux, then of every module.  -2 if mod
 * has no BTF.
 */
static int
dt_type_lookup_kernel(dtrace_hdl_t *dtp, const char *mod, const char *name,
    dtrace_typeinfo_t *tip)
{
	dt_btf_t *db;
	ctf_id_t id;

	if (strchr(name, '`') != NULL)
		return -1;
	if (*mod != '\0') {
		if ((db = dt_btf_module(dtp, mod)) == NULL)
			return -2;
		if (dt_btf_lookup(db, name, &id) != 0)
			return -1;
		dt_type_kernel_found(db, id, tip);
		return 0;
	}
	for (db = dt_btf_get(dtp); db != NULL; db = dt_btf_next(dtp, db))
		if (dt_btf_lookup(db, name, &id) == 0) {
			dt_type_kernel_found(db, id, tip);
			return 0;
		}
	return -1;
}

/*
 * A type name D does not know may be the D library's (a provider's
 * argument type "psinfo_t *", "struct bufinfo *"): compile the library
 * files that declare its words (dt_lib.c); 1 if one was.
 */
static int
dt_type_lookup_lib(dtrace_hdl_t *dtp, const char *name)
{
	static const char *const skip[] = { "struct", "union", "enum",
		"const", "volatile", "restrict", "unsigned", "signed", NULL };
	char word[128];
	int loaded = 0, i;
	size_t len;

	while (*name != '\0') {
		for (len = 0; isalnum((unsigned char)name[len]) || name[len] == '_'; len++)
			;
		if (len == 0) {
			name++;
			continue;
		}
		if (len < sizeof(word) && !isdigit((unsigned char)*name)) {
			memcpy(word, name, len);
			word[len] = '\0';
			for (i = 0; skip[i] != NULL && strcmp(skip[i], word) != 0; i++)
				;
			if (skip[i] == NULL)
				loaded |= dt_lib_need(dtp, word);
		}
		name += len;
	}
	return loaded;
}

/*
 * "struct m`s" (the scope written after the keyword, as DTrace allows) as
 * "m`struct s" in buf; returns name unchanged if it is not of that form.
 */
static const char *
dt_type_scope_first(const char *name, char *buf, size_t len)
{
	static const char *const kw[] = { "struct ", "union ", "enum ", NULL };
	const char *bq = strchr(name, '`');
	int i;

	for (i = 0; bq != NULL && kw[i] != NULL; i++) {
		size_t n = strlen(kw[i]);

		if (strncmp(name, kw[i], n) == 0 && name + n < bq) {
			snprintf(buf, len, "%.*s`%s%s", (int)(bq - name - n),
			    name + n, kw[i], bq + 1);
			return buf;
		}
	}
	return name;
}

int
dt_type_lookup(dtrace_hdl_t *dtp, const char *name, dtrace_typeinfo_t *tip)
{
	char buf[256], mod[64], sbuf[256];
	ctf_id_t id;

	name = dt_type_scope_first(name, sbuf, sizeof(sbuf));
	if (dt_type_scoped(name, mod, sizeof(mod), &name) == 0 &&
	    strcmp(mod, "D") != 0)
		return dt_type_lookup_kernel(dtp, mod, name, tip);
	if (dt_type_normalize_int(name, buf, sizeof(buf)))
		name = buf;
	id = ctf_lookup_by_name(dtp->dt_ddefs, name);
	if (id == CTF_ERR && strcmp(mod, "D") == 0)	/* D`: the program's own */
		return -1;
	if (id == CTF_ERR && dt_type_lookup_lib(dtp, name))
		id = ctf_lookup_by_name(dtp->dt_ddefs, name);
	if (id == CTF_ERR)
		return dt_type_lookup_kernel(dtp, mod, name, tip);
	tip->dtt_ctfp = dtp->dt_ddefs;
	tip->dtt_type = id;
	return 0;
}

int
dt_type_is_name(dtrace_hdl_t *dtp, const char *name)
{
	ctf_id_t id = ctf_lookup_by_name(dtp->dt_ddefs, name);
	char mod[64];
	int scope = dt_type_scoped(name, mod, sizeof(mod), &name);

	/* _Bool is C's keyword; the scanner takes it as a type name */
	if (strcmp(name, "_Bool") == 0)
		return 1;
	if (scope == 1 && id != CTF_ERR &&
	    ctf_type_kind(dtp->dt_ddefs, id) == CTF_K_TYPEDEF)
		return 1;
	return dt_btf_is_typedef(dtp, scope == 0 ? mod : NULL, name);
}

ctf_id_t
dt_type_pointer(dtrace_hdl_t *dtp, ctf_dict_t *fp, ctf_id_t type)
{
	ctf_id_t ptr = ctf_type_pointer(fp, type);

	if (ptr != CTF_ERR)
		return ptr;
	return ctf_add_pointer(fp, CTF_ADD_ROOT, type);
}

void
dt_type_from_tname(dtrace_hdl_t *dtp, const dt_node_t *dnp,
    const dt_tname_t *tn, dtrace_typeinfo_t *tip)
{
	int r = dt_type_lookup(dtp, tn->tn_base, tip), i;

	if (r != 0)
		dnerror(dnp, D_TYPE_ERR, "failed to resolve type %s: %s", tn->tn_base,
		    r == -2 ? "Unknown module name" : "Unknown type name");
	for (i = 0; i < tn->tn_ptr; i++) {
		tip->dtt_type = dt_type_pointer(dtp, tip->dtt_ctfp, tip->dtt_type);
		if (tip->dtt_type == CTF_ERR)
			dnerror(dnp, D_TYPE_ERR, "failed to create pointer type: %s",
			    ctf_errmsg(ctf_errno(tip->dtt_ctfp)));
	}
	for (i = tn->tn_ndims - 1; i >= 0; i--) {
		ctf_arinfo_t ar = { tip->dtt_type, dtp->dt_type_long,
		    tn->tn_dims[i] < 0 ? 0 : (uint32_t)tn->tn_dims[i] };

		tip->dtt_type = ctf_add_array(tip->dtt_ctfp, CTF_ADD_ROOT, &ar);
		if (tip->dtt_type == CTF_ERR)
			dnerror(dnp, D_TYPE_ERR, "failed to create array type: %s",
			    ctf_errmsg(ctf_errno(tip->dtt_ctfp)));
	}
}

ctf_id_t
dt_type_resolve(ctf_dict_t *fp, ctf_id_t type)
{
	ctf_id_t r = ctf_type_resolve(fp, type);

	if (r == CTF_ERR)
		return type;
	/* a kernel struct known only by name so far: convert it now */
	return dt_btf_complete(fp, r);
}

int
dt_type_is_integer(ctf_dict_t *fp, ctf_id_t type)
{
	ctf_id_t base = dt_type_resolve(fp, type);
	int kind = ctf_type_kind(fp, base);
	ctf_encoding_t e;

	if (kind == CTF_K_ENUM)
		return 1;
	if (kind != CTF_K_INTEGER || ctf_type_encoding(fp, base, &e) != 0)
		return 0;
	return e.cte_bits > 0;
}

int
dt_type_is_signed(ctf_dict_t *fp, ctf_id_t type)
{
	ctf_id_t base = dt_type_resolve(fp, type);
	ctf_encoding_t e;

	if (ctf_type_kind(fp, base) == CTF_K_ENUM)
		return 1;
	if (ctf_type_kind(fp, base) != CTF_K_INTEGER ||
	    ctf_type_encoding(fp, base, &e) != 0)
		return 0;
	return (e.cte_format & CTF_INT_SIGNED) != 0;
}

int
dt_type_is_pointer(ctf_dict_t *fp, ctf_id_t type)
{
	return ctf_type_kind(fp, dt_type_resolve(fp, type)) == CTF_K_POINTER;
}

int
dt_type_is_void(ctf_dict_t *fp, ctf_id_t type)
{
	ctf_id_t base = dt_type_resolve(fp, type);
	ctf_encoding_t e;

	if (ctf_type_kind(fp, base) != CTF_K_INTEGER)
		return 0;
	return ctf_type_encoding(fp, base, &e) == 0 && e.cte_bits == 0;
}

int
dt_type_is_string(dtrace_hdl_t *dtp, ctf_dict_t *fp, ctf_id_t type)
{
	ctf_id_t base;
	ctf_arinfo_t ar;

	if (fp == dtp->dt_ddefs && type == dtp->dt_type_string)
		return 1;
	/* char arrays are strings too (DTrace treats char[] as string). */
	base = dt_type_resolve(fp, type);
	if (ctf_type_kind(fp, base) != CTF_K_ARRAY || ctf_array_info(fp, base, &ar) != 0)
		return 0;
	base = dt_type_resolve(fp, ar.ctr_contents);
	if (ctf_type_kind(fp, base) == CTF_K_INTEGER) {
		ctf_encoding_t e;

		if (ctf_type_encoding(fp, base, &e) == 0 && e.cte_bits == 8 &&
		    (e.cte_format & CTF_INT_CHAR))
			return 1;
	}
	return 0;
}

int
dt_type_is_scalar(dtrace_hdl_t *dtp, ctf_dict_t *fp, ctf_id_t type)
{
	return dt_type_is_integer(fp, type) || dt_type_is_pointer(fp, type);
}

int
dt_type_is_sou(ctf_dict_t *fp, ctf_id_t type)
{
	int kind = ctf_type_kind(fp, dt_type_resolve(fp, type));

	return kind == CTF_K_STRUCT || kind == CTF_K_UNION;
}

int
dt_type_is_float(ctf_dict_t *fp, ctf_id_t type)
{
	return ctf_type_kind(fp, dt_type_resolve(fp, type)) == CTF_K_FLOAT;
}

int
dt_type_is_array(ctf_dict_t *fp, ctf_id_t type)
{
	return ctf_type_kind(fp, dt_type_resolve(fp, type)) == CTF_K_ARRAY;
}

/*
 * Member `name` of struct or union type, searching unnamed members (C11's
 * anonymous structs and unions, common in kernel types) with their offsets
 * added, which libctf's ctf_member_info() leaves out.
 */
int
dt_type_member(ctf_dict_t *fp, ctf_id_t type, const char *name,
    ctf_membinfo_t *mip)
{
	ctf_next_t *it = NULL;
	const char *mn;
	ctf_id_t mt;
	ssize_t off;

	while ((off = ctf_member_next(fp, type, &it, &mn, &mt, 0)) >= 0) {
		if (mn != NULL && *mn != '\0') {
			if (strcmp(mn, name) != 0)
				continue;
			mip->ctm_type = mt;
			mip->ctm_offset = (unsigned long)off;
		} else if (!dt_type_is_sou(fp, mt) ||
		    dt_type_member(fp, dt_type_resolve(fp, mt), name, mip) != 0) {
			continue;
		} else {
			mip->ctm_offset += (unsigned long)off;
		}
		ctf_next_destroy(it);
		return 0;
	}
	return -1;
}

size_t
dt_type_size(dtrace_hdl_t *dtp, ctf_dict_t *fp, ctf_id_t type)
{
	ssize_t sz;

	if (fp == dtp->dt_ddefs && type == dtp->dt_type_string)
		return (size_t)dt_strbytes(dtp);
	if (dt_type_is_pointer(fp, type))
		return 8;
	sz = ctf_type_size(fp, type);
	return sz < 0 ? 0 : (size_t)sz;
}

char *
dt_type_name(ctf_dict_t *fp, ctf_id_t type, char *buf, size_t len)
{
	if (ctf_type_name(fp, type, buf, len) == NULL)
		snprintf(buf, len, "(type %ld)", (long)type);
	return buf;
}

/*
 * C's rules for the type of an integer constant (C99 6.4.4.1): the first of
 * int, long, long long (or their unsigned variants for hex/octal/U) that
 * holds the value.  D is LP64, so long and long long are both 64-bit.
 */
void
dt_type_int_const(dtrace_hdl_t *dtp, uint64_t value, int is_unsigned,
    int is_long, dtrace_typeinfo_t *tip)
{
	const char *name;

	if (!is_long && !is_unsigned && value <= INT32_MAX)
		name = "int";
	else if (!is_long && value <= UINT32_MAX && is_unsigned)
		name = "unsigned int";
	else if (!is_unsigned && value <= INT64_MAX)
		name = is_long == 2 ? "long long" : "long";
	else
		name = is_long == 2 ? "unsigned long long" : "unsigned long";
	dt_type_lookup(dtp, name, tip);
}

static int
dt_type_rank(ctf_dict_t *fp, ctf_id_t type)
{
	ssize_t sz = ctf_type_size(fp, type);

	return (int)sz * 2 + (dt_type_is_signed(fp, type) ? 0 : 1);
}

/*
 * DTrace's usual arithmetic conversions: the operand of higher rank gives
 * its type, the unsigned one among equal sizes.  Unlike C there is no
 * integer promotion: unsigned char + unsigned char is an unsigned char.
 */
void
dt_type_promote(dtrace_hdl_t *dtp, ctf_dict_t *lfp, ctf_id_t ltype,
    ctf_dict_t *rfp, ctf_id_t rtype, dtrace_typeinfo_t *tip)
{
	(void)dtp;
	if (dt_type_rank(lfp, ltype) >= dt_type_rank(rfp, rtype)) {
		tip->dtt_ctfp = lfp;
		tip->dtt_type = ltype;
	} else {
		tip->dtt_ctfp = rfp;
		tip->dtt_type = rtype;
	}
}

int
dt_type_compat(dtrace_hdl_t *dtp, ctf_dict_t *lfp, ctf_id_t ltype,
    ctf_dict_t *rfp, ctf_id_t rtype)
{
	int ls = dt_type_is_string(dtp, lfp, ltype);
	int rs = dt_type_is_string(dtp, rfp, rtype);

	if (ls || rs)
		return ls && rs;
	if (dt_type_is_scalar(dtp, lfp, ltype) && dt_type_is_scalar(dtp, rfp, rtype))
		return 1;
	return lfp == rfp && ctf_type_resolve(lfp, ltype) == ctf_type_resolve(rfp, rtype);
}

void
dt_node_type_assign(dt_node_t *dnp, ctf_dict_t *fp, ctf_id_t type)
{
	dnp->dn_ctfp = fp;
	dnp->dn_type = type;
	dnp->dn_flags &= ~(DT_NF_SIGNED | DT_NF_REF);
	if (dt_type_is_integer(fp, type) && dt_type_is_signed(fp, type))
		dnp->dn_flags |= DT_NF_SIGNED;
	if (dt_type_is_array(fp, type) || dt_type_is_sou(fp, type))
		dnp->dn_flags |= DT_NF_REF;
}

/*
 * A bit-field member (an integer whose bits do not fill its bytes, or that
 * starts within a byte) of an object whose bytes are data[0 .. size): its
 * bits at bitoff from the object's start, sign-extended for a signed type.
 * 1 and *vp if type is a bit-field, 0 if not.  Used by print()'s sinks.
 */
int
dt_type_bitfield_get(ctf_dict_t *fp, ctf_id_t type, const uint8_t *data,
    size_t size, size_t bitoff, int64_t *vp)
{
	ctf_id_t r = ctf_type_resolve(fp, type);
	ssize_t tsize = ctf_type_size(fp, r);
	uint64_t v = 0;
	ctf_encoding_t e;
	size_t i, first, last;
	int shift;

	if (r == CTF_ERR || ctf_type_kind(fp, r) != CTF_K_INTEGER ||
	    ctf_type_encoding(fp, type, &e) != 0 || tsize <= 0 ||
	    e.cte_bits == 0 || e.cte_bits > 57 || (e.cte_bits == tsize * 8 &&
	    e.cte_offset == 0 && bitoff % 8 == 0))
		return 0;
	bitoff += e.cte_offset;
	first = bitoff / 8;
	last = (bitoff + e.cte_bits - 1) / 8;
	for (i = last + 1; i-- > first; )	/* little-endian: high byte first */
		v = (v << 8) | (i < size ? data[i] : 0);
	v >>= bitoff % 8;
	shift = 64 - (int)e.cte_bits;
	*vp = (e.cte_format & CTF_INT_SIGNED) ? (int64_t)(v << shift) >> shift :
	    (int64_t)((v << shift) >> shift);
	return 1;
}
