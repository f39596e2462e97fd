/*
 * dt_pctl.c: process control for -c (create) and -p (grab).
 *
 * -c cmd must not run past the point where its executable and its DT_NEEDED
 * libraries are mapped before the probes are attached: the stapsdt provider
 * reads /proc/PID/maps to find the notes, and a probe that fires before the
 * uprobes exist is lost.  So dtrace_proc_create() holds the new process at
 * its entry point (AT_ENTRY: _start of the executable, reached after the
 * dynamic linker has mapped and relocated every DT_NEEDED library and run
 * their constructors, and before the executable's own code runs):
 *
 *   parent (dtrace)                         child
 *   fork() --------------------------------> blocks reading the go pipe
 *   PTRACE_SEIZE(EXITKILL | TRACEEXEC)
 *   write the go byte ---------------------> execvp(file, argv)
 *   wait: PTRACE_EVENT_EXEC stop <---------- (or: exec failed, the errno
 *                                             comes back on the CLOEXEC
 *                                             error pipe and it _exit()s)
 *   entry = AT_ENTRY of /proc/PID/auxv
 *   save the word at entry, write int3 there (PTRACE_POKETEXT: the kernel
 *   copies the page, so other processes running the file never see it)
 *   PTRACE_CONT ---------------------------> ld.so maps and relocates the
 *                                            libraries, runs constructors,
 *   wait: SIGTRAP stop, rip == entry + 1 <-- jumps to entry, hits int3
 *   restore the word, rip = entry
 *
 * With -x evaltime=exec it is held at the exec stop instead, before the
 * dynamic linker has run, so that the linker's own work can be traced (the
 * libraries are not mapped yet: their probes are found as dt_rtld.c finds
 * those of a dlopen()).
 *
 * The process now sits in a ptrace stop (DT_PCTL_HELD) while the consumer
 * compiles and dtrace_go() attaches.  dtrace_proc_continue() detaches
 * (PTRACE_DETACH, no signal): it runs from its entry point, untraced.  We
 * never write its memory again; probes are uprobes the kernel manages.
 *
 * A dead dtrace.  DTrace kills the processes it created when it goes (on
 * Solaris, /proc's kill-on-last-close): dtrace_proc_release() does so at a
 * normal exit, and the kernel does it when dtrace dies any other way: the
 * child asks for SIGKILL at its parent's death (PR_SET_PDEATHSIG) before
 * it execs.  So no -c process outlives dtrace, and none is ever left
 * stopped: not in the ptrace stop at its entry point (PTRACE_O_EXITKILL
 * kills it too, and it is never resumed with the int3 in its text), nor
 * in the SIGSTOP by which dt_rtld.c holds it while the probes of a library
 * it dlopen()ed are attached, whose SIGCONT only dtrace would send.
 * Before the seize, the child is blocked on the go pipe, and dtrace's
 * death closes the pipe: the child reads EOF and exits.
 *
 * ptrace is per thread: the thread that created the process must be the
 * one that continues or releases it (dtrace is single-threaded).
 *
 * -p pid: dtrace_proc_grab() only checks that the process exists and is not
 * a kernel thread (PF_KTHREAD in /proc/PID/stat), and opens a pidfd to see
 * it exit without being its parent (and without being fooled by pid reuse).
 * Nothing is written to it.  If its dynamic linker is watched (dt_rtld.c),
 * its threads are seized with ptrace while tracing (dt_pctl_seize.c), so that
 * a dlopen() can be held without a stop its parent would see.
 *
 * dtrace_proc_alive() says whether a process still runs: waitpid(WNOHANG)
 * for our children (which also reaps them and keeps the wait status for
 * the exit message), a poll of the pidfd (readable once the process has
 * exited, zombie or not) for grabbed ones, /proc/PID/stat where pidfds are
 * missing (kernels before 5.3).
 *
 * Errors are full DTrace-style messages in the handle ("failed to execute
 * cmd: No such file or directory"), printed by the command as "dtrace: ...".
 *
 * The breakpoint is the machine's (dt_arch.h: an int3 on x86-64).
 */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <elf.h>
