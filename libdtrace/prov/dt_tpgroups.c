/*
 * dt_tpgroups.c: the group of every kernel tracepoint ("sched" for
 * sched_process_exec), which the sdt provider uses as its probes' module.
 *
 * vmlinux BTF names every tracepoint (the btf_trace_<name> typedefs) but
 * not its group: the group (TRACE_SYSTEM) is only in the kernel's trace
 * event structures, which tracefs shows as events/<group>/<name>/.  On
 * this machine tracefs is not mounted, and dtrace must not mount it where
 * the host could see it.  So:
 *
 *   1. if tracefs is mounted (/sys/kernel/tracing, else
 *      /sys/kernel/debug/tracing), its events/ directory is read;
 *   2. otherwise a child process enters a mount namespace of its own
 *      (unshare(CLONE_NEWNS), every mount made private so nothing
 *      propagates back), mounts tracefs on /sys/kernel/tracing there,
 *      writes "group name" lines to a pipe and exits; its namespace, and
 *      the mount, go with it.  Nothing is mounted on the host at any
 *      time, and a killed dtrace leaves nothing behind.
 *
 * Measured on this machine (1601 tracepoints, 105 groups): the child costs
 * about 10 ms (fork, unshare, mount, 105 directory reads), which only a
 * description that can name sdt probes pays, once per handle.  Where
 * neither works (no CAP_SYS_ADMIN, no tracefs in the kernel), the table is
 * empty and the sdt provider lists its probes with an empty module.
 *
 * The lines are kept in one buffer, indexed by an array of (name, group)
 * sorted by name and searched by bisection.  dt_tracefs_text(), the
 * mounted-or-private tracefs reader, is shared: the syscall provider reads
 * the system calls' argument types with it (dt_sysargs.c).
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/mount.h>
#include <sys/wait.h>
#include "dt_tpgroups.h"

#define DT_TRACEFS	"/sys/kernel/tracing"
#define DT_TRACEFS_DBG	"/sys/kernel/debug/tracing"

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

/* The child: a private mount namespace with tracefs in it. */
static void __attribute__((noreturn))
dt_tracefs_child(int wfd, dt_tracefs_list_f *list)
{
	FILE *out;

	if (unshare(CLONE_NEWNS) != 0 ||
	    mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0 ||
	    mount("tracefs", DT_TRACEFS, "tracefs",
	    MS_NOSUID | MS_NODEV | MS_NOEXEC, NULL) != 0 ||
	    (out = fdopen(wfd, "w")) == NULL)
		_exit(1);
	list(out, DT_TRACEFS);
	_exit(fclose(out) == 0 ? 0 : 1);
}

/* Read all of fd into a NUL-terminated buffer (NULL if out of memory). */
static char *
dt_tpgroups_slurp(int fd)
{
	size_t len = 0, sz = 65536;
	char *buf = malloc(sz), *nbuf;
	ssize_t r;

	while (buf != NULL) {
		if (len + 1 >= sz) {
			if ((nbuf = realloc(buf, sz * 2)) == NULL)
				break;
			buf = nbuf;
			sz *= 2;
		}
		r = read(fd, buf + len, sz - len - 1);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0) {
			buf[len] = '\0';
			return buf;
		}
		len += (size_t)r;
	}
	free(buf);
	return NULL;
}

/*
 * What list() writes about a tracefs: the one mounted on the host if there
 * is one, else one mounted in a child's private mount namespace.  Also
 * used by the syscall provider (dt_sysargs.c) for the system calls' trace
 * events.
 */
char *
dt_tracefs_text(dt_tracefs_list_f *list)
{
	char *buf = NULL;
	size_t len = 0;
	int pfd[2], st;
	FILE *mf;
	pid_t pid;

	if ((mf = open_memstream(&buf, &len)) == NULL)
		return NULL;
	if (list(mf, DT_TRACEFS) == 0 || list(mf, DT_TRACEFS_DBG) == 0) {
		fclose(mf);
		return buf;
	}
	fclose(mf);
	free(buf);

	if (pipe2(pfd, O_CLOEXEC) != 0)
		return NULL;
	fflush(NULL);
	if ((pid = fork()) == 0) {
		close(pfd[0]);
		dt_tracefs_child(pfd[1], list);
	}
	close(pfd[1]);
	buf = pid < 0 ? NULL : dt_tpgroups_slurp(pfd[0]);
	close(pfd[0]);
	while (pid > 0 && waitpid(pid, &st, 0) < 0 && errno == EINTR)
		continue;
	return buf;
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
