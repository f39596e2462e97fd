/*
 * dt_btf.c: the kernel's BTF, found by name (see dt_btf.h).
 *
 * The vmlinux BTF is parsed on first use and kept for the process: parsing
 * it costs tens of milliseconds, and several code generators ask for
 * member offsets.  A handle's kernel container (dt_btf_t) is set up the
 * first time the compiler looks for a name the D container does not have:
 * an empty CTF dictionary, a map from BTF ids to CTF ids, and an index of
 * BTF's names, so that a look-up does not scan the 100k+ types.
 *
 * The index is an open-addressing hash of 64-bit entries: name space (4
 * bits), 12 bits of the name's hash, enumerator index (16 bits, for
 * enumerators) and BTF id (32 bits);
 * the name itself stays in BTF's string section.  Struct, union and enum
 * tags, ordinary names (typedefs, base types), variables, functions and
 * enumerators are separate name spaces, as in C.  The first definition of
 * a name wins, but a complete struct replaces a forward declaration.
 *
 * Modules.  A loaded module's BTF is split BTF on top of vmlinux's
 * (/sys/kernel/btf/<module>, libbpf's btf__parse_split): its ids continue
 * vmlinux's.  It is read when a D program names the module
 * (dtmod`struct x) or, for a name without a scope, once vmlinux lacks
 * the name: then every module's BTF is read, in the directory's sorted
 * order, and the first that has the name wins (DTrace too looks in the
 * kernel first, then in every module).  Each module is a container of
 * its own, like vmlinux's, whose index holds only the module's own types;
 * a vmlinux type one of them uses (struct list_head) is converted into
 * the module's CTF dictionary too, as a copy.  $DTRACE_BTFDIR replaces
 * /sys/kernel/btf, for tests (test/triggers/btf-splitmod.c writes a fake
 * module's BTF); it only chooses type information the compiler reads,
 * and secure_getenv() ignores it in a set-id program.
 */
#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <bpf/btf.h>
#include "dt_impl.h"
#include "dt_btf.h"

struct btf *
dt_btf_vmlinux(void)
{
	static struct btf *btf;
	static int tried;

	if (!tried) {
		char path[PATH_MAX];

		tried = 1;
		snprintf(path, sizeof(path), "%s/vmlinux", dt_btf_dir());
		btf = secure_getenv("DTRACE_BTFDIR") != NULL ?
		    btf__parse(path, NULL) : btf__load_vmlinux_btf();
		if (btf == NULL)
			dt_dprintf("no kernel BTF: %s\n", strerror(errno));
		else
			dt_dprintf("kernel BTF loaded: %u types\n",
			    btf__type_cnt(btf));
	}
	return btf;
}

/*
 * The offset in bits of member `name` of struct type id; its type in
 * *tidp.  Members of anonymous structs and unions count as the struct's
 * own (dentry's d_name is in one).
 */
static int
dt_btf_member(struct btf *btf, int id, const char *name, size_t len,
    uint32_t *bitsp, int *tidp)
{
	const struct btf_type *t = btf__type_by_id(btf, id);
	const struct btf_member *m;
	uint32_t b;
	int i;

	if (t == NULL || !btf_is_composite(t))
		return -1;
	for (i = 0, m = btf_members(t); i < btf_vlen(t); i++, m++) {
		const char *mn = btf__name_by_offset(btf, m->name_off);

		if (mn != NULL && strlen(mn) == len && strncmp(mn, name, len) == 0) {
			*bitsp = btf_member_bit_offset(t, i);
			*tidp = btf__resolve_type(btf, m->type);
			return 0;
		}
		if ((mn == NULL || *mn == '\0') && dt_btf_member(btf,
		    btf__resolve_type(btf, m->type), name, len, &b, tidp) == 0) {
			*bitsp = btf_member_bit_offset(t, i) + b;
			return 0;
		}
	}
	return -1;
}

int
dt_btf_offset(const char *type, const char *path, uint32_t *offp)
{
	uint32_t bits;

	if (dt_btf_bitoffset(type, path, &bits) != 0)
		return -1;
	*offp = bits / 8;
	return 0;
}