#include <sys/prctl.h>
#include <sys/ptrace.h>
#include <sys/syscall.h>
#include <sys/types.h>
#include <sys/wait.h>

#include "dt_impl.h"
#include "dt_pctl.h"
#include "dt_pctl_seize.h"
#include "dt_arch.h"

#ifndef PF_KTHREAD
#define PF_KTHREAD	0x00200000	/* include/linux/sched.h */
#endif

/* ---- the list of processes ---------------------------------------------- */

dt_pctl_t *
dt_pctl_lookup(dtrace_hdl_t *dtp, pid_t pid)
{
	dt_pctl_t *dpr;

	for (dpr = dtp->dt_procs; dpr != NULL; dpr = dpr->dpr_next) {
		if (dpr->dpr_pid == pid)
			return dpr;
	}
	return NULL;
}

static dt_pctl_t *
dt_pctl_add(dtrace_hdl_t *dtp, pid_t pid, int created)
{
	dt_pctl_t *dpr = dt_zalloc(dtp, sizeof(dt_pctl_t));

	if (dpr == NULL)
		return NULL;
	dpr->dpr_pid = pid;
	dpr->dpr_created = created;
	dpr->dpr_state = DT_PCTL_RUNNING;
	dpr->dpr_pidfd = -1;
	dpr->dpr_status = -1;
	dpr->dpr_next = dtp->dt_procs;
	dtp->dt_procs = dpr;
	return dpr;
}

static void
dt_pctl_remove(dtrace_hdl_t *dtp, dt_pctl_t *dpr)
{
	dt_pctl_t **pp;

	for (pp = &dtp->dt_procs; *pp != NULL; pp = &(*pp)->dpr_next) {
		if (*pp == dpr) {
			*pp = dpr->dpr_next;
			break;
		}
	}
	dt_pctl_seize_release(dpr);
	if (dpr->dpr_pidfd >= 0)
		close(dpr->dpr_pidfd);
	free(dpr);
}

/* ---- the child of -c ----------------------------------------------------- */

/*
 * Wait for the go byte (EOF: dtrace gave up or died), then exec.  The
 * process is killed when dtrace dies (PR_SET_PDEATHSIG, kept across exec
 * but for set-user-ID programs): see "A dead dtrace" above.
 */
static void __attribute__((noreturn))
dt_pctl_child(const char *file, char *const argv[], int gofd, int errfd)
{
	pid_t parent = getppid();
	char b;
	int err;

	if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0 || getppid() != parent)
		_exit(127);	/* dtrace died before the prctl() */
	if (read(gofd, &b, 1) != 1)
		_exit(127);
	close(gofd);
	execvp(file, argv);
	err = errno;
	if (write(errfd, &err, sizeof(err)) != sizeof(err))
		_exit(127);
	_exit(127);
}

/* Kill a child of ours and reap it (it may be in a ptrace stop). */
static void
dt_pctl_kill(dt_pctl_t *dpr)
{
	pid_t r;
	int st;

	kill(dpr->dpr_pid, SIGKILL);
	for (;;) {
		r = waitpid(dpr->dpr_pid, &st, 0);
		if (r == -1 && errno == EINTR)
			continue;
		if (r == -1)
			break;
		if (WIFEXITED(st) || WIFSIGNALED(st)) {
			dpr->dpr_status = st;
			break;
		}
	}
	dpr->dpr_state = DT_PCTL_DEAD;
}

/* ---- ptrace stops --------------------------------------------------------- */

/*
 * Is this stop the one we wait for: the exec event (bp == 0), or the
 * SIGTRAP of our int3 at bp (rip is past the int3)?
 */
static int
dt_pctl_is_stop(pid_t pid, int st, uint64_t bp)
{
	if (bp == 0)
		return (st >> 8) == (SIGTRAP | (PTRACE_EVENT_EXEC << 8));
	if ((st >> 16) != 0 || WSTOPSIG(st) != SIGTRAP)
		return 0;
	return dt_arch_bp_hit(pid, bp);
}

