/*
 * dt_lib.c: the D library: D source files shipped with dtrace (inline
 * constants, types, translators) that every program may use, compiled
 * when a program first names something they declare.
 *
 * Where.  The directories given with -L or -xlibdir, in that order, then
 * the default one, found from the running executable's directory D:
 * D/../dlib or D/../../dlib (the source tree, for a dtrace in build/ or
 * build/san/) or else D/../lib/dtrace (an installed /usr/sbin/dtrace:
 * /usr/lib/dtrace).  Every file named *.d there is a library file; a name
 * seen in an earlier directory hides the same name in a later one.
 *
 * When.  At a handle's first compile (unless -xnolibs) dt_lib_init() reads
 * every file and indexes the names it declares (dt_lib_scan.c: inlines,
 * types, tags, enumerators, translators' output types) in a hash of names
 * to files; nothing is compiled.  The scanner, for every identifier it
 * meets, and dt_type_lookup(), for a type name D does not know, call
 * dt_lib_need() (the handle's dt_libwant, so the parser does not call up
 * into this layer): every file declaring that name is then compiled, there
 * and then, as its own program (DT_C_LIBRARY; the scanner and the parser
 * are reentrant, and the outer compile's state is its pcb), after the
 * files its `#pragma D depends_on library x.d` lines name; the pragma
 * itself is accepted only in a library file.  A file's own identifiers
 * pull in the files it needs in the same way.  So `BEGIN { exit(0) }`
 * compiles no library file, and a library file that uses kernel types
 * costs BTF only to the programs that use it.  As before, a program that
 * declares a library name gets D_DECL_IDRED: the scanner sees the name
 * before the declaration is reduced, so the library's comes first.  A file
 * that fails to compile (a kernel type that does not exist here) is
 * skipped, and so are the files that depend on it: the compile undoes
 * what it declared, and -xdebug tells why.  The programs stay with the
 * handle: their declarations (inlines, translators) refer to their parse
 * trees.
 *
 * Dependencies.  As in Oracle Linux DTrace, the library's dependency graph
 * must be sound whatever the program names: dt_lib_init() checks every
 * file's `depends_on library` names against the files found (a name no
 * directory has: "Invalid library dependency in FILE: DEP") and looks for
 * cycles (a depth-first walk that meets a file it is inside of: "Cyclic
 * dependency detected: FILE => DEPENDENT"), and either error fails every
 * compile of the handle, as Oracle's failed library load does.  Paths are
 * shown as Oracle shows them: the file's path, and the dependency's name
 * in the depending file's directory.
 */
#include <dirent.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "dt_impl.h"
#include "dt_lib.h"

#define DT_LIB_MAXFILES	256
#define DT_LIB_NBUCKETS	4096

typedef enum { DT_LIB_NEW, DT_LIB_LOADING, DT_LIB_DONE, DT_LIB_FAILED } dt_libstate_t;
typedef enum { DT_LIB_WHITE, DT_LIB_GREY, DT_LIB_BLACK } dt_libmark_t;

typedef struct dt_libfile {
	char *name;		/* "errno.d" */
	char *path;
	dt_libstate_t state;
	char **deps;		/* #pragma D depends_on library NAME */
	int ndeps;
	dt_libmark_t mark;	/* the cycle check's walk */
} dt_libfile_t;

typedef struct dt_libname {
	struct dt_libname *next;
	int file;		/* index in files[] */
	char name[];
} dt_libname_t;

struct dt_lib {
	dt_libfile_t files[DT_LIB_MAXFILES];
	int n;
	int nnames;
	dt_libname_t *hash[DT_LIB_NBUCKETS];
};

typedef struct dt_lib dt_libset_t;
static int
dt_lib_isfile(const char *name)
{
	size_t len = strlen(name);

	return len > 2 && strcmp(name + len - 2, ".d") == 0 && name[0] != '.';
}

static dt_libfile_t *
dt_lib_find(dt_libset_t *ls, const char *name)
{
	int i;

	for (i = 0; i < ls->n; i++)
		if (strcmp(ls->files[i].name, name) == 0)
			return &ls->files[i];
	return NULL;
}

