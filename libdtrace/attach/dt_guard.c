/*
 * dt_guard.c: the guard, the process that makes, holds and removes
 * dtrace's uprobes.
 *
 * Why.  The kernel registers a uprobe by writing a breakpoint into the text
 * of every process that maps the site (and raising its semaphore), and
 * unregisters it by writing the original instruction back, both through
 * get_user_pages_remote() (uprobe_write_opcode(), update_ref_ctr()).  That
 * fails with EINTR as soon as the task that makes the call has a fatal
 * signal pending (__get_user_pages(): fatal_signal_pending(current)), and
 * the task that makes the call is the one in the bpf() or close() syscall.
 * So a SIGKILL that reaches dtrace while it is in bpf(BPF_LINK_CREATE) for a
 * uprobe_multi link makes the registration under way fail, and then the
 * undoing of every site the call had registered (uprobe_register() and
 * bpf_uprobe_multi_link_attach() unregister them, uprobe_unregister_nosync()
 * logs "failed to unregister, leaking uprobe" and keeps the uprobe): the
 * breakpoints stay in the target's text, with no consumer, and every hit
 * single-steps, until the target exits.  A close() of a link in flight
 * (bpf_uprobe_multi_link_release() runs in the closing task) and a uprobe
 * perf event do the same.  A killed task's descriptors closed by its exit
 * are not affected: get_signal() has dequeued the SIGKILL by then, which is
 * why only a call in flight leaks (12 of 15 kills during a large attach,
 * where the calls take almost all the time).
 *
 * The design.  dtrace never makes those calls itself.  Its first uprobe
 * attach forks the guard, which makes every uprobe_multi link (and perf
 * uprobe event) on dtrace's behalf and holds its descriptor: dtrace sends
 * each request on a socket (SOCK_SEQPACKET; the program's descriptor with
 * it, SCM_RIGHTS) and gets back a handle, the guard's descriptor number.
 * The guard is in a session of its own (no terminal's signal reaches it),
 * holds every signal that can be held, and is named dt-uprobe-guard
 * (command and command line: `pkill dtrace`, `killall dtrace` and `pkill
 * -f dtrace` do not match it).  A SIGKILL sent to dtrace therefore never
 * lands in a registration or an unregistration.  The guard closes links
 * when dtrace asks (the detach: in parallel, so that the kernel's grace
 * periods are shared), and when dtrace goes away, however it goes (end of
 * file on the socket, or its pidfd becomes readable), it finishes the call
 * it is in, closes everything it holds and exits.  Whatever moment dtrace
 * dies at, no uprobe outlives it (reliability/tst.kill-attach.sh).
 *
 * What can still leak is a SIGKILL sent to the guard itself while it is in
 * such a call (by its pid, or to every process, as the OOM killer or
 * `kill -9 -1` do); its descriptors close cleanly at its exit otherwise.
 * If the guard cannot be started (fork fails), dtrace makes the calls
 * itself, as before (a debug line says so).
 *
 * A detach can be slow (the kernel's grace periods: minutes for a probe
 * on every instruction of libc).  A second stop request (a second Ctrl-C,
 * SIGTERM or SIGHUP) leaves it to the guard: dtrace stops waiting, closes
 * its end of the socket and exits; the guard closes what it holds as when
 * dtrace dies (reliability/tst.impatient-detach.sh).
 *
 * The guard is forked from dtrace and runs only this file's code: raw
 * syscalls, malloc and threads (one per close batch, up to
 * DT_GUARD_CLOSERS).  It never touches the handle.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <linux/perf_event.h>
#include <bpf/bpf.h>
#include <linux/bpf_uprobe_multi.h>
#include "dt_guard.h"

#define DT_GUARD_NAME		"dt-uprobe-guard"
#define DT_GUARD_MAXMSG		(256 << 10)	/* bytes of a request */
#define DT_GUARD_SOCKBUF	(1 << 20)
#define DT_GUARD_CLOSERS	16
#define DT_GUARD_MAXCLOSE	((DT_GUARD_MAXMSG - sizeof(dt_guard_req_t)) / \
				 sizeof(int32_t))

enum { DT_GREQ_MULTI = 1, DT_GREQ_PERF, DT_GREQ_CLOSE, DT_GREQ_CLOSEALL };
#define DT_GREQ_REFS		0x1	/* MULTI: refs[] follow the offsets */
#define DT_GREQ_COOKIES		0x2	/* MULTI: cookies[] follow */

/* A request: this header, the path (rq_pathlen bytes, 8-aligned), then
   offs[n], refs[n], cookies[n] (MULTI) or int32_t handles[n] (CLOSE). */