/*
 * Run pid until the stop dt_pctl_is_stop() wants, or its death: *statusp
 * is the last wait status.  Signals sent to it meanwhile are delivered;
 * group stops (SIGSTOP ...) are ignored.  0, or -1 with errno.
 */
static int
dt_pctl_wait_stop(pid_t pid, uint64_t bp, int *statusp)
{
	int st, sig;

	for (;;) {
		if (waitpid(pid, &st, 0) == -1) {
			if (errno == EINTR)
				continue;
			return -1;
		}
		*statusp = st;
		if (!WIFSTOPPED(st) || dt_pctl_is_stop(pid, st, bp))
			return 0;
		sig = (st >> 16) != 0 ? 0 : WSTOPSIG(st);
		if (ptrace(PTRACE_CONT, pid, 0, sig) == -1)
			return -1;
	}
}

/* AT_ENTRY from /proc/PID/auxv, or 0. */
static uint64_t
dt_pctl_entry(pid_t pid)
{
	char path[64];
	uint64_t av[2], entry = 0;
	FILE *fp;

	snprintf(path, sizeof(path), "/proc/%d/auxv", (int)pid);
	if ((fp = fopen(path, "r")) == NULL)
		return 0;
	while (fread(av, sizeof(av), 1, fp) == 1 && av[0] != AT_NULL) {
		if (av[0] == AT_ENTRY) {
			entry = av[1];
			break;
		}
	}
	fclose(fp);
	return entry;
}

/* A wait status as words for messages: "exited with status 127". */
static const char *
dt_pctl_status_str(int st, char *buf, size_t len)
{
	if (WIFSIGNALED(st))
		snprintf(buf, len, "terminated by %s", strsignal(WTERMSIG(st)));
	else if (WIFEXITED(st))
		snprintf(buf, len, "exited with status %d", WEXITSTATUS(st));
	else
		snprintf(buf, len, "stopped unexpectedly");
	return buf;
}

/* The process exec'd: run it to its entry point and hold it there. */
static int
dt_pctl_run_to_entry(dtrace_hdl_t *dtp, dt_pctl_t *dpr, const char *file)
{
	pid_t pid = dpr->dpr_pid;
	char why[128];
	int st;

	dpr->dpr_entry = dt_pctl_entry(pid);
	if (dpr->dpr_entry == 0)
		return dt_set_errmsg(dtp, ENOEXEC, "failed to execute %s: "
		    "cannot find its entry point", file);
	{
		long orig;

		if (dt_arch_bp_set(pid, dpr->dpr_entry, &orig) == -1 ||
		    ptrace(PTRACE_CONT, pid, 0, 0) == -1 ||
		    dt_pctl_wait_stop(pid, dpr->dpr_entry, &st) == -1)
			return dt_set_errmsg(dtp, errno, "failed to control "
			    "pid %d: %s", (int)pid, strerror(errno));
		if (!WIFSTOPPED(st)) {
			dpr->dpr_state = DT_PCTL_DEAD;
			dpr->dpr_status = st;
			return dt_set_errmsg(dtp, ECHILD, "failed to execute "
			    "%s: process %s before its entry point", file,
			    dt_pctl_status_str(st, why, sizeof(why)));
		}
		if (dt_arch_bp_clear(pid, dpr->dpr_entry, orig) == -1)
			return dt_set_errmsg(dtp, errno, "failed to control "
			    "pid %d: %s", (int)pid, strerror(errno));
	}
	dpr->dpr_state = DT_PCTL_HELD;
	return 0;
}

/*
 * Seize the blocked child, let it exec, and wait for the exec stop.  An
 * exec failure comes back as an errno on errfd.
 */