/* Add the *.d files of dir that no earlier directory had. */
static void
dt_lib_scandir(dt_libset_t *ls, const char *dir)
{
	struct dirent *de;
	DIR *d = opendir(dir);
	char path[PATH_MAX];

	if (d == NULL)
		return;
	while ((de = readdir(d)) != NULL && ls->n < DT_LIB_MAXFILES) {
		if (!dt_lib_isfile(de->d_name) || dt_lib_find(ls, de->d_name) != NULL)
			continue;
		snprintf(path, sizeof(path), "%s/%s", dir, de->d_name);
		ls->files[ls->n].name = strdup(de->d_name);
		ls->files[ls->n].path = strdup(path);
		ls->files[ls->n].state = DT_LIB_NEW;
		if (ls->files[ls->n].name == NULL || ls->files[ls->n].path == NULL) {
			free(ls->files[ls->n].name);
			free(ls->files[ls->n].path);
			break;
		}
		ls->n++;
	}
	closedir(d);
}

/*
 * The default directory, from the executable's: ../dlib (build/dtrace),
 * ../../dlib (build/san/dtrace), else ../lib/dtrace (installed).
 */
static int
dt_lib_default(char *buf, size_t len)
{
	char exe[PATH_MAX], *slash;
	ssize_t n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);

	if (n <= 0)
		return -1;
	exe[n] = '\0';
	if ((slash = strrchr(exe, '/')) == NULL)
		return -1;
	static const char *const rel[] = { "../dlib", "../../dlib", "../lib/dtrace" };
	size_t i;

	*slash = '\0';
	for (i = 0; i < sizeof(rel) / sizeof(rel[0]); i++)
		if ((size_t)snprintf(buf, len, "%s/%s", exe, rel[i]) < len &&
		    access(buf, R_OK | X_OK) == 0)
			return 0;
	return -1;
}

static int
dt_lib_cmp(const void *a, const void *b)
{
	return strcmp(((const dt_libfile_t *)a)->name, ((const dt_libfile_t *)b)->name);
}

static unsigned int
dt_lib_hash(const char *name)
{
	unsigned int h = 5381;

	while (*name != '\0')
		h = h * 33 + (unsigned char)*name++;
	return h % DT_LIB_NBUCKETS;
}

/* Remember that file declares name (once). */
static void
dt_lib_addname(dt_libset_t *ls, int file, const char *name)
{
	unsigned int h = dt_lib_hash(name);
	dt_libname_t *ln;

	for (ln = ls->hash[h]; ln != NULL; ln = ln->next)
		if (ln->file == file && strcmp(ln->name, name) == 0)
			return;
	if ((ln = malloc(sizeof(dt_libname_t) + strlen(name) + 1)) == NULL)
		return;
	strcpy(ln->name, name);
	ln->file = file;
	ln->next = ls->hash[h];
	ls->hash[h] = ln;
	ls->nnames++;
}

static void
dt_lib_adddep(dt_libfile_t *lf, const char *name)
{
	char **deps = realloc(lf->deps, (lf->ndeps + 1) * sizeof(char *));

	if (deps == NULL)
		return;
	lf->deps = deps;
	if ((deps[lf->ndeps] = strdup(name)) != NULL)
		lf->ndeps++;
}

typedef struct dt_libscanarg {
	dt_libset_t *ls;
	int file;
} dt_libscanarg_t;

static void
dt_lib_scanned(void *arg, const char *name, int dep)
{
	dt_libscanarg_t *sa = arg;

	if (dep)
		dt_lib_adddep(&sa->ls->files[sa->file], name);
	else
		dt_lib_addname(sa->ls, sa->file, name);
}

