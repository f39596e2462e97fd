/*
 * dt_pctl_seize.c: holding a -p process at its dlopen() without a stop its
 * parent can see.
 *
 * dt_rtld.c puts a uprobe on the dynamic linker's _dl_debug_state(), which
 * glibc calls after it has mapped a dlopen()ed object and before the
 * object's code runs.  A -c process (our child) is stopped there with
 * SIGSTOP until the object's probes are attached; a -p process cannot be:
 * a SIGSTOP is a job-control stop that its parent (a shell) sees and acts
 * on.  So, as Oracle's DTrace grabs -p processes with ptrace, dtrace seizes
 * every thread of a -p process whose dynamic linker it watches:
 *
 *   - PTRACE_SEIZE each thread of /proc/PID/task (scanned again until no
 *     new one appears), with PTRACE_O_TRACECLONE so that the threads they
 *     create are seized by the kernel (forks are not traced).  SEIZE, unlike
 *     ATTACH, does not stop anything; PTRACE_O_EXITKILL is not used: the
 *     process must outlive dtrace.
 *   - The rtld program, for a seized process (link cookie 2), sends its
 *     record to user space (the thread id in the record's prid) and then
 *     SIGURG to the thread (bpf_send_signal_thread).  On its way back to
 *     user mode the thread dequeues the signal and, being traced, enters a
 *     signal-delivery-stop: a ptrace stop, reported to the tracer only,
 *     never to the real parent (no SIGCHLD, nothing for waitpid(WUNTRACED)).
 *   - The consumer handles the record (the providers attach the new
 *     object's probes) and notes that the thread owes one SIGURG
 *     (dt_pctl_seize_owe); dt_pctl_seize_pump(), run after each consume, finds the
 *     stop and resumes the thread with the signal suppressed.  Other
 *     signals are delivered as they come (PTRACE_CONT with the signal); a
 *     group stop (SIGSTOP, SIGTSTP... sent by someone else) is left in
 *     place with PTRACE_LISTEN, so job control works as without dtrace.
 *     A SIGURG sent by the kernel (si_code SI_KERNEL) that nothing owes is
 *     held for one more consume (our record may not have been read yet),
 *     then delivered.
 *   - At the end (dt_disable_all, after every uprobe link is gone) each
 *     thread is interrupted (PTRACE_INTERRUPT), waited for and detached,
 *     with the signal it was stopped for, if any, delivered (a thread that
 *     does not stop within 5 s, in an uninterruptible sleep, is left to
 *     the kernel, which detaches it when dtrace exits; a zombie leader is
 *     not waited for).
 *
 * Why SIGURG: if dtrace dies while a thread is in the stop, the kernel
 * detaches every tracee and resumes it, and the signal it was stopped
 * for is delivered: SIGURG's default action is to ignore it (a SIGSTOP
 * would leave the process stopped).  A program with a SIGURG handler (Go's
 * runtime, for preemption, which ignores requests it did not make) then
 * sees one spurious SIGURG.  A thread that blocks SIGURG is not held (it
 * runs on, and the object's probes come a few milliseconds late, as
 * without the seize); the pending signal, when the thread unblocks it, is
 * suppressed if dtrace still traces it.
 *
 * ptrace is per thread, and only the thread that seized a tracee may
 * control it: every call here runs on the consumer's thread.  A process
 * that another tracer holds (gdb, strace) cannot be seized: dtrace says so
 * in one line (and if ptrace is not allowed: EPERM) and watches it as
 * before, without holding it; other failures (out of file descriptors)
 * fall back silently, as what fails next says why.
 */
#include <dirent.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/ptrace.h>
#include <sys/wait.h>
#include "dt_impl.h"
#include "dt_pctl.h"
#include "dt_pctl_seize.h"

#define DT_PSEIZE_HALT_MS	5000	/* at most, for a thread to stop */