int
dt_btf_bitoffset(const char *type, const char *path, uint32_t *bitsp)
{
	struct btf *btf = dt_btf_vmlinux();
	uint32_t bits = 0, b;
	int id;

	if (btf == NULL)
		return -1;
	id = btf__find_by_name_kind(btf, type, BTF_KIND_STRUCT);
	if (id <= 0 && (id = btf__find_by_name_kind(btf, type,
	    BTF_KIND_TYPEDEF)) > 0)		/* rwlock_t */
		id = btf__resolve_type(btf, id);
	while (id > 0 && *path != '\0') {
		size_t len = strcspn(path, ".");

		if (dt_btf_member(btf, id, path, len, &b, &id) != 0)
			return -1;
		bits += b;
		path += len + (path[len] == '.');
	}
	if (id <= 0)
		return -1;
	*bitsp = bits;
	return 0;
}

/* ---- the name index ---- */

#define DT_BTF_E_NS(e)	((int)((e) >> 60))
#define DT_BTF_E_TAG(e)	((uint32_t)((e) >> 48) & 0xfff)
#define DT_BTF_E_IDX(e)	((uint32_t)((e) >> 32) & 0xffff)
#define DT_BTF_E_ID(e)	((uint32_t)(e))

static uint32_t
dt_btf_hashstr(const char *s, int ns)
{
	uint32_t h = 2166136261u ^ (uint32_t)ns * 0x9e3779b9u;

	for (; *s != '\0'; s++)
		h = (h ^ (unsigned char)*s) * 16777619u;
	h ^= h >> 15;
	h *= 0x2c1b3c6du;
	return h ^ (h >> 12);
}

static const char *
dt_btf_entry_name(const dt_btf_t *db, uint64_t e)
{
	const struct btf_type *t = btf__type_by_id(db->db_btf, DT_BTF_E_ID(e));

	if (DT_BTF_E_NS(e) == DT_BTF_NS_CONST)
		return btf__name_by_offset(db->db_btf, btf_is_enum(t) ?
		    btf_enum(t)[DT_BTF_E_IDX(e)].name_off :
		    btf_enum64(t)[DT_BTF_E_IDX(e)].name_off);
	return btf__name_by_offset(db->db_btf, t->name_off);
}

/*
 * The slot of (ns, name): its entry, or the empty slot it would take; the
 * hash's top 12 bits (*tagp) are kept in the entry, to skip most names
 * without comparing them.
 */
static uint64_t *
dt_btf_slot(const dt_btf_t *db, int ns, const char *name, uint32_t *tagp)
{
	uint32_t h = dt_btf_hashstr(name, ns), tag = h >> 20;
	uint32_t i = h & db->db_hmask;

	*tagp = tag;
	for (;; i = (i + 1) & db->db_hmask) {
		uint64_t e = db->db_hash[i];

		if (e == 0 || (DT_BTF_E_TAG(e) == tag && DT_BTF_E_NS(e) == ns &&
		    strcmp(dt_btf_entry_name(db, e), name) == 0))
			return &db->db_hash[i];
	}
}

static void
dt_btf_insert(dt_btf_t *db, int ns, const char *name, uint32_t idx, uint32_t id)
{
	uint64_t *slot;
	uint32_t tag;

	if (name == NULL || *name == '\0' || idx > 0xffff)
		return;
	slot = dt_btf_slot(db, ns, name, &tag);
	if (*slot != 0 && !(ns <= DT_BTF_NS_ENUM && btf_is_fwd(
	    btf__type_by_id(db->db_btf, DT_BTF_E_ID(*slot)))))
		return;
	*slot = (uint64_t)ns << 60 | (uint64_t)tag << 48 | (uint64_t)idx << 32 | id;
}

/* The name space of a type's name, 0 if it has none worth indexing. */
static int
dt_btf_ns(const struct btf_type *t)
{
	switch (btf_kind(t)) {
	case BTF_KIND_STRUCT: return DT_BTF_NS_STRUCT;
	case BTF_KIND_UNION: return DT_BTF_NS_UNION;
	case BTF_KIND_ENUM: case BTF_KIND_ENUM64: return DT_BTF_NS_ENUM;
	case BTF_KIND_FWD:
		return btf_kflag(t) ? DT_BTF_NS_UNION : DT_BTF_NS_STRUCT;
	case BTF_KIND_TYPEDEF: case BTF_KIND_INT: case BTF_KIND_FLOAT:
		return DT_BTF_NS_TYPE;
	case BTF_KIND_VAR: return DT_BTF_NS_VAR;
	case BTF_KIND_FUNC: return DT_BTF_NS_FUNC;
	default: return 0;
	}
}