typedef struct dt_guard_req {
	uint32_t rq_op;
	uint32_t rq_seq;
	int32_t rq_pid;
	int32_t rq_ret;
	uint32_t rq_n;
	uint32_t rq_flags;
	int32_t rq_pmu;			/* PERF */
	uint32_t rq_pathlen;
	uint64_t rq_off, rq_refctr, rq_cookie;	/* PERF */
} dt_guard_req_t;

typedef struct dt_guard_rep {
	uint32_t rp_seq;
	int32_t rp_rc;			/* a handle, 0, or -1 */
	int32_t rp_err;			/* errno if rp_rc is -1 */
	int32_t rp_lfd;			/* PERF: the link's handle, or -2 */
} dt_guard_rep_t;

/* The handle's guard: dtp->dt_guard. */
typedef struct dt_guard {
	int g_fd;			/* socket to the guard, or -1 */
	pid_t g_pid;			/* the guard, or 0 */
	uint32_t g_seq;
	int g_state;			/* DT_GUARD_* */
	char *g_buf;			/* a request being built */
	int *g_q;			/* handles to close with the batch */
	uint32_t g_nq, g_szq;
} dt_guard_t;

#define DT_GUARD_RUNNING	0
#define DT_GUARD_LOCAL		1	/* could not start one: work here */
#define DT_GUARD_LOST		2	/* it died: its uprobes are gone */
#define DT_GUARD_LEFT		3	/* its uprobes are left to it to close */

/* ---- the syscalls ---- */

int
dt_guard_multi_link(int progfd, const char *path, uint32_t n,
    const uint64_t *offsets, const uint64_t *ref_ctr_offsets,
    const uint64_t *cookies, pid_t pid, int ret)
{
	struct dt_bpf_uprobe_multi_attr attr;
	uint32_t i;

	/* No semaphore anywhere: pass no array at all. */
	for (i = 0; ref_ctr_offsets != NULL && i < n; i++)
		if (ref_ctr_offsets[i] != 0)
			break;
	if (ref_ctr_offsets != NULL && i == n)
		ref_ctr_offsets = NULL;

	memset(&attr, 0, sizeof(attr));
	attr.prog_fd = progfd;
	attr.attach_type = BPF_TRACE_UPROBE_MULTI;
	attr.uprobe_multi.path = (uintptr_t)path;
	attr.uprobe_multi.offsets = (uintptr_t)offsets;
	attr.uprobe_multi.ref_ctr_offsets = (uintptr_t)ref_ctr_offsets;
	attr.uprobe_multi.cookies = (uintptr_t)cookies;
	attr.uprobe_multi.cnt = n;
	attr.uprobe_multi.flags = ret ? BPF_F_UPROBE_MULTI_RETURN : 0;
	attr.uprobe_multi.pid = pid > 0 ? (uint32_t)pid : 0;	/* 0: all */

	return syscall(__NR_bpf, BPF_LINK_CREATE, &attr, sizeof(attr));
}

/*
 * Attach progfd to perf event pfd: a BPF perf link (which carries the
 * cookie), or PERF_EVENT_IOC_SET_BPF on kernels without perf links when
 * there is no cookie to lose.  Returns the link fd, -2 if attached by ioctl,
 * or -1 (errno set).
 */
static int
dt_guard_perf_link(int progfd, int pfd, uint64_t cookie)
{
	LIBBPF_OPTS(bpf_link_create_opts, opts, .perf_event.bpf_cookie = cookie);
	int lfd;

	lfd = bpf_link_create(progfd, pfd, BPF_PERF_EVENT, &opts);
	if (lfd >= 0)
		return lfd;
	if (cookie != 0 || (errno != EINVAL && errno != EOPNOTSUPP))
		return -1;
	if (ioctl(pfd, PERF_EVENT_IOC_SET_BPF, progfd) < 0)
		return -1;
	return -2;
}

int
dt_guard_perf_event(int progfd, int pmu, const char *path, uint64_t off,
    uint64_t refctr, uint64_t cookie, pid_t pid, int ret, int *lfdp)
{
	struct perf_event_attr attr;
	int pfd, lfd, err;

	memset(&attr, 0, sizeof(attr));
	attr.size = sizeof(attr);
	attr.type = pmu;
	attr.config = refctr << 32;	/* .../uprobe/format/ref_ctr_offset */
	if (ret)
		attr.config |= 1;			/* bit 0: retprobe */
	attr.config1 = (uintptr_t)path;			/* uprobe_path */
	attr.config2 = off;				/* probe_offset */

	/*
	 * An event for every process still names a CPU; its program runs
	 * wherever the breakpoint is hit (dt_uprobe.c).
	 */
	pfd = syscall(__NR_perf_event_open, &attr, pid > 0 ? pid : -1,
	    pid > 0 ? -1 : 0, -1, PERF_FLAG_FD_CLOEXEC);
	if (pfd < 0)
		return -1;
	if ((lfd = dt_guard_perf_link(progfd, pfd, cookie)) == -1 ||
	    ioctl(pfd, PERF_EVENT_IOC_ENABLE, 0) < 0) {
		err = errno;
		if (lfd >= 0)
			close(lfd);
		close(pfd);
		errno = err;
		return -1;
	}
	*lfdp = lfd;
	return pfd;
}

