/*
 * dt_ident.c: identifier hashes and the built-in identifiers of D.
 *
 * An identifier hash is a chained hash table of dt_ident_t by name (it
 * doubles as it fills).  The handle's global hash is filled at
 * dtrace_open() from the two tables below: the built-in variables (with
 * the D type of each) and the built-in functions, actions and aggregating
 * functions (with their argument counts and the prototype DTrace prints
 * in messages).  The cook pass checks uses against these; the code
 * generator switches on di_id.
 */
#include <stdlib.h>
#include <string.h>
#include "dt_impl.h"
#include "dt_ident.h"
#include "dt_type.h"

static unsigned int
dt_strhash(const char *s)
{
	unsigned int h = 5381;

	while (*s)
		h = h * 33 + (unsigned char)*s++;
	return h;
}

dt_idhash_t *
dt_idhash_create(const char *name, unsigned int size)
{
	dt_idhash_t *dhp = calloc(1, sizeof(dt_idhash_t));

	if (dhp == NULL)
		return NULL;
	dhp->dh_hash = calloc(size, sizeof(dt_ident_t *));
	if (dhp->dh_hash == NULL) {
		free(dhp);
		return NULL;
	}
	dhp->dh_name = name;
	dhp->dh_hashsz = size;
	return dhp;
}

void
dt_idhash_destroy(dt_idhash_t *dhp)
{
	unsigned int i;
	dt_ident_t *idp, *next;

	for (i = 0; i < dhp->dh_hashsz; i++) {
		for (idp = dhp->dh_hash[i]; idp != NULL; idp = next) {
			next = idp->di_next;
			free(idp->di_name);
			free(idp);
		}
	}
	free(dhp->dh_hash);
	free(dhp);
}

dt_ident_t *
dt_idhash_lookup(dt_idhash_t *dhp, const char *name)
{
	dt_ident_t *idp = dhp->dh_hash[dt_strhash(name) % dhp->dh_hashsz];

	for (; idp != NULL; idp = idp->di_next)
		if (strcmp(idp->di_name, name) == 0 &&
		    !(idp->di_flags & DT_IDFLG_HIDDEN))
			return idp;
	return NULL;
}

const char *
dt_idkind_name(dt_idkind_t kind)
{
	switch (kind) {
	case DT_IDENT_ARRAY: return "associative array";
	case DT_IDENT_SCALAR: return "scalar";
	case DT_IDENT_FUNC: return "function";
	case DT_IDENT_AGG: return "aggregation";
	case DT_IDENT_AGGFUNC: return "aggregating function";
	case DT_IDENT_ACTFUNC: return "tracing function";
	case DT_IDENT_ENUM: return "enumerator";
	case DT_IDENT_INLINE: return "inline";
	default: return "<?>";
	}
}

void
dt_idhash_remove(dt_idhash_t *dhp, dt_ident_t *idp)
{
	dt_ident_t **pp = &dhp->dh_hash[dt_strhash(idp->di_name) % dhp->dh_hashsz];

	for (; *pp != NULL; pp = &(*pp)->di_next) {
		if (*pp == idp) {
			*pp = idp->di_next;
			dhp->dh_nelems--;
			free(idp->di_name);
			free(idp);
			return;
		}
	}
}

/*
 * Double the buckets when they hold twice as many identifiers, so that a
 * script with N variables is not N^2 string comparisons.  Identifiers stay
 * where they are (only the chains change); without memory the table keeps
 * its size.
 */
static void
dt_idhash_grow(dt_idhash_t *dhp)
{
	unsigned int sz = dhp->dh_hashsz * 2, i;
	dt_ident_t **nhash = calloc(sz, sizeof(dt_ident_t *));
	dt_ident_t *idp, *next;

	if (nhash == NULL)
		return;
	for (i = 0; i < dhp->dh_hashsz; i++) {
		for (idp = dhp->dh_hash[i]; idp != NULL; idp = next) {
			unsigned int h = dt_strhash(idp->di_name) % sz;

			next = idp->di_next;
			idp->di_next = nhash[h];
			nhash[h] = idp;
		}
	}
	free(dhp->dh_hash);
	dhp->dh_hash = nhash;
	dhp->dh_hashsz = sz;
}