#ifndef PTRACE_EVENT_STOP
#define PTRACE_EVENT_STOP	128
#endif

typedef struct dt_pthread {
	pid_t pt_tid;
	int pt_owed;		/* our SIGURGs sent to it, not yet seen */
	int pt_stopped;		/* in a ptrace stop we have not ended */
	int pt_sig;		/* ... for this signal (0: none) */
	unsigned int pt_held;	/* pump pass that held an unowed SIGURG */
} dt_pthread_t;

typedef struct dt_pseize {
	dt_pthread_t *ps_threads;
	int ps_n;
	unsigned int ps_pass;	/* pumps so far */
} dt_pctl_seize_t;

/* ---- threads ---- */

static dt_pthread_t *
dt_pctl_seize_thread(dt_pctl_seize_t *psp, pid_t tid)
{
	int i;

	for (i = 0; i < psp->ps_n; i++)
		if (psp->ps_threads[i].pt_tid == tid)
			return &psp->ps_threads[i];
	return NULL;
}

static dt_pthread_t *
dt_pctl_seize_add(dt_pctl_seize_t *psp, pid_t tid)
{
	dt_pthread_t *tp = dt_pctl_seize_thread(psp, tid);

	if (tp != NULL)
		return tp;
	tp = realloc(psp->ps_threads, (psp->ps_n + 1) * sizeof(*tp));
	if (tp == NULL)
		return NULL;
	psp->ps_threads = tp;
	tp = &tp[psp->ps_n++];
	memset(tp, 0, sizeof(*tp));
	tp->pt_tid = tid;
	return tp;
}

static void
dt_pctl_seize_drop(dt_pctl_seize_t *psp, dt_pthread_t *tp)
{
	*tp = psp->ps_threads[--psp->ps_n];
}

/* TracerPid of /proc/PID/task/TID/status: 0 for none, -1 if unknown. */
static pid_t
dt_pctl_seize_tracer(pid_t pid, pid_t tid)
{
	char path[96], line[128];
	pid_t tracer = -1;
	FILE *fp;

	snprintf(path, sizeof(path), "/proc/%d/task/%d/status", (int)pid,
	    (int)tid);
	if ((fp = fopen(path, "r")) == NULL)
		return -1;
	while (fgets(line, sizeof(line), fp) != NULL)
		if (sscanf(line, "TracerPid: %d", &tracer) == 1)
			break;
	fclose(fp);
	return tracer;
}

/*
 * Seize one thread: 1 if it is ours now (or was already: a thread a seized
 * one created), 0 if it is gone, -1 with errno if it cannot be seized.
 */
static int
dt_pctl_seize_one(dt_pctl_seize_t *psp, pid_t pid, pid_t tid)
{
	if (dt_pctl_seize_thread(psp, tid) != NULL)
		return 1;
	if (ptrace(PTRACE_SEIZE, tid, 0, PTRACE_O_TRACECLONE) != 0) {
		if (errno == ESRCH)
			return 0;
		if (errno != EPERM || dt_pctl_seize_tracer(pid, tid) != getpid())
			return -1;
	}
	return dt_pctl_seize_add(psp, tid) != NULL ? 1 : (errno = ENOMEM, -1);
}

/* One pass over /proc/PID/task: how many threads were new, or -1. */
static int
dt_pctl_seize_scan(dt_pctl_seize_t *psp, pid_t pid)
{
	char path[64];
	struct dirent *de;
	int n = 0, r = 0;
	DIR *d;

	snprintf(path, sizeof(path), "/proc/%d/task", (int)pid);
	if ((d = opendir(path)) == NULL)
		return -1;
	while (r >= 0 && (de = readdir(d)) != NULL) {
		pid_t tid = (pid_t)atoi(de->d_name);

		if (tid <= 0 || dt_pctl_seize_thread(psp, tid) != NULL)
			continue;
		if ((r = dt_pctl_seize_one(psp, pid, tid)) > 0)
			n++;
	}
	closedir(d);
	return r < 0 ? -1 : n;
}