/* ---- the guard process ---- */

typedef struct dt_guard_held {
	uint8_t *gh_held;		/* gh_held[fd]: a handle given out */
	int gh_sz;
} dt_guard_held_t;

static void
dt_guard_hold(dt_guard_held_t *ghp, int fd)
{
	if (fd >= ghp->gh_sz) {
		int sz = fd * 2 + 64;
		uint8_t *p = realloc(ghp->gh_held, sz);

		if (p == NULL)
			return;		/* closed at exit all the same */
		memset(p + ghp->gh_sz, 0, sz - ghp->gh_sz);
		ghp->gh_held = p;
		ghp->gh_sz = sz;
	}
	ghp->gh_held[fd] = 1;
}

typedef struct dt_guard_closer {
	const int32_t *fds;
	uint32_t n;
	uint32_t next;			/* next index to close (atomic) */
} dt_guard_closer_t;

static void *
dt_guard_closer(void *arg)
{
	dt_guard_closer_t *cp = arg;
	uint32_t i;

	while ((i = __atomic_fetch_add(&cp->next, 1, __ATOMIC_RELAXED)) < cp->n)
		close(cp->fds[i]);
	return NULL;
}

/*
 * Close n descriptors from up to DT_GUARD_CLOSERS threads at once: each
 * close of a uprobe link waits for the kernel's grace periods, which
 * closes at the same time share.
 */
static void
dt_guard_close_fds(const int32_t *fds, uint32_t n)
{
	dt_guard_closer_t c = { fds, n, 0 };
	pthread_t tids[DT_GUARD_CLOSERS];
	uint32_t i, nt = 0;

	for (i = 0; i < DT_GUARD_CLOSERS && i + 1 < n; i++)
		if (pthread_create(&tids[nt], NULL, dt_guard_closer, &c) == 0)
			nt++;
	dt_guard_closer(&c);
	for (i = 0; i < nt; i++)
		pthread_join(tids[i], NULL);
}

/* Close the handles given (those held), or all of them (all). */
static void
dt_guard_release(dt_guard_held_t *ghp, const int32_t *h, uint32_t n, int all)
{
	uint32_t m = all ? (uint32_t)ghp->gh_sz : n, i, k = 0;
	int32_t *fds = malloc(m * sizeof(int32_t) + 1);

	if (fds == NULL) {		/* one at a time, then */
		for (i = 0; i < m; i++) {
			int fd = all ? (int)i : h[i];

			if (fd >= 0 && fd < ghp->gh_sz && ghp->gh_held[fd]) {
				ghp->gh_held[fd] = 0;
				close(fd);
			}
		}
		return;
	}
	for (i = 0; i < m; i++) {
		int fd = all ? (int)i : h[i];

		if (fd >= 0 && fd < ghp->gh_sz && ghp->gh_held[fd]) {
			ghp->gh_held[fd] = 0;
			fds[k++] = fd;
		}
	}
	dt_guard_close_fds(fds, k);
	free(fds);
}

/* Is the process behind pidfd gone (or, without a pidfd, unknown: no)? */
static int
dt_guard_orphaned(int pidfd)
{
	struct pollfd p = { pidfd, POLLIN, 0 };

	return pidfd >= 0 && poll(&p, 1, 0) == 1 && (p.revents & POLLIN);
}