/* Read file i and index what it declares (it is not compiled). */
static void
dt_lib_index(dt_libset_t *ls, int i)
{
	dt_libscanarg_t sa = { ls, i };
	FILE *fp = fopen(ls->files[i].path, "r");
	char *text = NULL;
	size_t len = 0;
	long size;

	if (fp != NULL && fseek(fp, 0, SEEK_END) == 0 && (size = ftell(fp)) >= 0 &&
	    fseek(fp, 0, SEEK_SET) == 0 && (text = malloc(size + 1)) != NULL)
		len = fread(text, 1, size, fp);
	if (text == NULL || dt_lib_scan(text, len, dt_lib_scanned, &sa) != 0)
		dt_dprintf("library %s: cannot read %s\n", ls->files[i].name,
		    ls->files[i].path);
	free(text);
	if (fp != NULL)
		fclose(fp);
}

static void dt_lib_load1(dtrace_hdl_t *dtp, dt_libset_t *ls, dt_libfile_t *lf);

/* Load the libraries lf depends on first; 0 if they all loaded. */
static int
dt_lib_deps(dtrace_hdl_t *dtp, dt_libset_t *ls, dt_libfile_t *lf)
{
	dt_libfile_t *dep;
	int i;

	for (i = 0; i < lf->ndeps; i++) {
		if ((dep = dt_lib_find(ls, lf->deps[i])) == NULL) {
			dt_dprintf("library %s: depends on %s, which does not exist\n",
			    lf->name, lf->deps[i]);
			return -1;
		}
		dt_lib_load1(dtp, ls, dep);
		if (dep->state != DT_LIB_DONE) {
			dt_dprintf("library %s: depends on %s, which did not load\n",
			    lf->name, lf->deps[i]);
			return -1;
		}
	}
	return 0;
}

/*
 * Compile one library file (after its dependencies).  This may happen in
 * the middle of another compile, whose error state is kept.
 */
static void
dt_lib_load1(dtrace_hdl_t *dtp, dt_libset_t *ls, dt_libfile_t *lf)
{
	char errmsg[sizeof(dtp->dt_errmsg)];
	int err = dtp->dt_errno;
	FILE *fp;

	if (lf->state != DT_LIB_NEW)
		return;		/* loaded, failed, or a cycle (LOADING) */
	lf->state = DT_LIB_LOADING;
	memcpy(errmsg, dtp->dt_errmsg, sizeof(errmsg));
	if ((fp = fopen(lf->path, "r")) == NULL) {
		dt_dprintf("library %s: cannot open %s\n", lf->name, lf->path);
		lf->state = DT_LIB_FAILED;
	} else if (dt_lib_deps(dtp, ls, lf) != 0) {
		lf->state = DT_LIB_FAILED;
	} else if (dtrace_program_fcompile(dtp, fp, DT_C_LIBRARY | DTRACE_C_EMPTY,
	    0, NULL) == NULL) {
		dt_dprintf("library %s: skipped: %s\n", lf->path, dtp->dt_errmsg);
		lf->state = DT_LIB_FAILED;
	} else {
		dt_dprintf("library %s: compiled\n", lf->path);
		lf->state = DT_LIB_DONE;
	}
	if (fp != NULL)
		fclose(fp);
	memcpy(dtp->dt_errmsg, errmsg, sizeof(errmsg));
	dtp->dt_errno = err;
}

/* dtp->dt_libwant: compile the files that declare name. */
static int
dt_lib_want(dtrace_hdl_t *dtp, const char *name)
{
	dt_libset_t *ls = dtp->dt_lib;
	dt_libname_t *ln;
	int loaded = 0;

	for (ln = ls->hash[dt_lib_hash(name)]; ln != NULL; ln = ln->next) {
		dt_libfile_t *lf = &ls->files[ln->file];

		if (lf->state != DT_LIB_NEW || strcmp(ln->name, name) != 0)
			continue;
		dt_dprintf("library %s: needed for %s\n", lf->name, name);
		dt_lib_load1(dtp, ls, lf);
		loaded |= lf->state == DT_LIB_DONE;
	}
	return loaded;
}

/* ---- the dependency graph ---- */

/* Oracle's name for dependency dep of lf: dep in lf's directory. */
static void
dt_lib_deppath(const dt_libfile_t *lf, const char *dep, char *buf, size_t len)
{
	const char *slash = strrchr(lf->path, '/');
	int dirlen = slash != NULL ? (int)(slash - lf->path) + 1 : 0;

	snprintf(buf, len, "%.*s%s", dirlen, lf->path, dep);
}