static void
dt_btf_index_type(dt_btf_t *db, uint32_t id)
{
	const struct btf_type *t = btf__type_by_id(db->db_btf, id);
	int ns = dt_btf_ns(t), i;

	if (ns != 0)
		dt_btf_insert(db, ns, btf__name_by_offset(db->db_btf,
		    t->name_off), 0, id);
	if (!btf_is_any_enum(t))
		return;
	for (i = 0; i < btf_vlen(t); i++)
		dt_btf_insert(db, DT_BTF_NS_CONST, btf__name_by_offset(db->db_btf,
		    btf_is_enum(t) ? btf_enum(t)[i].name_off :
		    btf_enum64(t)[i].name_off), (uint32_t)i, id);
}

static int
dt_btf_index(dt_btf_t *db)
{
	uint32_t n = 0, id, size = 1;

	for (id = db->db_start; id < db->db_ntypes; id++) {
		const struct btf_type *t = btf__type_by_id(db->db_btf, id);

		n += 1 + (btf_is_any_enum(t) ? btf_vlen(t) : 0);
	}
	while (size < n * 2)
		size <<= 1;
	if ((db->db_hash = calloc(size, sizeof(uint64_t))) == NULL)
		return -1;
	db->db_hmask = size - 1;
	for (id = db->db_start; id < db->db_ntypes; id++)
		dt_btf_index_type(db, id);
	return 0;
}

uint32_t
dt_btf_find(dt_btf_t *db, int ns, const char *name, uint32_t *idxp)
{
	uint32_t tag;
	uint64_t e = *dt_btf_slot(db, ns, name, &tag);

	if (idxp != NULL)
		*idxp = DT_BTF_E_IDX(e);
	return DT_BTF_E_ID(e);
}

/* ---- the handle's kernel container ---- */

static void
dt_btf_free(dt_btf_t *db)
{
	if (db->db_ctf != NULL)
		ctf_dict_close(db->db_ctf);
	if (db->db_base != NULL)
		btf__free(db->db_btf);
	free(db->db_map);
	free(db->db_state);
	free(db->db_hash);
	free(db);
}

/* A container for btf, whose own types start at id start. */
static dt_btf_t *
dt_btf_create(struct btf *btf, uint32_t start, const char *name)
{
	dt_btf_t *db = calloc(1, sizeof(dt_btf_t));
	ctf_encoding_t ve = { CTF_INT_SIGNED, 0, 0 };
	int err;

	if (db == NULL)
		return NULL;
	db->db_btf = btf;
	db->db_start = start;
	snprintf(db->db_name, sizeof(db->db_name), "%s", name);
	db->db_ntypes = btf__type_cnt(btf);
	db->db_map = calloc(db->db_ntypes, sizeof(ctf_id_t));
	db->db_state = calloc(db->db_ntypes, 1);
	db->db_ctf = ctf_create(&err);
	if (db->db_map == NULL || db->db_state == NULL || db->db_ctf == NULL ||
	    dt_btf_index(db) != 0)
		goto fail;
	/* void is an integer of no bits, as in the D container */
	db->db_void = ctf_add_integer(db->db_ctf, CTF_ADD_ROOT, "void", &ve);
	if (db->db_void == CTF_ERR)
		goto fail;
	ctf_setspecific(db->db_ctf, db);
	return db;
fail:
	dt_btf_free(db);
	return NULL;
}

dt_btf_t *
dt_btf_get(dtrace_hdl_t *dtp)
{
	struct btf *btf;

	if (dtp->dt_btf != NULL || dtp->dt_btf_tried)
		return dtp->dt_btf;
	dtp->dt_btf_tried = 1;
	if ((btf = dt_btf_vmlinux()) == NULL)
		return NULL;
	dtp->dt_btf = dt_btf_create(btf, 1, "vmlinux");
	return dtp->dt_btf;
}