/* Carry out one request; the reply in *rp. */
static void
dt_guard_serve(dt_guard_held_t *ghp, const dt_guard_req_t *rq, size_t len,
    int progfd, dt_guard_rep_t *rp)
{
	const char *path = (const char *)(rq + 1);
	const uint64_t *offs = (const uint64_t *)(path + rq->rq_pathlen);
	size_t need = sizeof(*rq) + rq->rq_pathlen;
	int fd;

	rp->rp_seq = rq->rq_seq;
	rp->rp_rc = -1;
	rp->rp_err = EINVAL;
	rp->rp_lfd = -2;
	switch (rq->rq_op) {
	case DT_GREQ_MULTI:
		need += (size_t)rq->rq_n * sizeof(uint64_t) *
		    (1 + !!(rq->rq_flags & DT_GREQ_REFS) +
		    !!(rq->rq_flags & DT_GREQ_COOKIES));
		if (need > len || rq->rq_pathlen == 0 ||
		    path[rq->rq_pathlen - 1] != '\0' || progfd < 0)
			return;
		fd = dt_guard_multi_link(progfd, path, rq->rq_n, offs,
		    rq->rq_flags & DT_GREQ_REFS ? offs + rq->rq_n : NULL,
		    rq->rq_flags & DT_GREQ_COOKIES ? offs + rq->rq_n *
		    (1 + !!(rq->rq_flags & DT_GREQ_REFS)) : NULL,
		    rq->rq_pid, rq->rq_ret);
		break;
	case DT_GREQ_PERF:
		if (need > len || rq->rq_pathlen == 0 ||
		    path[rq->rq_pathlen - 1] != '\0' || progfd < 0)
			return;
		fd = dt_guard_perf_event(progfd, rq->rq_pmu, path, rq->rq_off,
		    rq->rq_refctr, rq->rq_cookie, rq->rq_pid, rq->rq_ret,
		    &rp->rp_lfd);
		if (fd >= 0 && rp->rp_lfd >= 0)
			dt_guard_hold(ghp, rp->rp_lfd);
		break;
	case DT_GREQ_CLOSE:
		if (sizeof(*rq) + (size_t)rq->rq_n * sizeof(int32_t) > len)
			return;
		dt_guard_release(ghp, (const int32_t *)(rq + 1), rq->rq_n, 0);
		fd = 0;
		break;
	case DT_GREQ_CLOSEALL:
		dt_guard_release(ghp, NULL, 0, 1);
		fd = 0;
		break;
	default:
		return;
	}
	rp->rp_err = fd < 0 ? errno : 0;
	rp->rp_rc = fd;
	if (fd >= 0 && (rq->rq_op == DT_GREQ_MULTI || rq->rq_op == DT_GREQ_PERF))
		dt_guard_hold(ghp, fd);
}

/* The descriptor passed with the request, or -1. */
static int
dt_guard_passed_fd(struct msghdr *mp)
{
	struct cmsghdr *cm;
	int fd = -1;

	for (cm = CMSG_FIRSTHDR(mp); cm != NULL; cm = CMSG_NXTHDR(mp, cm))
		if (cm->cmsg_level == SOL_SOCKET && cm->cmsg_type == SCM_RIGHTS &&
		    cm->cmsg_len >= CMSG_LEN(sizeof(int))) {
			int i, n = (cm->cmsg_len - CMSG_LEN(0)) / sizeof(int);

			for (i = 0; i < n; i++) {	/* keep the first */
				int f;

				memcpy(&f, CMSG_DATA(cm) + i * sizeof(int),
				    sizeof(int));
				if (fd < 0)
					fd = f;
				else
					close(f);
			}
		}
	return fd;
}

/*
 * The guard's name, in its command (comm) and its command line (what ps
 * and pkill -f read): the arguments' memory, which the kernel shows from
 * /proc/PID/stat's arg_start to arg_end, is overwritten, as setproctitle()
 * does (a short command line shortens the name).
 */
static void
dt_guard_name(pid_t dpid)
{
	char buf[2048], title[64], *p;
	unsigned long start = 0, end = 0;
	int fd, i, len;
	ssize_t n;

	prctl(PR_SET_NAME, DT_GUARD_NAME, 0, 0, 0);
	if ((fd = open("/proc/self/stat", O_RDONLY | O_CLOEXEC)) < 0)
		return;
	n = read(fd, buf, sizeof(buf) - 1);
	close(fd);
	if (n <= 0)
		return;
	buf[n] = '\0';
	if ((p = strrchr(buf, ')')) == NULL)
		return;
	for (i = 2; i < 48 && p != NULL; i++)	/* field i + 1 follows */
		p = strchr(p + 1, ' ');
	if (p == NULL || sscanf(p, " %lu %lu", &start, &end) != 2 ||
	    start == 0 || end <= start)
		return;
	len = snprintf(title, sizeof(title), "%s for %d", DT_GUARD_NAME,
	    (int)dpid);
	if ((unsigned long)len >= end - start)
		len = end - start - 1;
	memset((void *)start, 0, end - start);
	memcpy((void *)start, title, len);
}