/* Every dependency names a file: 0, or -1 with Oracle's message. */
static int
dt_lib_check_missing(dtrace_hdl_t *dtp, dt_libset_t *ls)
{
	char dep[PATH_MAX];
	int i, j;

	for (i = 0; i < ls->n; i++)
		for (j = 0; j < ls->files[i].ndeps; j++) {
			if (dt_lib_find(ls, ls->files[i].deps[j]) != NULL)
				continue;
			dt_lib_deppath(&ls->files[i], ls->files[i].deps[j],
			    dep, sizeof(dep));
			return dt_set_errmsg(dtp, EDT_COMPILER, "Invalid library "
			    "dependency in %s: %s", ls->files[i].path, dep);
		}
	return 0;
}

/* Depth-first from lf: meeting a file the walk is inside of is a cycle. */
static int
dt_lib_check_walk(dtrace_hdl_t *dtp, dt_libset_t *ls, dt_libfile_t *lf)
{
	dt_libfile_t *dep;
	int j;

	lf->mark = DT_LIB_GREY;
	for (j = 0; j < lf->ndeps; j++) {
		dep = dt_lib_find(ls, lf->deps[j]);
		if (dep->mark == DT_LIB_GREY)
			return dt_set_errmsg(dtp, EDT_COMPILER, "Cyclic "
			    "dependency detected: %s => %s", dep->path, lf->path);
		if (dep->mark == DT_LIB_WHITE &&
		    dt_lib_check_walk(dtp, ls, dep) != 0)
			return -1;
	}
	lf->mark = DT_LIB_BLACK;
	return 0;
}

static int
dt_lib_check(dtrace_hdl_t *dtp, dt_libset_t *ls)
{
	int i;

	if (dt_lib_check_missing(dtp, ls) != 0)
		return -1;
	for (i = 0; i < ls->n; i++)
		if (ls->files[i].mark == DT_LIB_WHITE &&
		    dt_lib_check_walk(dtp, ls, &ls->files[i]) != 0)
			return -1;
	return 0;
}

int
dt_lib_init(dtrace_hdl_t *dtp)
{
	dt_libset_t *ls = calloc(1, sizeof(dt_libset_t));
	char dir[PATH_MAX];
	int i;

	dtp->dt_libdone = 1;
	if (ls == NULL)
		return 0;
	for (i = 0; i < dtp->dt_nlibdirs; i++)
		dt_lib_scandir(ls, dtp->dt_libdirs[i]);
	if (dt_lib_default(dir, sizeof(dir)) == 0)
		dt_lib_scandir(ls, dir);
	qsort(ls->files, ls->n, sizeof(dt_libfile_t), dt_lib_cmp);
	for (i = 0; i < ls->n; i++)
		dt_lib_index(ls, i);
	dt_dprintf("D library: %d files declare %d names\n", ls->n, ls->nnames);
	dtp->dt_lib = ls;
	dtp->dt_libwant = dt_lib_want;
	if (dt_lib_check(dtp, ls) != 0) {
		dt_lib_fini(dtp);
		dtp->dt_libdone = 0;	/* every compile fails the same way */
		return -1;
	}
	return 0;
}

void
dt_lib_fini(dtrace_hdl_t *dtp)
{
	dt_libset_t *ls = dtp->dt_lib;
	dt_libname_t *ln, *next;
	int i, j;

	if (ls == NULL)
		return;
	for (i = 0; i < DT_LIB_NBUCKETS; i++)
		for (ln = ls->hash[i]; ln != NULL; ln = next) {
			next = ln->next;
			free(ln);
		}
	for (i = 0; i < ls->n; i++) {
		for (j = 0; j < ls->files[i].ndeps; j++)
			free(ls->files[i].deps[j]);
		free(ls->files[i].deps);
		free(ls->files[i].name);
		free(ls->files[i].path);
	}
	free(ls);
	dtp->dt_lib = NULL;
	dtp->dt_libwant = NULL;
}
