/*
 * dt_tpgroups.c: the group of every kernel tracepoint ("sched" for
 * sched_process_exec), which the sdt provider uses as its probes' module.
 *
 * vmlinux BTF names every tracepoint (the btf_trace_<name> typedefs) but
 * not its group: the group (TRACE_SYSTEM) is only in the kernel's trace
 * event structures, which tracefs shows as events/<group>/<name>/.  The
 * events/ directory is read as dt_tracefs.c reads a tracefs (the host's
 * mount, else one in a child's private mount namespace), as "group name"
 * lines.
 *
 * Measured on this machine (1601 tracepoints, 105 groups): the child costs
 * about 10 ms (fork, unshare, mount, 105 directory reads), which only a
 * description that can name sdt probes pays, once per handle.  Where
 * neither works (no CAP_SYS_ADMIN, no tracefs in the kernel), the table is
 * empty and the sdt provider lists its probes with an empty module.
 *
 * The lines are kept in one buffer, indexed by an array of (name, group)
 * sorted by name and searched by bisection.
 */
#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "dt_tpgroups.h"
#include "dt_tracefs.h"

typedef struct dt_tpgroup {
	const char *tg_name;
	const char *tg_group;
} dt_tpgroup_t;

struct dt_tpgroups {
	char *tgs_buf;			/* "group name\n" lines */
	dt_tpgroup_t *tgs_ents;		/* sorted by name */
	size_t tgs_n;
};

/* Is dir/name a directory? */
static int
dt_tpgroups_isdir(int dfd, const struct dirent *de)
{
	DIR *d;
	int fd;

	if (de->d_name[0] == '.')
		return 0;
	if (de->d_type != DT_UNKNOWN)
		return de->d_type == DT_DIR;
	if ((fd = openat(dfd, de->d_name, O_RDONLY | O_DIRECTORY)) < 0)
		return 0;
	if ((d = fdopendir(fd)) == NULL) {
		close(fd);
		return 0;
	}
	closedir(d);
	return 1;
}

/* Write "group name" for every event of events/group. */
static void
dt_tpgroups_group(FILE *out, int efd, const char *group)
{
	struct dirent *de;
	DIR *d;
	int fd;

	if ((fd = openat(efd, group, O_RDONLY | O_DIRECTORY)) < 0)
		return;
	if ((d = fdopendir(fd)) == NULL) {
		close(fd);
		return;
	}
	while ((de = readdir(d)) != NULL)
		if (dt_tpgroups_isdir(dirfd(d), de))
			fprintf(out, "%s %s\n", group, de->d_name);
	closedir(d);
}

/* Write the events of the tracefs mounted at root; -1 if none is there. */
static int
dt_tpgroups_list(FILE *out, const char *root)
{
	char path[64];
	struct dirent *de;
	DIR *d;

	snprintf(path, sizeof(path), "%s/events", root);
	if ((d = opendir(path)) == NULL)
		return -1;
	while ((de = readdir(d)) != NULL)
		if (dt_tpgroups_isdir(dirfd(d), de))
			dt_tpgroups_group(out, dirfd(d), de->d_name);
	closedir(d);
	return 0;
}

static int
dt_tpgroup_cmp(const void *a, const void *b)
{
	return strcmp(((const dt_tpgroup_t *)a)->tg_name,
	    ((const dt_tpgroup_t *)b)->tg_name);
}

/* Split the lines into the sorted index. */
static int
dt_tpgroups_index(dt_tpgroups_t *tgs)
{
	size_t n = 0, sz = 0;
	char *p = tgs->tgs_buf, *nl, *sp;

	for (; (nl = strchr(p, '\n')) != NULL; p = nl + 1) {
		*nl = '\0';
		if ((sp = strchr(p, ' ')) == NULL)
			continue;
		*sp = '\0';
		if (n == sz) {
			dt_tpgroup_t *ne = realloc(tgs->tgs_ents,
			    (sz = sz ? sz * 2 : 1024) * sizeof(*ne));

			if (ne == NULL)
				return -1;
			tgs->tgs_ents = ne;
		}
		tgs->tgs_ents[n].tg_group = p;
		tgs->tgs_ents[n++].tg_name = sp + 1;
	}
	tgs->tgs_n = n;
	if (n > 0)
		qsort(tgs->tgs_ents, n, sizeof(dt_tpgroup_t), dt_tpgroup_cmp);
	return 0;
}

dt_tpgroups_t *
dt_tpgroups_read(void)
{
	dt_tpgroups_t *tgs = calloc(1, sizeof(*tgs));

	if (tgs == NULL)
		return NULL;
	if ((tgs->tgs_buf = dt_tracefs_text(dt_tpgroups_list)) != NULL &&
	    dt_tpgroups_index(tgs) != 0) {
		dt_tpgroups_free(tgs);
		return NULL;
	}
	return tgs;
}

const char *
dt_tpgroups_lookup(const dt_tpgroups_t *tgs, const char *name)
{
	dt_tpgroup_t key = { name, NULL }, *e;

	if (tgs->tgs_n == 0)
		return NULL;
	e = bsearch(&key, tgs->tgs_ents, tgs->tgs_n, sizeof(dt_tpgroup_t),
	    dt_tpgroup_cmp);
	return e != NULL ? e->tg_group : NULL;
}

void
dt_tpgroups_free(dt_tpgroups_t *tgs)
{
	if (tgs == NULL)
		return;
	free(tgs->tgs_buf);
	free(tgs->tgs_ents);
	free(tgs);
}