/* Keep only keep1 and keep2 (moved to 3 and up), stdio on /dev/null. */
static void
dt_guard_fds(int *keep1, int *keep2)
{
	int a = fcntl(*keep1, F_DUPFD_CLOEXEC, 3);
	int b = *keep2 >= 0 ? fcntl(*keep2, F_DUPFD_CLOEXEC, 3) : -1;
	int lo = a < b ? a : b, hi = a < b ? b : a, fd, nul;

	if (b < 0)
		lo = hi = a;
	if (syscall(SYS_close_range, 3, lo - 1, 0) != 0 ||
	    (hi > lo && syscall(SYS_close_range, lo + 1, hi - 1, 0) != 0) ||
	    syscall(SYS_close_range, hi + 1, ~0U, 0) != 0) {
		long max = sysconf(_SC_OPEN_MAX);

		for (fd = 3; fd < (max > 0 && max < 65536 ? max : 65536); fd++)
			if (fd != a && fd != b)
				close(fd);
	}
	/*
	 * Nothing of dtrace's stays open here (its output would not end with
	 * dtrace, for one).  Under AddressSanitizer, stderr stays: reports.
	 */
	if ((nul = open("/dev/null", O_RDWR)) >= 0) {
		dup2(nul, 0);
		dup2(nul, 1);
#ifndef __SANITIZE_ADDRESS__
		dup2(nul, 2);
#endif
		if (nul > 2)
			close(nul);
	}
	*keep1 = a;
	*keep2 = b;
}

static void __attribute__((noreturn))
dt_guard_main(int sock, int pidfd, pid_t dpid)
{
	size_t bufsz = DT_GUARD_MAXMSG;
	dt_guard_held_t held = { NULL, 0 };
	char *buf = malloc(bufsz);
	struct rlimit rl;
	sigset_t all;

	sigfillset(&all);
	sigprocmask(SIG_SETMASK, &all, NULL);
	setsid();
	dt_guard_fds(&sock, &pidfd);
	dt_guard_name(dpid);
	if (getrlimit(RLIMIT_NOFILE, &rl) == 0 && rl.rlim_cur < rl.rlim_max) {
		rl.rlim_cur = rl.rlim_max;	/* a link per batch: many */
		setrlimit(RLIMIT_NOFILE, &rl);
	}
	if (buf == NULL)
		_exit(1);

	for (;;) {
		struct pollfd p[2] = { { sock, POLLIN, 0 }, { pidfd, POLLIN, 0 } };
		char cbuf[CMSG_SPACE(4 * sizeof(int))];
		struct iovec iov = { buf, bufsz };
		struct msghdr msg = { 0 };
		dt_guard_rep_t rep;
		ssize_t len;
		int progfd;

		if (poll(p, pidfd >= 0 ? 2 : 1, -1) < 0) {
			if (errno == EINTR)
				continue;
			break;
		}
		if (pidfd >= 0 && (p[1].revents & POLLIN))
			break;			/* dtrace is gone */
		msg.msg_iov = &iov;
		msg.msg_iovlen = 1;
		msg.msg_control = cbuf;
		msg.msg_controllen = sizeof(cbuf);
		len = recvmsg(sock, &msg, MSG_CMSG_CLOEXEC);
		if (len < 0 && errno == EINTR)
			continue;
		if (len <= 0)
			break;			/* end of file: dtrace is gone */
		progfd = dt_guard_passed_fd(&msg);
		if ((size_t)len < sizeof(dt_guard_req_t) ||
		    (msg.msg_flags & MSG_TRUNC)) {
			memset(&rep, 0, sizeof(rep));
			rep.rp_rc = -1;
			rep.rp_err = EMSGSIZE;
		} else if (dt_guard_orphaned(pidfd) &&
		    ((dt_guard_req_t *)buf)->rq_op != DT_GREQ_CLOSE &&
		    ((dt_guard_req_t *)buf)->rq_op != DT_GREQ_CLOSEALL) {
			if (progfd >= 0)
				close(progfd);
			break;		/* nobody to attach for any more */
		} else
			dt_guard_serve(&held, (dt_guard_req_t *)buf, len, progfd,
			    &rep);
		if (progfd >= 0)
			close(progfd);
		if (send(sock, &rep, sizeof(rep), MSG_NOSIGNAL) < 0 &&
		    errno != EINTR)
			break;
	}
	dt_guard_release(&held, NULL, 0, 1);
	_exit(0);
}

/* ---- dtrace's side ---- */

static int dt_guard_lost(dtrace_hdl_t *dtp, dt_guard_t *gp);

/*
 * The guard, started if need be (NULL: out of memory); its g_state says
 * whether it runs, or the calls are to be made here.
 */