/* ---- stops ---- */

/*
 * Can tp's stop (signal sig) be the SIGURG our rtld program sent: a SIGURG
 * from the kernel (si_code SI_KERNEL)?
 */
static int
dt_pctl_seize_kurg(const dt_pthread_t *tp, int sig)
{
	siginfo_t si;

	return sig == SIGURG &&
	    ptrace(PTRACE_GETSIGINFO, tp->pt_tid, 0, &si) == 0 &&
	    si.si_code == SI_KERNEL;
}

/* Resume a thread: request (PTRACE_CONT, PTRACE_LISTEN) with signal sig. */
static void
dt_pctl_seize_resume(dt_pthread_t *tp, int request, int sig)
{
	if (ptrace(request, tp->pt_tid, 0, sig) != 0)
		dt_dprintf("pseize: resuming thread %d: %s\n", (int)tp->pt_tid,
		    strerror(errno));
	tp->pt_stopped = 0;
	tp->pt_sig = 0;
	tp->pt_held = 0;
}

/* A SIGURG from the kernel: ours if owed; else held for one pass. */
static void
dt_pctl_seize_sigurg(dt_pctl_seize_t *psp, dt_pthread_t *tp)
{
	if (tp->pt_owed > 0) {
		tp->pt_owed--;
		dt_pctl_seize_resume(tp, PTRACE_CONT, 0);
	} else if (tp->pt_held == 0) {
		tp->pt_held = psp->ps_pass;
	} else if (tp->pt_held != psp->ps_pass) {
		dt_pctl_seize_resume(tp, PTRACE_CONT, SIGURG);
	}
}

/* What a stop with wait status st asks for (the thread is stopped). */
static void
dt_pctl_seize_stop(dt_pctl_seize_t *psp, dt_pthread_t *tp, int st)
{
	int event = st >> 16, sig = WSTOPSIG(st);
	pid_t tid = tp->pt_tid;
	unsigned long msg;

	tp->pt_stopped = 1;
	tp->pt_sig = 0;
	if (event == PTRACE_EVENT_CLONE) {
		if (ptrace(PTRACE_GETEVENTMSG, tid, 0, &msg) == 0 &&
		    dt_pctl_seize_add(psp, (pid_t)msg) == NULL)
			dt_dprintf("pseize: out of memory for thread %lu\n", msg);
		tp = dt_pctl_seize_thread(psp, tid);	/* it may have moved */
		dt_pctl_seize_resume(tp, PTRACE_CONT, 0);
	} else if (event == PTRACE_EVENT_STOP) {
		/* a group stop stays one; a new thread or an interrupt runs */
		dt_pctl_seize_resume(tp, sig == SIGSTOP || sig == SIGTSTP ||
		    sig == SIGTTIN || sig == SIGTTOU ? PTRACE_LISTEN :
		    PTRACE_CONT, 0);
	} else if (event != 0) {
		dt_pctl_seize_resume(tp, PTRACE_CONT, 0);
	} else if (dt_pctl_seize_kurg(tp, sig)) {
		tp->pt_sig = sig;
		dt_pctl_seize_sigurg(psp, tp);
	} else {
		dt_pctl_seize_resume(tp, PTRACE_CONT, sig);
	}
}

/* Handle what happened to one thread; 0, or -1 if it is gone. */
static int
dt_pctl_seize_poll(dt_pctl_seize_t *psp, dt_pthread_t *tp)
{
	int st;
	pid_t r;

	if (tp->pt_stopped) {		/* held: a pass later, decide */
		dt_pctl_seize_sigurg(psp, tp);
		return 0;
	}
	while ((r = waitpid(tp->pt_tid, &st, WNOHANG | __WALL)) < 0 &&
	    errno == EINTR)
		continue;
	if (r == 0)
		return 0;
	if (r < 0 || WIFEXITED(st) || WIFSIGNALED(st))
		return -1;
	if (WIFSTOPPED(st))
		dt_pctl_seize_stop(psp, tp, st);
	return 0;
}

