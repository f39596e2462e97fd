/*
 * dt_lib.c: the D library: D source files shipped with dtrace (inline
 * constants, types, translators) that every program may use.
 *
 * Where.  The directories given with -L or -xlibdir, in that order, then
 * the default one, found from the running executable's directory D:
 * D/../dlib or D/../../dlib (the source tree, for a dtrace in build/ or
 * build/san/) or else D/../lib/dtrace (an installed /usr/sbin/dtrace:
 * /usr/lib/dtrace).  Every
 * file named *.d there is a library file; a name seen in an earlier
 * directory hides the same name in a later one.
 *
 * When.  Before a handle's first compile (dt_compile calls dt_lib_load()
 * unless -xnolibs), each file is compiled as its own program with
 * DT_C_LIBRARY, in name order, except that `#pragma D depends_on library
 * x.d` in a file (found by a scan of its lines) loads x.d first; the pragma
 * itself is accepted only in a library file.  A file that fails to compile
 * (a kernel type that does not exist here, a missing dependency, a cycle)
 * is skipped: the compile undoes what it declared, and -xdebug tells why.
 * The programs stay with the handle: their declarations (inlines,
 * translators) refer to their parse trees.
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

typedef enum { DT_LIB_NEW, DT_LIB_LOADING, DT_LIB_DONE, DT_LIB_FAILED } dt_libstate_t;

typedef struct dt_libfile {
	char *name;		/* "errno.d" */
	char *path;
	dt_libstate_t state;
} dt_libfile_t;

typedef struct dt_libset {
	dt_libfile_t files[DT_LIB_MAXFILES];
	int n;
} dt_libset_t;

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

static void dt_lib_load1(dtrace_hdl_t *dtp, dt_libset_t *ls, dt_libfile_t *lf);

/*
 * Load the libraries lf names in `#pragma D depends_on library x.d` lines
 * first; 0 if they all loaded.
 */
static int
dt_lib_deps(dtrace_hdl_t *dtp, dt_libset_t *ls, dt_libfile_t *lf, FILE *fp)
{
	char line[1024], name[256];
	dt_libfile_t *dep;

	while (fgets(line, sizeof(line), fp) != NULL) {
		if (sscanf(line, " #pragma D depends_on library %255s", name) != 1)
			continue;
		if ((dep = dt_lib_find(ls, name)) == NULL) {
			dt_dprintf("library %s: depends on %s, which does not exist\n",
			    lf->name, name);
			return -1;
		}
		dt_lib_load1(dtp, ls, dep);
		if (dep->state != DT_LIB_DONE) {
			dt_dprintf("library %s: depends on %s, which did not load\n",
			    lf->name, name);
			return -1;
		}
	}
	rewind(fp);
	return 0;
}

/* Compile one library file (after its dependencies). */
static void
dt_lib_load1(dtrace_hdl_t *dtp, dt_libset_t *ls, dt_libfile_t *lf)
{
	FILE *fp;

	if (lf->state != DT_LIB_NEW)
		return;		/* loaded, failed, or a cycle (LOADING) */
	lf->state = DT_LIB_LOADING;
	if ((fp = fopen(lf->path, "r")) == NULL) {
		dt_dprintf("library %s: cannot open %s\n", lf->name, lf->path);
		lf->state = DT_LIB_FAILED;
		return;
	}
	if (dt_lib_deps(dtp, ls, lf, fp) != 0)
		lf->state = DT_LIB_FAILED;
	else if (dtrace_program_fcompile(dtp, fp, DT_C_LIBRARY | DTRACE_C_EMPTY,
	    0, NULL) == NULL) {
		dt_dprintf("library %s: skipped: %s\n", lf->path, dtp->dt_errmsg);
		lf->state = DT_LIB_FAILED;
	} else
		lf->state = DT_LIB_DONE;
	fclose(fp);
}

void
dt_lib_load(dtrace_hdl_t *dtp)
{
	dt_libset_t *ls = calloc(1, sizeof(dt_libset_t));
	char dir[PATH_MAX];
	int i;

	dtp->dt_libdone = 1;
	if (ls == NULL)
		return;
	for (i = 0; i < dtp->dt_nlibdirs; i++)
		dt_lib_scandir(ls, dtp->dt_libdirs[i]);
	if (dt_lib_default(dir, sizeof(dir)) == 0)
		dt_lib_scandir(ls, dir);
	qsort(ls->files, ls->n, sizeof(dt_libfile_t), dt_lib_cmp);
	for (i = 0; i < ls->n; i++)
		dt_lib_load1(dtp, ls, &ls->files[i]);
	for (i = 0; i < ls->n; i++) {
		free(ls->files[i].name);
		free(ls->files[i].path);
	}
	free(ls);
	dtp->dt_errmsg[0] = '\0';
	dtp->dt_errno = 0;
}