static dt_guard_t *
dt_guard_get(dtrace_hdl_t *dtp)
{
	dt_guard_t *gp = dtp->dt_guard;
	int sv[2], pidfd, sz = DT_GUARD_SOCKBUF, i;
	pid_t pid, self = getpid();

	if (gp != NULL)
		return gp;
	if ((gp = calloc(1, sizeof(*gp))) == NULL ||
	    (gp->g_buf = malloc(DT_GUARD_MAXMSG)) == NULL) {
		free(gp);
		return NULL;
	}
	gp->g_fd = -1;
	gp->g_state = DT_GUARD_LOCAL;
	dtp->dt_guard = gp;
	if (socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, sv) != 0) {
		dt_dprintf("uprobe guard: no socket pair: %s\n", strerror(errno));
		return gp;
	}
	for (i = 0; i < 2; i++) {
		if (setsockopt(sv[i], SOL_SOCKET, SO_SNDBUFFORCE, &sz,
		    sizeof(sz)) != 0)
			setsockopt(sv[i], SOL_SOCKET, SO_SNDBUF, &sz, sizeof(sz));
		if (setsockopt(sv[i], SOL_SOCKET, SO_RCVBUFFORCE, &sz,
		    sizeof(sz)) != 0)
			setsockopt(sv[i], SOL_SOCKET, SO_RCVBUF, &sz, sizeof(sz));
	}
	pidfd = syscall(SYS_pidfd_open, self, 0);
	if ((pid = fork()) == 0) {
		close(sv[0]);
		dt_guard_main(sv[1], pidfd, self);
	}
	close(sv[1]);
	if (pidfd >= 0)
		close(pidfd);
	if (pid < 0) {
		dt_dprintf("uprobe guard: cannot fork: %s; attaching uprobes "
		    "in this process\n", strerror(errno));
		close(sv[0]);
		return gp;
	}
	gp->g_fd = sv[0];
	gp->g_pid = pid;
	gp->g_state = DT_GUARD_RUNNING;
	dt_dprintf("uprobe guard: process %d makes and holds the uprobes\n",
	    (int)pid);
	return gp;
}

int
dt_guard_check(dtrace_hdl_t *dtp)
{
	dt_guard_t *gp = dtp->dt_guard;
	struct pollfd p;

	if (gp == NULL || gp->g_state == DT_GUARD_LOCAL ||
	    gp->g_state == DT_GUARD_LEFT)
		return 0;
	if (gp->g_state == DT_GUARD_RUNNING) {
		p.fd = gp->g_fd;
		p.events = POLLIN;
		p.revents = 0;
		if (poll(&p, 1, 0) <= 0 || !(p.revents & (POLLHUP | POLLERR)))
			return 0;
		(void) dt_guard_lost(dtp, gp);
	}
	return dt_set_errmsg(dtp, EDT_ATTACH, "the uprobe guard (process %d) "
	    "was killed: the uprobes it held are gone", (int)gp->g_pid);
}

pid_t
dt_guard_pid(dtrace_hdl_t *dtp)
{
	dt_guard_t *gp = dtp->dt_guard;

	return gp != NULL && gp->g_state == DT_GUARD_RUNNING ? gp->g_pid : 0;
}

/* The guard went away (killed?): everything it held is detached. */
static int
dt_guard_lost(dtrace_hdl_t *dtp, dt_guard_t *gp)
{
	dt_dprintf("uprobe guard %d is gone\n", (int)gp->g_pid);
	close(gp->g_fd);
	gp->g_fd = -1;
	gp->g_state = DT_GUARD_LOST;
	waitpid(gp->g_pid, NULL, 0);
	errno = EPIPE;
	return -1;
}

/*
 * A second stop request during a detach: the rest of it is left to the
 * guard, which closes everything it holds once dtrace's end of the socket
 * is closed, then exits.
 */
static int
dt_guard_leave(dtrace_hdl_t *dtp, dt_guard_t *gp)
{
	dt_dprintf("uprobe guard %d is left to detach the uprobes\n",
	    (int)gp->g_pid);
	close(gp->g_fd);
	gp->g_fd = -1;
	gp->g_state = DT_GUARD_LEFT;
	errno = EINTR;
	return -1;
}

/* Whether a detach is to be left to the guard (dt_guard_leave()). */
static int
dt_guard_impatient(dtrace_hdl_t *dtp, const dt_guard_req_t *rq)
{
	return dtp->dt_stop_req > 1 &&
	    (rq->rq_op == DT_GREQ_CLOSE || rq->rq_op == DT_GREQ_CLOSEALL);
}

/*
 * Send the request (len bytes at gp->g_buf, progfd with it) and wait for
 * its reply.  A signal does not end the wait: the guard finishes the call
 * whatever happens, and the caller looks at the stop request after it;
 * only a detach is given up on a second stop request.
 */