dt_ident_t *
dt_idhash_insert(dt_idhash_t *dhp, const char *name, dt_idkind_t kind,
    int flags, int id)
{
	dt_ident_t *idp = calloc(1, sizeof(dt_ident_t));
	unsigned int h;

	if (idp == NULL || (idp->di_name = strdup(name)) == NULL) {
		free(idp);
		return NULL;
	}
	if (dhp->dh_nelems >= 2 * dhp->dh_hashsz)
		dt_idhash_grow(dhp);
	h = dt_strhash(name) % dhp->dh_hashsz;
	idp->di_kind = kind;
	idp->di_flags = flags;
	idp->di_id = id >= 0 ? id : dhp->dh_nextid++;
	idp->di_next = dhp->dh_hash[h];
	dhp->dh_hash[h] = idp;
	dhp->dh_nelems++;
	return idp;
}

void
dt_idhash_iter(dt_idhash_t *dhp, void (*fn)(dt_ident_t *, void *), void *arg)
{
	unsigned int i;
	dt_ident_t *idp;

	for (i = 0; i < dhp->dh_hashsz; i++)
		for (idp = dhp->dh_hash[i]; idp != NULL; idp = idp->di_next)
			fn(idp, arg);
}

/* Built-in variables: name, id, D type. */
static const struct {
	const char *name;
	dt_bvar_t id;
	const char *type;
} dt_bvars[] = {
	{ "arg0", DT_BV_ARG0, "int64_t" }, { "arg1", DT_BV_ARG1, "int64_t" },
	{ "arg2", DT_BV_ARG2, "int64_t" }, { "arg3", DT_BV_ARG3, "int64_t" },
	{ "arg4", DT_BV_ARG4, "int64_t" }, { "arg5", DT_BV_ARG5, "int64_t" },
	{ "arg6", DT_BV_ARG6, "int64_t" }, { "arg7", DT_BV_ARG7, "int64_t" },
	{ "arg8", DT_BV_ARG8, "int64_t" }, { "arg9", DT_BV_ARG9, "int64_t" },
	{ "pid", DT_BV_PID, "pid_t" }, { "tid", DT_BV_TID, "id_t" },
	{ "ppid", DT_BV_PPID, "pid_t" }, { "uid", DT_BV_UID, "uid_t" },
	{ "gid", DT_BV_GID, "gid_t" }, { "execname", DT_BV_EXECNAME, "string" },
	{ "cpu", DT_BV_CPU, "processorid_t" },
	{ "timestamp", DT_BV_TIMESTAMP, "uint64_t" },
	{ "vtimestamp", DT_BV_VTIMESTAMP, "uint64_t" },
	{ "walltimestamp", DT_BV_WALLTIMESTAMP, "int64_t" },
	{ "probeprov", DT_BV_PROBEPROV, "string" },
	{ "probemod", DT_BV_PROBEMOD, "string" },
	{ "probefunc", DT_BV_PROBEFUNC, "string" },
	{ "probename", DT_BV_PROBENAME, "string" },
	{ "epid", DT_BV_EPID, "uint_t" }, { "id", DT_BV_ID, "uint_t" },
	{ "errno", DT_BV_ERRNO, "int" },
	{ "curthread", DT_BV_CURTHREAD, "struct task_struct *" },
	{ "caller", DT_BV_CALLER, "uintptr_t" },
	{ "ucaller", DT_BV_UCALLER, "uint64_t" },
	{ "stackdepth", DT_BV_STACKDEPTH, "uint32_t" },
	{ "ustackdepth", DT_BV_USTACKDEPTH, "uint32_t" },
	{ "ipl", DT_BV_IPL, "uint_t" },
	{ "cwd", DT_BV_CWD, "string" }, { "rootdir", DT_BV_ROOTDIR, "string" },
	{ NULL, 0, NULL }
};