static int
dt_pctl_start(dtrace_hdl_t *dtp, dt_pctl_t *dpr, const char *file,
    int gofd, int errfd)
{
	pid_t pid = dpr->dpr_pid;
	char why[128];
	int st, err;

	if (ptrace(PTRACE_SEIZE, pid, 0,
	    PTRACE_O_EXITKILL | PTRACE_O_TRACEEXEC) == -1)
		return dt_set_errmsg(dtp, errno, "failed to create process: "
		    "cannot trace pid %d: %s", (int)pid, strerror(errno));
	if (write(gofd, "g", 1) != 1 || dt_pctl_wait_stop(pid, 0, &st) == -1)
		return dt_set_errmsg(dtp, errno, "failed to create process: %s",
		    strerror(errno));
	if (WIFSTOPPED(st) &&
	    dt_opt(dtp, DTRACEOPT_EVALTIME) == DTRACEOPT_EVALTIME_EXEC) {
		dpr->dpr_state = DT_PCTL_HELD;
		return 0;
	}
	if (WIFSTOPPED(st))
		return dt_pctl_run_to_entry(dtp, dpr, file);

	dpr->dpr_state = DT_PCTL_DEAD;
	dpr->dpr_status = st;
	if (read(errfd, &err, sizeof(err)) == sizeof(err))
		return dt_set_errmsg(dtp, err, "failed to execute %s: %s",
		    file, strerror(err));
	return dt_set_errmsg(dtp, ECHILD, "failed to execute %s: process %s",
	    file, dt_pctl_status_str(st, why, sizeof(why)));
}

int
dtrace_proc_create(dtrace_hdl_t *dtp, const char *file, char *const argv[],
    pid_t *pidp)
{
	int go[2], ep[2], rc;
	dt_pctl_t *dpr;
	pid_t pid;

	if (pipe2(go, O_CLOEXEC) != 0)
		return dt_set_errmsg(dtp, errno, "failed to create process: %s",
		    strerror(errno));
	if (pipe2(ep, O_CLOEXEC) != 0) {
		rc = errno;
		close(go[0]);
		close(go[1]);
		return dt_set_errmsg(dtp, rc, "failed to create process: %s",
		    strerror(rc));
	}
	if ((pid = fork()) == 0) {
		close(go[1]);
		close(ep[0]);
		dt_pctl_child(file, argv, go[0], ep[1]);
	}
	rc = errno;
	close(go[0]);
	close(ep[1]);
	if (pid == -1) {
		close(go[1]);
		close(ep[0]);
		return dt_set_errmsg(dtp, rc, "failed to create process: %s",
		    strerror(rc));
	}
	if ((dpr = dt_pctl_add(dtp, pid, 1)) == NULL) {
		close(go[1]);	/* the child reads EOF and exits */
		close(ep[0]);
		waitpid(pid, NULL, 0);
		return -1;
	}
	rc = dt_pctl_start(dtp, dpr, file, go[1], ep[0]);
	close(go[1]);
	close(ep[0]);
	if (rc != 0) {
		if (dpr->dpr_state != DT_PCTL_DEAD)
			dt_pctl_kill(dpr);
		dt_pctl_remove(dtp, dpr);
		return -1;
	}
	if (pidp != NULL)
		*pidp = pid;
	return 0;
}

/* ---- -p ----------------------------------------------------------------- */

/* State and flags of /proc/PID/stat; -1 if there is no such process. */
static int
dt_pctl_stat(pid_t pid, char *statep, unsigned int *flagsp)
{
	char path[64], buf[1024], *p;
	size_t n;
	FILE *fp;

	snprintf(path, sizeof(path), "/proc/%d/stat", (int)pid);
	if ((fp = fopen(path, "r")) == NULL)
		return -1;
	n = fread(buf, 1, sizeof(buf) - 1, fp);
	fclose(fp);
	buf[n] = '\0';
	/* pid (comm) state ppid pgrp session tty_nr tpgid flags ... */
	if ((p = strrchr(buf, ')')) == NULL ||
	    sscanf(p + 1, " %c %*d %*d %*d %*d %*d %u", statep, flagsp) != 2)
		return -1;
	return 0;
}