static int
dt_guard_call(dtrace_hdl_t *dtp, dt_guard_t *gp, size_t len, int progfd,
    dt_guard_rep_t *rp)
{
	dt_guard_req_t *rq = (dt_guard_req_t *)gp->g_buf;
	char cbuf[CMSG_SPACE(sizeof(int))];
	struct iovec iov = { gp->g_buf, len };
	struct msghdr msg = { 0 };
	ssize_t n;

	if (dt_guard_impatient(dtp, rq))
		return dt_guard_leave(dtp, gp);
	rq->rq_seq = ++gp->g_seq;
	msg.msg_iov = &iov;
	msg.msg_iovlen = 1;
	if (progfd >= 0) {
		struct cmsghdr *cm;

		memset(cbuf, 0, sizeof(cbuf));
		msg.msg_control = cbuf;
		msg.msg_controllen = sizeof(cbuf);
		cm = CMSG_FIRSTHDR(&msg);
		cm->cmsg_level = SOL_SOCKET;
		cm->cmsg_type = SCM_RIGHTS;
		cm->cmsg_len = CMSG_LEN(sizeof(int));
		memcpy(CMSG_DATA(cm), &progfd, sizeof(int));
	}
	while ((n = sendmsg(gp->g_fd, &msg, MSG_NOSIGNAL)) < 0 && errno == EINTR)
		;
	if (n < 0)
		return errno == EPIPE || errno == ECONNRESET ?
		    dt_guard_lost(dtp, gp) : -1;
	for (;;) {
		n = recv(gp->g_fd, rp, sizeof(*rp), 0);
		if (n < 0 && errno == EINTR && dt_guard_impatient(dtp, rq))
			return dt_guard_leave(dtp, gp);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			return dt_guard_lost(dtp, gp);
		if (n == sizeof(*rp) && rp->rp_seq == rq->rq_seq)
			break;
	}
	if (rp->rp_rc < 0) {
		errno = rp->rp_err;
		return -1;
	}
	return rp->rp_rc;
}

/* The request header and path; the bytes used, or 0 if too long. */
static size_t
dt_guard_req_init(dt_guard_t *gp, uint32_t op, const char *path, pid_t pid,
    int ret)
{
	dt_guard_req_t *rq = (dt_guard_req_t *)gp->g_buf;
	char *p = (char *)(rq + 1);
	size_t plen = 0;
	int n = 0;

	memset(rq, 0, sizeof(*rq));
	rq->rq_op = op;
	rq->rq_pid = pid;
	rq->rq_ret = ret;
	if (path != NULL) {
		/* the guard's /proc/self is not ours */
		if (strncmp(path, "/proc/self/", 11) == 0)
			n = snprintf(p, PATH_MAX, "/proc/%d/%s", (int)getpid(),
			    path + 11);
		else
			n = snprintf(p, PATH_MAX, "%s", path);
		if (n < 0 || n >= PATH_MAX)
			return 0;
		plen = (n + 1 + 7) & ~(size_t)7;
		memset(p + n, 0, plen - n);
	}
	rq->rq_pathlen = plen;
	return sizeof(*rq) + plen;
}

int
dt_guard_multi(dtrace_hdl_t *dtp, int progfd, const char *path, uint32_t n,
    const uint64_t *offs, const uint64_t *refs, const uint64_t *cookies,
    pid_t pid, int ret, int *guardedp)
{
	dt_guard_t *gp = dt_guard_get(dtp);
	dt_guard_req_t *rq;
	dt_guard_rep_t rep;
	size_t len, each;
	char *p;

	*guardedp = 0;
	if (gp == NULL || gp->g_state == DT_GUARD_LOCAL)
		return dt_guard_multi_link(progfd, path, n, offs, refs, cookies,
		    pid, ret);
	if (gp->g_state != DT_GUARD_RUNNING) {
		errno = gp->g_state == DT_GUARD_LEFT ? EINTR : EPIPE;
		return -1;
	}
	len = dt_guard_req_init(gp, DT_GREQ_MULTI, path, pid, ret);
	each = sizeof(uint64_t) * (1 + (refs != NULL) + (cookies != NULL));
	if (len == 0 || n > (DT_GUARD_MAXMSG - len) / each) {
		errno = E2BIG;
		return -1;
	}
	rq = (dt_guard_req_t *)gp->g_buf;
	rq->rq_n = n;
	rq->rq_flags = (refs ? DT_GREQ_REFS : 0) | (cookies ? DT_GREQ_COOKIES : 0);
	p = gp->g_buf + len;
	memcpy(p, offs, n * sizeof(uint64_t));
	p += n * sizeof(uint64_t);
	if (refs != NULL) {
		memcpy(p, refs, n * sizeof(uint64_t));
		p += n * sizeof(uint64_t);
	}
	if (cookies != NULL) {
		memcpy(p, cookies, n * sizeof(uint64_t));
		p += n * sizeof(uint64_t);
	}
	*guardedp = 1;
	return dt_guard_call(dtp, gp, p - gp->g_buf, progfd, &rep);
}

