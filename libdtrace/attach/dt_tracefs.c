/*
 * dt_tracefs.c: reading tracefs, where the kernel shows its trace events
 * (events/<group>/<name>/, with each event's format), for the providers
 * that need what only trace events record: the sdt provider's tracepoint
 * groups (dt_tpgroups.c) and the syscall provider's argument types
 * (dt_sysargs.c).  The caller's reader (a dt_tracefs_list_f) walks the
 * tracefs it is given and writes what it wants as text; this file finds
 * a tracefs for it.
 *
 * On this machine tracefs is not mounted, and dtrace must not mount it
 * where the host could see it.  So:
 *
 *   1. if tracefs is mounted (/sys/kernel/tracing, else
 *      /sys/kernel/debug/tracing), the reader reads it;
 *   2. otherwise a child process enters a mount namespace of its own
 *      (unshare(CLONE_NEWNS), every mount made private so nothing
 *      propagates back), mounts tracefs on /sys/kernel/tracing there,
 *      runs the reader into a pipe and exits; its namespace, and the
 *      mount, go with it.  Nothing is mounted on the host at any time, and
 *      a killed dtrace leaves nothing behind.
 *
 * Where neither works (no CAP_SYS_ADMIN, no tracefs in the kernel), the
 * text is NULL and each caller does without.
 */
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include <sys/mount.h>
#include <sys/wait.h>
#include "dt_tracefs.h"

#define DT_TRACEFS	"/sys/kernel/tracing"
#define DT_TRACEFS_DBG	"/sys/kernel/debug/tracing"

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
dt_tracefs_slurp(int fd)
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
 * is one, else one mounted in a child's private mount namespace.
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
	buf = pid < 0 ? NULL : dt_tracefs_slurp(pfd[0]);
	close(pfd[0]);
	while (pid > 0 && waitpid(pid, &st, 0) < 0 && errno == EINTR)
		continue;
	return buf;
}