/*
 * Has pid exited, or is it exiting?  Gone from /proc, a zombie, marked
 * exiting (PF_EXITING in /proc/PID/stat's flags: set as do_exit() begins,
 * while its mappings are still being torn down), or without an address
 * space any more (/proc/PID/maps is empty from the moment an exiting
 * process drops it, while its state still says running).
 */
#define DT_PF_EXITING	0x00000004
int
dt_pctl_gone(pid_t pid)
{
	char path[64], line[256];
	unsigned int flags;
	char state;
	FILE *fp;
	int gone;

	if (dt_pctl_stat(pid, &state, &flags) != 0 || state == 'Z' ||
	    state == 'X' || (flags & DT_PF_EXITING))
		return 1;
	snprintf(path, sizeof(path), "/proc/%d/maps", (int)pid);
	if ((fp = fopen(path, "r")) == NULL)
		return 1;
	gone = fgets(line, sizeof(line), fp) == NULL;
	fclose(fp);
	return gone;
}

void
dt_pctl_test_exit(const char *point, pid_t pid)
{
	static int done;
	const char *v = secure_getenv("DTRACE_TEST_EXIT");
	size_t len = strlen(point);
	unsigned int flags;
	char state;
	int i;

	if (v == NULL || done || pid <= 0 || strncmp(v, point, len) != 0 ||
	    (v[len] != '\0' && (v[len] != ':' || atoi(v + len + 1) != pid)))
		return;
	done = 1;
	dt_dprintf("test: process %d exits at %s\n", (int)pid, point);
	kill(pid, SIGKILL);
	for (i = 0; i < 1000; i++) {	/* 10 s at most */
		if (dt_pctl_stat(pid, &state, &flags) != 0 || state == 'Z' ||
		    state == 'X')
			break;
		usleep(10000);
	}
}

void
dt_pctl_test_wait(const char *point)
{
	const char *v = secure_getenv("DTRACE_TEST_WAIT");
	size_t len = strlen(point);
	char path[PATH_MAX];
	int fd, i;

	if (v == NULL || strncmp(v, point, len) != 0 || v[len] != ':')
		return;
	snprintf(path, sizeof(path), "%s/%s", v + len + 1, point);
	if ((fd = open(path, O_WRONLY | O_CREAT | O_EXCL, 0600)) < 0)
		return;
	close(fd);
	dt_dprintf("test: waiting at %s until %s is removed\n", point, path);
	for (i = 0; i < 6000 && access(path, F_OK) == 0; i++)
		usleep(10000);
}

static long
dt_pidfd_open(pid_t pid)
{
#ifdef SYS_pidfd_open
	return syscall(SYS_pidfd_open, pid, 0);
#else
	errno = ENOSYS;
	return -1;
#endif
}

/*
 * A process that is gone: DTrace's message ("No such process"), and which
 * pid as a hint (shown on a terminal).
 */
static int
dt_pctl_nosuch(dtrace_hdl_t *dtp, pid_t pid, const char *why)
{
	dt_set_errno(dtp, ESRCH);
	dt_set_errhint(dtp, "failed to grab pid %d%s", (int)pid, why);
	return -1;
}


int
dtrace_proc_grab(dtrace_hdl_t *dtp, pid_t pid)
{
	unsigned int flags;
	dt_pctl_t *dpr;
	char state;
	int fd;

	if (pid <= 0)
		return dt_set_errmsg(dtp, EINVAL, "failed to grab pid %d: %s",
		    (int)pid, strerror(EINVAL));
	if (dt_pctl_lookup(dtp, pid) != NULL)
		return 0;
	if ((kill(pid, 0) != 0 && errno == ESRCH) ||
	    dt_pctl_stat(pid, &state, &flags) != 0)
		return dt_pctl_nosuch(dtp, pid, "");
	if (flags & PF_KTHREAD)
		return dt_set_errmsg(dtp, EPERM, "failed to grab pid %d: "
		    "process is a kernel thread", (int)pid);
	if (state == 'Z' || state == 'X')
		return dt_pctl_nosuch(dtp, pid, ": process is a zombie");
	fd = (int)dt_pidfd_open(pid);
	if (fd == -1 && errno == ESRCH)
		return dt_pctl_nosuch(dtp, pid, "");
	if ((dpr = dt_pctl_add(dtp, pid, 0)) == NULL) {
		if (fd >= 0)
			close(fd);
		return -1;
	}
	dpr->dpr_pidfd = fd;
	return 0;
}