void
dt_btf_fini(dtrace_hdl_t *dtp)
{
	dt_btf_t *db = dtp->dt_btf, *next;

	for (; db != NULL; db = next) {
		next = db->db_next;
		dt_btf_free(db);
	}
	dtp->dt_btf = NULL;
}

/* ---- modules ---- */

const char *
dt_btf_dir(void)
{
	const char *dir = secure_getenv("DTRACE_BTFDIR");

	return dir != NULL && *dir != '\0' ? dir : "/sys/kernel/btf";
}

/* A file name a module may have: not a path, not hidden, not too long. */
static int
dt_btf_modname_ok(const char *name)
{
	return *name != '\0' && *name != '.' && strchr(name, '/') == NULL &&
	    strlen(name) < sizeof(((dt_btf_t *)NULL)->db_name);
}

int
dt_btf_module_exists(const char *name)
{
	char path[PATH_MAX];

	if (!dt_btf_modname_ok(name))
		return 0;
	snprintf(path, sizeof(path), "%s/%s", dt_btf_dir(), name);
	return access(path, F_OK) == 0;
}

static dt_btf_t *
dt_btf_module_load(dt_btf_t *kdb, const char *name)
{
	char path[PATH_MAX];
	struct btf *btf;
	dt_btf_t *db, **tail;

	snprintf(path, sizeof(path), "%s/%s", dt_btf_dir(), name);
	if ((btf = btf__parse_split(path, kdb->db_btf)) == NULL) {
		dt_dprintf("no BTF for module %s: %s\n", name, strerror(errno));
		return NULL;
	}
	if ((db = dt_btf_create(btf, btf__type_cnt(kdb->db_btf), name)) == NULL) {
		btf__free(btf);
		return NULL;
	}
	db->db_base = kdb;
	for (tail = &kdb->db_next; *tail != NULL; tail = &(*tail)->db_next)
		;
	*tail = db;
	dt_dprintf("module %s BTF loaded: %u types of its own\n", name,
	    db->db_ntypes - db->db_start);
	return db;
}

dt_btf_t *
dt_btf_module(dtrace_hdl_t *dtp, const char *mod)
{
	dt_btf_t *kdb = dt_btf_get(dtp), *db;

	if (kdb == NULL || mod == NULL || strcmp(mod, "vmlinux") == 0)
		return kdb;
	if (!dt_btf_modname_ok(mod))
		return NULL;
	for (db = kdb->db_next; db != NULL; db = db->db_next)
		if (strcmp(db->db_name, mod) == 0)
			return db;
	return dt_btf_module_load(kdb, mod);
}

static int
dt_btf_dirent_ok(const struct dirent *d)
{
	return dt_btf_modname_ok(d->d_name) && strcmp(d->d_name, "vmlinux") != 0;
}

/* Read every module's BTF, once. */
static void
dt_btf_all_modules(dtrace_hdl_t *dtp, dt_btf_t *kdb)
{
	struct dirent **ents;
	int n, i;

	kdb->db_allmods = 1;
	if ((n = scandir(dt_btf_dir(), &ents, dt_btf_dirent_ok, alphasort)) < 0)
		return;
	for (i = 0; i < n; i++) {
		(void)dt_btf_module(dtp, ents[i]->d_name);
		free(ents[i]);
	}
	free(ents);
}

dt_btf_t *
dt_btf_next(dtrace_hdl_t *dtp, dt_btf_t *db)
{
	if (db->db_base == NULL && !db->db_allmods)
		dt_btf_all_modules(dtp, db);
	return db->db_next;
}

/* ---- typedef names (the scanner asks) ---- */

static int
dt_btf_has_typedef(dt_btf_t *db, const char *name)
{
	uint32_t id = dt_btf_find(db, DT_BTF_NS_TYPE, name, NULL);

	return id != 0 && btf_is_typedef(btf__type_by_id(db->db_btf, id));
}

int
dt_btf_is_typedef(dtrace_hdl_t *dtp, const char *mod, const char *name)
{
	dt_btf_t *db;

	if (mod != NULL)
		return (db = dt_btf_module(dtp, mod)) != NULL &&
		    dt_btf_has_typedef(db, name);
	for (db = dt_btf_get(dtp); db != NULL; db = dt_btf_next(dtp, db))
		if (dt_btf_has_typedef(db, name))
			return 1;
	return 0;
}