/* Built-in functions: name, kind, id, result type, min/max args, prototype. */
static const struct {
	const char *name;
	dt_idkind_t kind;
	dt_func_t id;
	const char *type;
	int minargs, maxargs;
	const char *proto;
} dt_funcs[] = {
	{ "trace", DT_IDENT_ACTFUNC, DT_ACT_TRACE, "void", 1, 1, "(@)" },
	{ "printf", DT_IDENT_ACTFUNC, DT_ACT_PRINTF, "void", 1, -1, "(string, ...)" },
	{ "exit", DT_IDENT_ACTFUNC, DT_ACT_EXIT, "void", 1, 1, "(int)" },
	{ "printa", DT_IDENT_ACTFUNC, DT_ACT_PRINTA, "void", 1, -1, "(@, ...)" },
	{ "print", DT_IDENT_ACTFUNC, DT_ACT_PRINT, "void", 1, 1, "(@)" },
	{ "tracemem", DT_IDENT_ACTFUNC, DT_ACT_TRACEMEM, "void", 2, 3, "(void *, size_t, ...)" },
	{ "stack", DT_IDENT_ACTFUNC, DT_ACT_STACK, "stack", 0, 1, "([uint32_t])" },
	{ "ustack", DT_IDENT_ACTFUNC, DT_ACT_USTACK, "stack", 0, 2, "([uint32_t], [uint32_t])" },
	{ "clear", DT_IDENT_ACTFUNC, DT_ACT_CLEAR, "void", 1, 1, "(@)" },
	{ "trunc", DT_IDENT_ACTFUNC, DT_ACT_TRUNC, "void", 1, 2, "(@, [int])" },
	{ "normalize", DT_IDENT_ACTFUNC, DT_ACT_NORMALIZE, "void", 2, 2, "(@, uint64_t)" },
	{ "denormalize", DT_IDENT_ACTFUNC, DT_ACT_DENORMALIZE, "void", 1, 1, "(@)" },
	{ "setopt", DT_IDENT_ACTFUNC, DT_ACT_SETOPT, "void", 1, 2, "(const char *, [const char *])" },
	{ "raise", DT_IDENT_ACTFUNC, DT_ACT_RAISE, "void", 1, 1, "(int)" },
	{ "stop", DT_IDENT_ACTFUNC, DT_ACT_STOP, "void", 0, 0, "()" },
	{ "system", DT_IDENT_ACTFUNC, DT_ACT_SYSTEM, "void", 1, -1, "(@, ...)" },
	{ "freopen", DT_IDENT_ACTFUNC, DT_ACT_FREOPEN, "void", 1, -1, "(@, ...)" },
	{ "ftruncate", DT_IDENT_ACTFUNC, DT_ACT_FTRUNCATE, "void", 0, 0, "()" },
	{ "speculate", DT_IDENT_ACTFUNC, DT_ACT_SPECULATE, "void", 1, 1, "(int)" },
	{ "commit", DT_IDENT_ACTFUNC, DT_ACT_COMMIT, "void", 1, 1, "(int)" },
	{ "discard", DT_IDENT_ACTFUNC, DT_ACT_DISCARD, "void", 1, 1, "(int)" },
	{ "breakpoint", DT_IDENT_ACTFUNC, DT_ACT_BREAKPOINT, "void", 0, 0, "()" },
	{ "panic", DT_IDENT_ACTFUNC, DT_ACT_PANIC, "void", 0, 0, "()" },
	{ "chill", DT_IDENT_ACTFUNC, DT_ACT_CHILL, "void", 1, 1, "(int)" },
	{ "jstack", DT_IDENT_ACTFUNC, DT_ACT_JSTACK, "stack", 0, 2, "([uint32_t], [uint32_t])" },
	{ "count", DT_IDENT_AGGFUNC, DT_AGG_COUNT, "void", 0, 0, "()" },
	{ "sum", DT_IDENT_AGGFUNC, DT_AGG_SUM, "void", 1, 1, "(@)" },
	{ "avg", DT_IDENT_AGGFUNC, DT_AGG_AVG, "void", 1, 1, "(@)" },
	{ "min", DT_IDENT_AGGFUNC, DT_AGG_MIN, "void", 1, 1, "(@)" },
	{ "max", DT_IDENT_AGGFUNC, DT_AGG_MAX, "void", 1, 1, "(@)" },
	{ "stddev", DT_IDENT_AGGFUNC, DT_AGG_STDDEV, "void", 1, 1, "(@)" },
	{ "quantize", DT_IDENT_AGGFUNC, DT_AGG_QUANTIZE, "void", 1, 2, "(@, [@])" },
	{ "lquantize", DT_IDENT_AGGFUNC, DT_AGG_LQUANTIZE, "void", 3, 5, "(@, int32_t, int32_t, [int32_t], [@])" },
	{ "llquantize", DT_IDENT_AGGFUNC, DT_AGG_LLQUANTIZE, "void", 5, 6, "(@, uint16_t, int32_t, int32_t, int32_t, [@])" },
	{ "copyinstr", DT_IDENT_FUNC, DT_SUB_COPYINSTR, "string", 1, 2, "(uintptr_t, [size_t])" },
	{ "copyin", DT_IDENT_FUNC, DT_SUB_COPYIN, "void *", 2, 2, "(uintptr_t, size_t)" },
	{ "copyinto", DT_IDENT_FUNC, DT_SUB_COPYINTO, "void", 3, 3, "(uintptr_t, size_t, void *)" },
	{ "copyout", DT_IDENT_FUNC, DT_SUB_COPYOUT, "void", 3, 3, "(void *, uintptr_t, size_t)" },
	{ "copyoutstr", DT_IDENT_FUNC, DT_SUB_COPYOUTSTR, "void", 3, 3, "(char *, uintptr_t, size_t)" },
	{ "strlen", DT_IDENT_FUNC, DT_SUB_STRLEN, "size_t", 1, 1, "(const char *)" },
	{ "strjoin", DT_IDENT_FUNC, DT_SUB_STRJOIN, "string", 2, 2, "(const char *, const char *)" },
	{ "substr", DT_IDENT_FUNC, DT_SUB_SUBSTR, "string", 2, 3, "(const char *, int, [int])" },
	{ "index", DT_IDENT_FUNC, DT_SUB_INDEX, "int", 2, 3, "(const char *, const char *, [int])" },
	{ "rindex", DT_IDENT_FUNC, DT_SUB_RINDEX, "int", 2, 3, "(const char *, const char *, [int])" },
	{ "strchr", DT_IDENT_FUNC, DT_SUB_STRCHR, "string", 2, 2, "(const char *, char)" },
	{ "strrchr", DT_IDENT_FUNC, DT_SUB_STRRCHR, "string", 2, 2, "(const char *, char)" },
	{ "strstr", DT_IDENT_FUNC, DT_SUB_STRSTR, "string", 2, 2, "(const char *, const char *)" },
	{ "strtok", DT_IDENT_FUNC, DT_SUB_STRTOK, "string", 2, 2, "(const char *, const char *)" },
	{ "basename", DT_IDENT_FUNC, DT_SUB_BASENAME, "string", 1, 1, "(const char *)" },
	{ "dirname", DT_IDENT_FUNC, DT_SUB_DIRNAME, "string", 1, 1, "(const char *)" },
	{ "lltostr", DT_IDENT_FUNC, DT_SUB_LLTOSTR, "string", 1, 2, "(int64_t, [int])" },
	{ "toupper", DT_IDENT_FUNC, DT_SUB_TOUPPER, "string", 1, 1, "(const char *)" },
	{ "tolower", DT_IDENT_FUNC, DT_SUB_TOLOWER, "string", 1, 1, "(const char *)" },
	{ "rand", DT_IDENT_FUNC, DT_SUB_RAND, "int", 0, 0, "()" },
	{ "progenyof", DT_IDENT_FUNC, DT_SUB_PROGENYOF, "int", 1, 1, "(pid_t)" },
	{ "alloca", DT_IDENT_FUNC, DT_SUB_ALLOCA, "void *", 1, 1, "(size_t)" },
	{ "bcopy", DT_IDENT_FUNC, DT_SUB_BCOPY, "void", 3, 3, "(void *, void *, size_t)" },
	{ "htons", DT_IDENT_FUNC, DT_SUB_HTONS, "uint16_t", 1, 1, "(uint16_t)" },
	{ "htonl", DT_IDENT_FUNC, DT_SUB_HTONL, "uint32_t", 1, 1, "(uint32_t)" },
	{ "htonll", DT_IDENT_FUNC, DT_SUB_HTONLL, "uint64_t", 1, 1, "(uint64_t)" },
	{ "ntohs", DT_IDENT_FUNC, DT_SUB_NTOHS, "uint16_t", 1, 1, "(uint16_t)" },
	{ "ntohl", DT_IDENT_FUNC, DT_SUB_NTOHL, "uint32_t", 1, 1, "(uint32_t)" },
	{ "ntohll", DT_IDENT_FUNC, DT_SUB_NTOHLL, "uint64_t", 1, 1, "(uint64_t)" },
	{ "inet_ntoa", DT_IDENT_FUNC, DT_SUB_INET_NTOA, "string", 1, 1, "(ipaddr_t *)" },
	{ "inet_ntoa6", DT_IDENT_FUNC, DT_SUB_INET_NTOA6, "string", 1, 2, "(struct in6_addr *, [int])" },
	{ "inet_ntop", DT_IDENT_FUNC, DT_SUB_INET_NTOP, "string", 2, 2, "(int, void *)" },
	{ "link_ntop", DT_IDENT_FUNC, DT_SUB_LINK_NTOP, "string", 2, 2, "(int, void *)" },
	{ "speculation", DT_IDENT_FUNC, DT_SUB_SPECULATION, "int", 0, 0, "()" },
	{ "ufunc", DT_IDENT_ACTFUNC, DT_SUB_UFUNC, "_usymaddr", 1, 1, "(uintptr_t)" },
	{ "usym", DT_IDENT_ACTFUNC, DT_SUB_USYM, "_usymaddr", 1, 1, "(uintptr_t)" },
	{ "umod", DT_IDENT_ACTFUNC, DT_SUB_UMOD, "_usymaddr", 1, 1, "(uintptr_t)" },
	{ "uaddr", DT_IDENT_ACTFUNC, DT_SUB_UADDR, "_usymaddr", 1, 1, "(uintptr_t)" },
	{ "func", DT_IDENT_ACTFUNC, DT_SUB_FUNC, "_symaddr", 1, 1, "(uintptr_t)" },
	{ "sym", DT_IDENT_ACTFUNC, DT_SUB_SYM, "_symaddr", 1, 1, "(uintptr_t)" },
	{ "mod", DT_IDENT_ACTFUNC, DT_SUB_MOD, "_symaddr", 1, 1, "(uintptr_t)" },
	{ "strtoll", DT_IDENT_FUNC, DT_SUB_STRTOLL, "int64_t", 1, 2, "(const char *, [int])" },
	{ "d_path", DT_IDENT_FUNC, DT_SUB_D_PATH, "string", 1, 1, "(struct path *)" },
	{ "d_execargs", DT_IDENT_FUNC, DT_SUB_D_EXECARGS, "string", 1, 1, "(struct task_struct *)" },
	{ "getmajor", DT_IDENT_FUNC, DT_SUB_GETMAJOR, "major_t", 1, 1, "(dev_t)" },
	{ "getminor", DT_IDENT_FUNC, DT_SUB_GETMINOR, "minor_t", 1, 1, "(dev_t)" },
	{ "cleanpath", DT_IDENT_FUNC, DT_SUB_CLEANPATH, "string", 1, 1, "(const char *)" },
	{ "mutex_owned", DT_IDENT_FUNC, DT_SUB_MUTEX_OWNED, "int", 1, 1, "(struct mutex *)" },
	{ "mutex_owner", DT_IDENT_FUNC, DT_SUB_MUTEX_OWNER, "struct task_struct *", 1, 1, "(struct mutex *)" },
	{ "mutex_type_adaptive", DT_IDENT_FUNC, DT_SUB_MUTEX_TYPE_ADAPTIVE, "int", 1, 1, "(struct mutex *)" },
	{ "mutex_type_spin", DT_IDENT_FUNC, DT_SUB_MUTEX_TYPE_SPIN, "int", 1, 1, "(struct mutex *)" },
	{ "rw_read_held", DT_IDENT_FUNC, DT_SUB_RW_READ_HELD, "int", 1, 1, "(rwlock_t *)" },
	{ "rw_write_held", DT_IDENT_FUNC, DT_SUB_RW_WRITE_HELD, "int", 1, 1, "(rwlock_t *)" },
	{ "rw_iswriter", DT_IDENT_FUNC, DT_SUB_RW_ISWRITER, "int", 1, 1, "(rwlock_t *)" },
	{ NULL, 0, 0, NULL, 0, 0, NULL }
};