static void
dt_pctl_seize_pump_one(dt_pctl_seize_t *psp)
{
	int i;

	psp->ps_pass++;
	for (i = 0; i < psp->ps_n; i++)
		if (dt_pctl_seize_poll(psp, &psp->ps_threads[i]) != 0)
			dt_pctl_seize_drop(psp, &psp->ps_threads[i--]);
}

/* ---- detaching ---- */

/* Is thread tid of pid a zombie (or gone)?  It never stops then. */
static int
dt_pctl_seize_dead(pid_t pid, pid_t tid)
{
	char path[96], buf[512], *p;
	FILE *fp;
	size_t n;

	snprintf(path, sizeof(path), "/proc/%d/task/%d/stat", (int)pid,
	    (int)tid);
	if ((fp = fopen(path, "r")) == NULL)
		return 1;
	n = fread(buf, 1, sizeof(buf) - 1, fp);
	fclose(fp);
	buf[n] = '\0';
	return (p = strrchr(buf, ')')) == NULL || p[1] == '\0' ||
	    p[2] == 'Z' || p[2] == 'X';
}

/*
 * Stop a running thread (PTRACE_INTERRUPT) and wait for it; -1 if it is
 * gone.  A zombie (a thread group leader that exited before its other
 * threads) never stops, and needs no detaching: it is not waited for.
 */
static int
dt_pctl_seize_halt(dt_pctl_seize_t *psp, dt_pthread_t *tp, pid_t pid)
{
	int st, waited = 0;
	pid_t r;

	if (tp->pt_stopped)
		return 0;
	if (ptrace(PTRACE_INTERRUPT, tp->pt_tid, 0, 0) != 0 && errno == ESRCH)
		return -1;
	for (;;) {
		while ((r = waitpid(tp->pt_tid, &st, WNOHANG | __WALL)) < 0 &&
		    errno == EINTR)
			continue;
		if (r == 0 && (dt_pctl_seize_dead(pid, tp->pt_tid) ||
		    waited++ == DT_PSEIZE_HALT_MS))
			return -1;	/* the kernel detaches it at our exit */
		if (r == 0) {
			usleep(1000);
			continue;
		}
		if (r < 0 || WIFEXITED(st) || WIFSIGNALED(st))
			return -1;
		if (!WIFSTOPPED(st))
			continue;
		tp->pt_stopped = 1;
		tp->pt_sig = 0;
		if ((st >> 16) == PTRACE_EVENT_CLONE) {
			unsigned long msg;

			if (ptrace(PTRACE_GETEVENTMSG, tp->pt_tid, 0, &msg) == 0)
				(void) dt_pctl_seize_add(psp, (pid_t)msg);
		} else if ((st >> 16) == 0) {
			tp->pt_sig = WSTOPSIG(st);	/* to deliver */
		}
		return 0;
	}
}

/* Detach every thread, delivering the signals they were stopped for. */
static void
dt_pctl_seize_detach_all(dt_pctl_seize_t *psp, pid_t pid)
{
	int i;

	/* the array may grow while we go (threads created meanwhile) */
	for (i = 0; i < psp->ps_n; i++) {
		dt_pthread_t *tp = &psp->ps_threads[i];
		pid_t tid = tp->pt_tid;
		int sig;

		if (dt_pctl_seize_halt(psp, tp, pid) != 0)
			continue;
		tp = dt_pctl_seize_thread(psp, tid);
		sig = tp->pt_sig;
		if (sig == SIGURG && tp->pt_owed > 0 && dt_pctl_seize_kurg(tp, sig))
			sig = 0;
		if (ptrace(PTRACE_DETACH, tid, 0, sig) != 0)
			dt_dprintf("pseize: detaching thread %d: %s\n", (int)tid,
			    strerror(errno));
	}
	free(psp->ps_threads);
	psp->ps_threads = NULL;
	psp->ps_n = 0;
}