/* ---- running, watching, releasing --------------------------------------- */

static dt_pctl_t *
dt_pctl_find(dtrace_hdl_t *dtp, pid_t pid, const char *what)
{
	dt_pctl_t *dpr = dt_pctl_lookup(dtp, pid);

	if (dpr == NULL)
		dt_set_errmsg(dtp, ESRCH, "failed to %s pid %d: "
		    "not a process of this handle", what, (int)pid);
	return dpr;
}

int
dtrace_proc_continue(dtrace_hdl_t *dtp, pid_t pid)
{
	dt_pctl_t *dpr = dt_pctl_find(dtp, pid, "continue");

	if (dpr == NULL)
		return -1;
	if (dpr->dpr_state != DT_PCTL_HELD)
		return 0;
	if (ptrace(PTRACE_DETACH, pid, 0, 0) == -1)
		return dt_set_errmsg(dtp, errno, "failed to continue pid %d: %s",
		    (int)pid, strerror(errno));
	dpr->dpr_state = DT_PCTL_RUNNING;
	return 0;
}

/*
 * Has a grabbed process exited?  The pidfd polls readable once it has.  A
 * poll interrupted by a signal says nothing: SIGCHLD, which comes for
 * every ptrace stop of a seized -p process (dt_pctl_seize.c), interrupts
 * even a poll that does not wait, and that was once taken for the end of
 * the process (dtrace ended quietly while it ran on).
 */
static int
dt_pctl_grabbed_alive(dt_pctl_t *dpr)
{
	struct pollfd pfd = { .fd = dpr->dpr_pidfd, .events = POLLIN };
	unsigned int flags;
	char state;
	int r;

	if (dpr->dpr_pidfd >= 0) {
		while ((r = poll(&pfd, 1, 0)) < 0 && errno == EINTR)
			continue;
		if (r >= 0)
			return r == 0;
	}
	if (dt_pctl_stat(dpr->dpr_pid, &state, &flags) != 0)
		return 0;
	return state != 'Z' && state != 'X';
}

int
dtrace_proc_alive(dtrace_hdl_t *dtp, pid_t pid, int *statusp)
{
	dt_pctl_t *dpr = dt_pctl_find(dtp, pid, "watch");
	int st;

	if (dpr == NULL)
		return -1;
	if (dpr->dpr_state == DT_PCTL_RUNNING && dpr->dpr_created) {
		if (waitpid(pid, &st, WNOHANG) == pid &&
		    (WIFEXITED(st) || WIFSIGNALED(st))) {
			dpr->dpr_state = DT_PCTL_DEAD;
			dpr->dpr_status = st;
		}
	} else if (dpr->dpr_state == DT_PCTL_RUNNING) {
		if (!dt_pctl_grabbed_alive(dpr))
			dpr->dpr_state = DT_PCTL_DEAD;
	}
	if (statusp != NULL)
		*statusp = dpr->dpr_status;
	return dpr->dpr_state != DT_PCTL_DEAD;
}

int
dtrace_proc_release(dtrace_hdl_t *dtp, pid_t pid)
{
	dt_pctl_t *dpr = dt_pctl_find(dtp, pid, "release");

	if (dpr == NULL)
		return -1;
	if (dpr->dpr_created && dpr->dpr_state != DT_PCTL_DEAD)
		dt_pctl_kill(dpr);
	dt_pctl_remove(dtp, dpr);
	return 0;
}

void
dt_pctl_fini(dtrace_hdl_t *dtp)
{
	while (dtp->dt_procs != NULL)
		dtrace_proc_release(dtp, dtp->dt_procs->dpr_pid);
}