static int
dt_ident_settype(dtrace_hdl_t *dtp, dt_ident_t *idp, const char *type)
{
	dtrace_typeinfo_t ti;

	/*
	 * stack, _symaddr and _usymaddr: what stack(), sym() and usym() give
	 * (aggregation keys, printf's %k and %A); typedefs of void, as in DTrace.
	 */
	if (strcmp(type, "stack") == 0 || type[0] == '_') {
		ctf_id_t t = ctf_lookup_by_name(dtp->dt_ddefs, type);

		if (t == CTF_ERR)
			t = ctf_add_typedef(dtp->dt_ddefs, CTF_ADD_ROOT, type,
			    dtp->dt_type_void);
		if (t == CTF_ERR)
			return dt_set_errmsg(dtp, EDT_NOMEM, "no built-in type %s", type);
		idp->di_ctfp = dtp->dt_ddefs;
		idp->di_type = t;
		return 0;
	}
	/* kernel types: from BTF at the first use (dt_cook_var_ktype) */
	if (strncmp(type, "struct ", 7) == 0) {
		idp->di_ctfp = NULL;
		idp->di_data = (void *)type;
		return 0;
	}
	if (strcmp(type, "void *") == 0) {
		idp->di_ctfp = dtp->dt_ddefs;
		idp->di_type = dtp->dt_type_voidp;
		return 0;
	}
	if (dt_type_lookup(dtp, type, &ti) != 0)
		return dt_set_errmsg(dtp, EDT_NOMEM, "no built-in type %s", type);
	idp->di_ctfp = ti.dtt_ctfp;
	idp->di_type = ti.dtt_type;
	return 0;
}