/* ---- the interface ---- */

int
dt_pseize(dtrace_hdl_t *dtp, dt_pctl_t *dpr)
{
	dt_pctl_seize_t *psp;
	pid_t tracer;
	int n, err;

	if (dpr->dpr_seize != NULL)
		return 1;
	dt_pctl_test_exit("seize", dpr->dpr_pid);
	if ((psp = calloc(1, sizeof(*psp))) == NULL)
		return dt_set_errno(dtp, EDT_NOMEM);
	while ((n = dt_pctl_seize_scan(psp, dpr->dpr_pid)) > 0)
		continue;
	if (n == 0 && psp->ps_n > 0) {
		dpr->dpr_seize = psp;
		dt_dprintf("pseize: process %d: %d threads seized\n",
		    (int)dpr->dpr_pid, psp->ps_n);
		return 1;
	}
	err = n < 0 ? errno : ESRCH;
	dt_pctl_seize_detach_all(psp, dpr->dpr_pid);
	free(psp);
	/*
	 * A process that has exited (a zombie until its parent reaps it) or
	 * is exiting refuses PTRACE_SEIZE with EPERM too (the kernel's
	 * ptrace_attach(): exit_state): it is not that we may not trace it.
	 * Nothing to say here: the end of the process is seen and reported
	 * as any process's end.
	 */
	if (dt_pctl_gone(dpr->dpr_pid)) {
		dt_dprintf("pseize: process %d not seized: it has exited\n",
		    (int)dpr->dpr_pid);
		return 0;
	}
	tracer = dt_pctl_seize_tracer(dpr->dpr_pid, dpr->dpr_pid);
	if (tracer > 0 && tracer != getpid())
		fprintf(stderr, "dtrace: pid %d is traced by process %d: "
		    "objects it dlopen()s get their probes after they start "
		    "running\n", (int)dpr->dpr_pid, (int)tracer);
	else if (err == EPERM)
		fprintf(stderr, "dtrace: cannot trace pid %d (%s): objects "
		    "it dlopen()s get their probes after they start running\n",
		    (int)dpr->dpr_pid, strerror(err));
	else	/* gone, or out of resources: what follows will say */
		dt_dprintf("pseize: process %d not seized: %s\n",
		    (int)dpr->dpr_pid, strerror(err));
	return 0;
}

void
dt_pctl_seize_owe(dtrace_hdl_t *dtp, pid_t pid, pid_t tid)
{
	dt_pctl_t *dpr = dt_pctl_lookup(dtp, pid);
	dt_pthread_t *tp;

	if (dpr != NULL && dpr->dpr_seize != NULL &&
	    (tp = dt_pctl_seize_thread(dpr->dpr_seize, tid)) != NULL)
		tp->pt_owed++;
}

void
dt_pctl_seize_pump(dtrace_hdl_t *dtp)
{
	dt_pctl_t *dpr;

	for (dpr = dtp->dt_procs; dpr != NULL; dpr = dpr->dpr_next)
		if (dpr->dpr_seize != NULL)
			dt_pctl_seize_pump_one(dpr->dpr_seize);
}

void
dt_pctl_seize_release(dt_pctl_t *dpr)
{
	if (dpr->dpr_seize == NULL)
		return;
	dt_pctl_seize_detach_all(dpr->dpr_seize, dpr->dpr_pid);
	free(dpr->dpr_seize);
	dpr->dpr_seize = NULL;
}

void
dt_pctl_seize_release_all(dtrace_hdl_t *dtp)
{
	dt_pctl_t *dpr;

	for (dpr = dtp->dt_procs; dpr != NULL; dpr = dpr->dpr_next)
		dt_pctl_seize_release(dpr);
}