int
dt_guard_perf(dtrace_hdl_t *dtp, int progfd, int pmu, const char *path,
    uint64_t off, uint64_t refctr, uint64_t cookie, pid_t pid, int ret,
    int *lfdp, int *guardedp)
{
	dt_guard_t *gp = dt_guard_get(dtp);
	dt_guard_req_t *rq;
	dt_guard_rep_t rep;
	size_t len;
	int fd;

	*guardedp = 0;
	if (gp == NULL || gp->g_state == DT_GUARD_LOCAL)
		return dt_guard_perf_event(progfd, pmu, path, off, refctr,
		    cookie, pid, ret, lfdp);
	if (gp->g_state != DT_GUARD_RUNNING) {
		errno = gp->g_state == DT_GUARD_LEFT ? EINTR : EPIPE;
		return -1;
	}
	if ((len = dt_guard_req_init(gp, DT_GREQ_PERF, path, pid, ret)) == 0) {
		errno = ENAMETOOLONG;
		return -1;
	}
	rq = (dt_guard_req_t *)gp->g_buf;
	rq->rq_pmu = pmu;
	rq->rq_off = off;
	rq->rq_refctr = refctr;
	rq->rq_cookie = cookie;
	*guardedp = 1;
	if ((fd = dt_guard_call(dtp, gp, len, progfd, &rep)) >= 0)
		*lfdp = rep.rp_lfd;
	return fd;
}

void
dt_guard_close(dtrace_hdl_t *dtp, const int *handles, uint32_t n)
{
	dt_guard_t *gp = dtp->dt_guard;
	dt_guard_rep_t rep;

	while (gp != NULL && gp->g_state == DT_GUARD_RUNNING && n > 0) {
		uint32_t k = n < DT_GUARD_MAXCLOSE ? n : DT_GUARD_MAXCLOSE, i;
		size_t len = dt_guard_req_init(gp, DT_GREQ_CLOSE, NULL, 0, 0);
		int32_t *h = (int32_t *)(gp->g_buf + len);

		((dt_guard_req_t *)gp->g_buf)->rq_n = k;
		for (i = 0; i < k; i++)
			h[i] = handles[i];
		(void) dt_guard_call(dtp, gp, len + k * sizeof(int32_t), -1,
		    &rep);
		handles += k;
		n -= k;
	}
}

/* Queue h for dt_guard_flush(); 0, or -1 if out of memory. */
static int
dt_guard_queue(dt_guard_t *gp, int h)
{
	int *q;

	if (gp->g_nq == gp->g_szq) {
		uint32_t sz = gp->g_szq ? gp->g_szq * 2 : 64;

		if ((q = realloc(gp->g_q, sz * sizeof(int))) == NULL)
			return -1;
		gp->g_q = q;
		gp->g_szq = sz;
	}
	gp->g_q[gp->g_nq++] = h;
	return 0;
}

void
dt_guard_close_later(dtrace_hdl_t *dtp, int h)
{
	dt_guard_t *gp = dtp->dt_guard;

	if (gp == NULL)
		return;
	if (!dtp->dt_closeq_open || dt_guard_queue(gp, h) != 0)
		dt_guard_close(dtp, &h, 1);
}

void
dt_guard_defer(dtrace_hdl_t *dtp, int h)
{
	dt_guard_t *gp = dtp->dt_guard;

	if (gp != NULL && dt_guard_queue(gp, h) != 0)
		dt_guard_close(dtp, &h, 1);
}

uint32_t
dt_guard_flush(dtrace_hdl_t *dtp)
{
	dt_guard_t *gp = dtp->dt_guard;
	uint32_t n;

	if (gp == NULL)
		return 0;
	n = gp->g_nq;
	dt_guard_close(dtp, gp->g_q, gp->g_nq);
	free(gp->g_q);
	gp->g_q = NULL;
	gp->g_nq = gp->g_szq = 0;
	return n;
}

void
dt_guard_stop(dtrace_hdl_t *dtp)
{
	dt_guard_t *gp = dtp->dt_guard;
	dt_guard_rep_t rep;
	char c;

	if (gp == NULL)
		return;
	dt_guard_flush(dtp);
	if (gp->g_state == DT_GUARD_RUNNING) {
		size_t len = dt_guard_req_init(gp, DT_GREQ_CLOSEALL, NULL, 0, 0);

		if (dt_guard_call(dtp, gp, len, -1, &rep) >= 0 ||
		    gp->g_state == DT_GUARD_RUNNING) {
			shutdown(gp->g_fd, SHUT_WR);	/* end of file: exit */
			while (recv(gp->g_fd, &c, 1, 0) < 0 && errno == EINTR)
				;
			close(gp->g_fd);
			while (waitpid(gp->g_pid, NULL, 0) < 0 && errno == EINTR)
				;
		}
	}
	free(gp->g_buf);
	free(gp->g_q);
	free(gp);
	dtp->dt_guard = NULL;
}