int
dt_ident_builtins(dtrace_hdl_t *dtp)
{
	dt_ident_t *idp;
	int i;

	for (i = 0; dt_bvars[i].name != NULL; i++) {
		idp = dt_idhash_insert(dtp->dt_globals, dt_bvars[i].name,
		    DT_IDENT_SCALAR, DT_IDFLG_BUILTIN | DT_IDFLG_DIFR, dt_bvars[i].id);
		if (idp == NULL)
			return dt_set_errno(dtp, EDT_NOMEM);
		if (dt_ident_settype(dtp, idp, dt_bvars[i].type) != 0)
			return -1;
	}
	for (i = 0; dt_funcs[i].name != NULL; i++) {
		idp = dt_idhash_insert(dtp->dt_globals, dt_funcs[i].name,
		    dt_funcs[i].kind, DT_IDFLG_BUILTIN, dt_funcs[i].id);
		if (idp == NULL)
			return dt_set_errno(dtp, EDT_NOMEM);
		idp->di_minargs = dt_funcs[i].minargs;
		idp->di_maxargs = dt_funcs[i].maxargs;
		idp->di_proto = dt_funcs[i].proto;
		if (dt_ident_settype(dtp, idp, dt_funcs[i].type) != 0)
			return -1;
	}
	/* args[] is an array of the probe's typed arguments. */
	idp = dt_idhash_insert(dtp->dt_globals, "args", DT_IDENT_ARRAY,
	    DT_IDFLG_BUILTIN | DT_IDFLG_DIFR, DT_BV_ARGS);
	if (idp == NULL || dt_ident_settype(dtp, idp, "int64_t") != 0)
		return dt_set_errno(dtp, EDT_NOMEM);
	/* NULL: DTrace's `inline long NULL = 0`, whose uses are the int
	   constant 0 (DTrace gives a constant inline its value's type:
	   sizeof(NULL) is 4), so printf("%u", NULL) and NULL + 1 work, and
	   it is the 0 that a pointer or a string may be given. */
	idp = dt_idhash_insert(dtp->dt_globals, "NULL", DT_IDENT_INLINE,
	    DT_IDFLG_BUILTIN, 0);
	if (idp == NULL)
		return dt_set_errno(dtp, EDT_NOMEM);
	idp->di_ctfp = dtp->dt_ddefs;
	idp->di_type = dtp->dt_type_int;
	idp->di_value = 0;
	/* uregs[], R_* and SIG* constants (dt_consts.c). */
	if (dt_consts_idents(dtp) != 0)
		return -1;
	/* User variables get ids after the built-ins. */
	dtp->dt_globals->dh_nextid = 0;
	return 0;
}

/*
 * The built-ins D gained after 1.0, with the version that brought each
 * (DTrace's table); the others are 1.0's.  A program written for an older
 * version (#pragma D option version=1.0) may use these names for its own
 * variables: dt_ident_reduce() hides them, for good, as DTrace removes
 * them (a later, higher version= is refused: dt_options.c).  They stay in
 * the hash, flagged, so that code already compiled (the D library's
 * inlines) keeps its identifiers.
 */
static const struct {
	const char *name;
	uint32_t vers;
} dt_ident_vers[] = {
	{ "freopen", DT_VERSION_NUMBER(1, 1, 0) },
	{ "index", DT_VERSION_NUMBER(1, 1, 0) },
	{ "rindex", DT_VERSION_NUMBER(1, 1, 0) },
	{ "strchr", DT_VERSION_NUMBER(1, 1, 0) },
	{ "strrchr", DT_VERSION_NUMBER(1, 1, 0) },
	{ "strstr", DT_VERSION_NUMBER(1, 1, 0) },
	{ "strtok", DT_VERSION_NUMBER(1, 1, 0) },
	{ "substr", DT_VERSION_NUMBER(1, 1, 0) },
	{ "func", DT_VERSION_NUMBER(1, 2, 0) },
	{ "mod", DT_VERSION_NUMBER(1, 2, 0) },
	{ "setopt", DT_VERSION_NUMBER(1, 2, 0) },
	{ "sym", DT_VERSION_NUMBER(1, 2, 0) },
	{ "uaddr", DT_VERSION_NUMBER(1, 2, 0) },
	{ "ucaller", DT_VERSION_NUMBER(1, 2, 0) },
	{ "ufunc", DT_VERSION_NUMBER(1, 2, 0) },
	{ "umod", DT_VERSION_NUMBER(1, 2, 0) },
	{ "ustackdepth", DT_VERSION_NUMBER(1, 2, 0) },
	{ "usym", DT_VERSION_NUMBER(1, 2, 0) },
	{ "htonl", DT_VERSION_NUMBER(1, 3, 0) },
	{ "htonll", DT_VERSION_NUMBER(1, 3, 0) },
	{ "htons", DT_VERSION_NUMBER(1, 3, 0) },
	{ "ntohl", DT_VERSION_NUMBER(1, 3, 0) },
	{ "ntohll", DT_VERSION_NUMBER(1, 3, 0) },
	{ "ntohs", DT_VERSION_NUMBER(1, 3, 0) },
	{ "inet_ntoa", DT_VERSION_NUMBER(1, 5, 0) },
	{ "inet_ntoa6", DT_VERSION_NUMBER(1, 5, 0) },
	{ "inet_ntop", DT_VERSION_NUMBER(1, 5, 0) },
	{ "link_ntop", DT_VERSION_NUMBER(1, 5, 0) },
	{ "stddev", DT_VERSION_NUMBER(1, 6, 0) },
	{ "llquantize", DT_VERSION_NUMBER(1, 6, 4) },
	{ "print", DT_VERSION_NUMBER(2, 0, 0) },
	{ NULL, 0 }
};

void
dt_ident_reduce(dtrace_hdl_t *dtp, uint32_t version)
{
	dt_ident_t *idp;
	int i;

	for (i = 0; dt_ident_vers[i].name != NULL; i++) {
		if (dt_ident_vers[i].vers <= version)
			continue;
		idp = dt_idhash_lookup(dtp->dt_globals, dt_ident_vers[i].name);
		if (idp != NULL && (idp->di_flags & DT_IDFLG_BUILTIN))
			idp->di_flags |= DT_IDFLG_HIDDEN;
	}
}
