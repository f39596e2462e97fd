/*
 * dt_uprobe.c: attaching BPF programs to uprobes.
 *
 * Every probe that fires in user space (BEGIN and END in dtrace itself,
 * stapsdt notes in traced processes) is a uprobe: a breakpoint the kernel
 * puts at a file offset of a file (an inode, really), in every process that
 * maps it, optionally filtered to one process.  A uprobe may also name a
 * reference counter (the stapsdt semaphore): the kernel increments that
 * 16-bit counter in every process while the uprobe exists and decrements it
 * when the uprobe goes, even if dtrace is killed, so we never write target
 * memory ourselves.
 *
 * There are two ways to attach, and we never use the third (named tracefs
 * uprobe_events, which outlive a killed tracer):
 *
 *   1. A BPF uprobe_multi link (kernel 6.6+): one bpf(BPF_LINK_CREATE) call
 *	with the path, the offsets, the reference counter offsets, a cookie
 *	per offset (bpf_get_attach_cookie()) and an optional pid.  Attaching
 *	531 sites takes ~20 ms and one close() detaches them all in ~40 ms.
 *	libbpf 1.1 cannot do this, so we call bpf() with the attribute layout
 *	of uts/linux/bpf_uprobe_multi.h.  The program must have been loaded
 *	with expected_attach_type BPF_TRACE_UPROBE_MULTI, which is why callers
 *	ask dt_uprobe_attach_type() before loading.
 *
 *   2. Where the kernel lacks uprobe_multi: one perf event per offset, from
 *	the uprobe PMU (/sys/bus/event_source/devices/uprobe): config1 is the
 *	path, config2 the offset, config bits 32-63 the reference counter
 *	offset (see .../uprobe/format/ref_ctr_offset).  The program is
 *	attached to each event with a BPF perf link carrying the cookie
 *	(kernel 5.15+), or with PERF_EVENT_IOC_SET_BPF on older kernels when
 *	there is no cookie to pass.  Closing each event costs the kernel
 *	60-210 ms (an RCU grace period), so this path is slow to detach.
 *
 *	A uprobe PMU event opened for every process (pid -1) still has to name
 *	a CPU, but a BPF program attached to a uprobe event runs on whichever
 *	CPU the probed thread hits the breakpoint: the program hangs off the
 *	uprobe's trace event, not the per-CPU perf context.  So, like libbpf,
 *	we open one event with cpu 0 for "every process", and cpu -1 for one.
 *
 * A site the kernel refuses (an instruction it cannot probe, an odd or
 * conflicting reference counter offset) fails a whole uprobe_multi call,
 * and a failed call is slow (it unregisters what it registered): sites
 * whose instruction prefixes the kernel is known to refuse are left out
 * before asking (dt_uprobe_attach_checked()); for the rest,
 * dt_uprobe_attach_multi() splits the batch until each refused site
 * is alone, leaves those out and keeps a link per part that attaches; the
 * perf fallback skips them one by one.  The caller names the refused sites
 * (dt_uprobe_refused()); only if every site is refused does attaching fail.
 *
 * Every uprobe_multi link and uprobe perf event is made, held and closed
 * by the uprobe guard, a process of dtrace's own (dt_guard.c): a SIGKILL
 * of dtrace in the middle of such a syscall would leave the kernel unable
 * to undo the registration.  The link's fds here are the guard's handles
 * (ul_guarded).  Between two calls, attaching ends if a stop has been
 * requested (dtrace_request_stop(): Ctrl-C, SIGTERM).
 *
 * dt_uprobe_map_offset() turns an address in a process into (file,
 * offset): a function of dtrace itself for BEGIN and END, the dynamic
 * linker of a traced process for dt_rtld.c.
 */
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <linux/perf_event.h>
#include <bpf/bpf.h>
#include <linux/bpf_uprobe_multi.h>
#include "dt_bpf.h"
#include "dt_guard.h"
#include "dt_maps.h"

#define DT_UPROBE_PMU_TYPE	"/sys/bus/event_source/devices/uprobe/type"
#define DT_UPROBE_REFCTR_SHIFT	32	/* .../uprobe/format/ref_ctr_offset */

struct dt_uprobe_link {
	dtrace_hdl_t *ul_dtp;
	int *ul_mfds;		/* uprobe_multi links (more than one only when
				   the kernel refused some sites) */
	uint32_t ul_nm;
	uint32_t ul_n;		/* perf fallback: number of events */
	int *ul_pfds;		/* perf fallback: perf event fds */
	int *ul_lfds;		/* perf fallback: BPF perf link fds (or -1) */
	uint32_t ul_nrefused;	/* sites the kernel refused: their index in */
	uint32_t *ul_refused;	/* the offsets array, and the errno */
	int *ul_referr;
	uint32_t *ul_map;	/* while attaching the sites left after the
				   prefix check: their index in the caller's
				   arrays (refusals are recorded in those) */
	int ul_ret;		/* uretprobes (DT_UPROBE_RETURN) */
	int ul_guarded;		/* the fds are the guard's handles (dt_guard.c) */
	uint32_t ul_ncalls;	/* uprobe_multi calls made, */
	uint32_t ul_nfailed;	/* failed because of a refused site */
};

/* ENOTSUPP (524, kernel-internal): the kernel cannot probe the instruction. */
#define DT_ENOTSUPP	524

int
dt_uprobe_attach_type(dtrace_hdl_t *dtp)
{
	return dt_bpf_has_uprobe_multi(dtp) ? BPF_TRACE_UPROBE_MULTI : 0;
}

const char *
dt_uprobe_strerror(int err)
{
	if (err == DT_ENOTSUPP)
		return "Operation not supported";
	return strerror(err);
}

static int
dt_uprobe_error(dtrace_hdl_t *dtp, const char *path, uint64_t off, int err)
{
	return dt_set_errmsg(dtp, EDT_ATTACH,
	    "failed to attach uprobe at %s:0x%" PRIx64 ": %s", path, off,
	    dt_uprobe_strerror(err));
}

/*
 * Has a stop been requested (Ctrl-C, SIGTERM) while attaching?  Then the
 * attach ends, and its caller detaches what it attached.
 */
static int
dt_uprobe_stopped(dtrace_hdl_t *dtp)
{
	if (!dtp->dt_stop_req)
		return 0;
	dt_dprintf("uprobe: attach stopped on request\n");
	return dt_set_errmsg(dtp, EDT_ATTACH,
	    "interrupted while attaching probes");
}

/* Close one of a link's fds: the guard's handle, or our own. */
static void
dt_uprobe_close_handle(dt_uprobe_link_t *ulp, int fd)
{
	if (ulp->ul_guarded)
		dt_guard_close_later(ulp->ul_dtp, fd);
	else
		dt_uprobe_close(ulp->ul_dtp, fd);
}

/*
 * Errors by which the kernel refuses one site rather than the request: an
 * instruction it cannot probe (ENOTSUPP, EOPNOTSUPP) or its decoder does
 * not know (ENOEXEC: FMA4), an offset beyond the file or a reference
 * counter that disagrees with another uprobe's at the same site (EINVAL).
 * Such sites are left out and the others attached.
 */
static int
dt_uprobe_site_errno(int err)
{
	return err == EINVAL || err == DT_ENOTSUPP || err == EOPNOTSUPP ||
	    err == ENOEXEC;
}

static int
dt_uprobe_refuse(dtrace_hdl_t *dtp, dt_uprobe_link_t *ulp, uint32_t idx,
    int err)
{
	if (ulp->ul_map != NULL)
		idx = ulp->ul_map[idx];
	if ((ulp->ul_nrefused & (ulp->ul_nrefused - 1)) == 0) {
		/* 0, 1, 2, 4 ...: full; double */
		uint32_t sz = ulp->ul_nrefused ? 2 * ulp->ul_nrefused : 1;
		uint32_t *r = realloc(ulp->ul_refused, sz * sizeof(uint32_t));
		int *e;

		if (r == NULL)
			return dt_set_errno(dtp, EDT_NOMEM);
		ulp->ul_refused = r;
		if ((e = realloc(ulp->ul_referr, sz * sizeof(int))) == NULL)
			return dt_set_errno(dtp, EDT_NOMEM);
		ulp->ul_referr = e;
	}
	ulp->ul_refused[ulp->ul_nrefused] = idx;
	ulp->ul_referr[ulp->ul_nrefused++] = err;
	return 0;
}

uint32_t
dt_uprobe_nrefused(const dt_uprobe_link_t *ulp)
{
	return ulp->ul_nrefused;
}

uint32_t
dt_uprobe_refused(const dt_uprobe_link_t *ulp, uint32_t i, int *errp)
{
	*errp = ulp->ul_referr[i];
	return ulp->ul_refused[i];
}

static dt_uprobe_link_t *
dt_uprobe_link_alloc(uint32_t n)
{
	dt_uprobe_link_t *ulp = calloc(1, sizeof(*ulp));

	if (ulp == NULL)
		return NULL;
	if (n > 0) {
		ulp->ul_pfds = malloc(n * sizeof(int));
		ulp->ul_lfds = malloc(n * sizeof(int));
		if (ulp->ul_pfds == NULL || ulp->ul_lfds == NULL) {
			free(ulp->ul_pfds);
			free(ulp->ul_lfds);
			free(ulp);
			return NULL;
		}
	}
	return ulp;
}

/*
 * The uprobe_multi way: one syscall for all n offsets (first: the index of
 * offsets[0] in the caller's array).  If the kernel refuses a site, the
 * whole call fails: split the batch in halves until each refused site is
 * alone, record it, and keep a link for each half that attaches.  A batch
 * with k bad sites costs O(k log n) calls; a good one, one.
 */
static int
dt_uprobe_attach_multi(dtrace_hdl_t *dtp, dt_uprobe_link_t *ulp, int progfd,
    const char *path, uint32_t first, uint32_t n, const uint64_t *offsets,
    const uint64_t *ref_ctr_offsets, const uint64_t *cookies, pid_t pid)
{
	uint32_t h = n / 2;
	int fd, *fds;

	fd = dt_guard_multi(dtp, progfd, path, n, offsets, ref_ctr_offsets,
	    cookies, pid, ulp->ul_ret, &ulp->ul_guarded);
	ulp->ul_ncalls++;
	if (fd < 0 && dt_uprobe_site_errno(errno))
		ulp->ul_nfailed++;
	if (fd >= 0) {
		if ((fds = realloc(ulp->ul_mfds, (ulp->ul_nm + 1) *
		    sizeof(int))) == NULL) {
			dt_uprobe_close_handle(ulp, fd);
			return dt_set_errno(dtp, EDT_NOMEM);
		}
		ulp->ul_mfds = fds;
		fds[ulp->ul_nm++] = fd;
		return 0;
	}
	if (!dt_uprobe_site_errno(errno) && n == 1)
		return dt_uprobe_error(dtp, path, offsets[0], errno);
	if (!dt_uprobe_site_errno(errno))
		return dt_set_errmsg(dtp, EDT_ATTACH,
		    "failed to attach uprobes at %s (%u offsets, first 0x%"
		    PRIx64 "): %s", path, n, offsets[0],
		    dt_uprobe_strerror(errno));
	if (n == 1)
		return dt_uprobe_refuse(dtp, ulp, first, errno);
	if (dt_uprobe_stopped(dtp) ||
	    dt_uprobe_attach_multi(dtp, ulp, progfd, path, first, h, offsets,
	    ref_ctr_offsets, cookies, pid) != 0)
		return -1;
	return dt_uprobe_attach_multi(dtp, ulp, progfd, path, first + h, n - h,
	    offsets + h, ref_ctr_offsets ? ref_ctr_offsets + h : NULL,
	    cookies ? cookies + h : NULL, pid);
}

/*
 * At most DT_UPROBE_BATCH sites per uprobe_multi call, so that a stop
 * requested while attaching (Ctrl-C, SIGTERM: dtrace_request_stop()) is
 * acted on after one short call (about 3 ms for 256 sites of an object
 * mapped by one process) rather than after the whole attach.
 */
#define DT_UPROBE_BATCH	256

static int
dt_uprobe_attach_batches(dtrace_hdl_t *dtp, dt_uprobe_link_t *ulp,
    int progfd, const char *path, uint32_t n, const uint64_t *offsets,
    const uint64_t *ref_ctr_offsets, const uint64_t *cookies, pid_t pid)
{
	uint32_t i, k;

	for (i = 0; i < n; i += k) {
		k = n - i < DT_UPROBE_BATCH ? n - i : DT_UPROBE_BATCH;
		if (i > 0 && dt_uprobe_stopped(dtp))
			return -1;
		if (dt_uprobe_attach_multi(dtp, ulp, progfd, path, i, k,
		    offsets + i, ref_ctr_offsets ? ref_ctr_offsets + i : NULL,
		    cookies ? cookies + i : NULL, pid) != 0)
			return -1;
	}
	return 0;
}

/*
 * The opcode byte of a VEX (c4, c5), EVEX (62) or XOP (8f) encoded
 * instruction at b (n bytes), or -1.
 */
static int
dt_uprobe_vex_opcode(const uint8_t *b, ssize_t n)
{
	int len = b[0] == 0xc5 ? 2 : b[0] == 0x62 ? 4 : 3;

	return len < n ? b[len] : -1;
}

/* Port I/O opcodes (ins, outs, in, out), which uprobes refuse. */
static int
dt_uprobe_port_io(int op)
{
	return (op >= 0x6c && op <= 0x6f) || (op >= 0xe4 && op <= 0xe7) ||
	    (op >= 0xec && op <= 0xef);
}

/*
 * Would the kernel refuse the instruction at off of the file?  x86-64's
 * uprobes refuse one with a lock prefix or an ES, CS, DS or SS segment
 * override among its legacy prefixes (ENOTSUPP); the REX prefix or the
 * opcode ends them.  A VEX, EVEX or XOP encoded instruction (AVX code,
 * which glibc's string functions start with) is judged by the opcode byte
 * after its prefix, looked up among the one-byte opcodes: vmovd (c5 f9
 * 6e) reads as outs and vpxor (c5 f9 ef) as out, and both are refused (42
 * of libc's functions here).  Other refused instructions are rare at a
 * function's start and left to the splitting of dt_uprobe_attach_multi().
 */
static int
dt_uprobe_bad_prefix(int fd, uint64_t off)
{
	uint8_t b[15];
	ssize_t i, n = pread(fd, b, sizeof(b), (off_t)off);

	for (i = 0; i < n; i++) {
		switch (b[i]) {
		case 0xf0: case 0x26: case 0x2e: case 0x36: case 0x3e:
			return 1;
		case 0x66: case 0x67: case 0xf2: case 0xf3: case 0x64:
		case 0x65:
			continue;
		case 0xc4: case 0xc5: case 0x62: case 0x8f:
			return dt_uprobe_port_io(dt_uprobe_vex_opcode(b + i,
			    n - i));
		default:
			return 0;
		}
	}
	return 0;
}

/*
 * uprobe_multi for the sites whose instruction the kernel takes: a site it
 * refuses fails the whole call, and each failed call costs the kernel the
 * unregistration of what it did register (an RCU grace period: 100 ms
 * and more), so the sites known to be refused are left out before asking.
 */
static int
dt_uprobe_attach_checked(dtrace_hdl_t *dtp, dt_uprobe_link_t *ulp,
    int progfd, const char *path, uint32_t n, const uint64_t *offsets,
    const uint64_t *ref_ctr_offsets, const uint64_t *cookies, pid_t pid)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC), rc = 0;
	uint64_t *o = malloc(n * sizeof(uint64_t));
	uint64_t *r = malloc(n * sizeof(uint64_t));
	uint64_t *c = malloc(n * sizeof(uint64_t));
	uint32_t *keep = malloc(n * sizeof(uint32_t));
	uint32_t i, m = 0;

	if (fd < 0 || o == NULL || r == NULL || c == NULL || keep == NULL) {
		rc = dt_uprobe_attach_batches(dtp, ulp, progfd, path, n,
		    offsets, ref_ctr_offsets, cookies, pid);
		goto out;
	}
	for (i = 0; i < n && rc == 0; i++) {
		if (dt_uprobe_bad_prefix(fd, offsets[i])) {
			rc = dt_uprobe_refuse(dtp, ulp, i, DT_ENOTSUPP);
			continue;
		}
		keep[m] = i;
		o[m] = offsets[i];
		r[m] = ref_ctr_offsets ? ref_ctr_offsets[i] : 0;
		c[m++] = cookies ? cookies[i] : 0;
	}
	ulp->ul_map = keep;
	if (rc == 0 && m > 0)
		rc = dt_uprobe_attach_batches(dtp, ulp, progfd, path, m, o,
		    ref_ctr_offsets ? r : NULL, cookies ? c : NULL, pid);
	ulp->ul_map = NULL;
out:
	if (fd >= 0)
		close(fd);
	free(o);
	free(r);
	free(c);
	free(keep);
	return rc;
}

/* The uprobe PMU's perf event type, from sysfs (read once). */
static int
dt_uprobe_pmu_type(void)
{
	static int type = -1;
	FILE *fp;

	if (type >= 0)
		return type;
	if ((fp = fopen(DT_UPROBE_PMU_TYPE, "r")) == NULL)
		return -1;
	if (fscanf(fp, "%d", &type) != 1)
		type = -1;
	fclose(fp);
	return type;
}

/* The fallback: one perf event (and link) per offset. */
static int
dt_uprobe_attach_perf(dtrace_hdl_t *dtp, dt_uprobe_link_t *ulp, int progfd,
    const char *path, uint32_t n, const uint64_t *offsets,
    const uint64_t *ref_ctr_offsets, const uint64_t *cookies, pid_t pid)
{
	int pmu = dt_uprobe_pmu_type();
	uint32_t i;

	if (pmu < 0)
		return dt_set_errmsg(dtp, EDT_ATTACH,
		    "failed to attach uprobe at %s: no uprobe PMU (%s): %s",
		    path, DT_UPROBE_PMU_TYPE, strerror(errno));

	for (i = 0; i < n; i++) {
		uint64_t refctr = ref_ctr_offsets ? ref_ctr_offsets[i] : 0;
		uint64_t cookie = cookies ? cookies[i] : 0;
		int pfd, lfd;

		if (i > 0 && dt_uprobe_stopped(dtp))
			return -1;
		pfd = dt_guard_perf(dtp, progfd, pmu, path, offsets[i], refctr,
		    cookie, pid, ulp->ul_ret, &lfd, &ulp->ul_guarded);
		if (pfd < 0 && dt_uprobe_site_errno(errno)) {
			if (dt_uprobe_refuse(dtp, ulp, i, errno) != 0)
				return -1;
			continue;
		}
		if (pfd < 0)
			return dt_uprobe_error(dtp, path, offsets[i], errno);
		ulp->ul_pfds[ulp->ul_n] = pfd;
		ulp->ul_lfds[ulp->ul_n] = lfd;
		ulp->ul_n++;
	}
	return 0;
}

dt_uprobe_link_t *
dt_uprobe_attach(dtrace_hdl_t *dtp, int progfd, const char *path, uint32_t n,
    const uint64_t *offsets, const uint64_t *ref_ctr_offsets,
    const uint64_t *cookies, pid_t pid)
{
	return dt_uprobe_attach_flags(dtp, progfd, path, n, offsets,
	    ref_ctr_offsets, cookies, pid, 0);
}

/*
 * DT_UPROBE_RETURN: uretprobes, which fire when the function whose first
 * instruction is at the offset returns (the kernel replaces the return
 * address on entry): BPF_F_UPROBE_MULTI_RETURN on a uprobe_multi link,
 * config bit 0 (.../uprobe/format/retprobe) on a uprobe PMU event.
 * DT_UPROBE_MAYREFUSE: the kernel may refuse every site (the link then
 * attaches nothing; dt_uprobe_refused() says why) without failing.
 */
dt_uprobe_link_t *
dt_uprobe_attach_flags(dtrace_hdl_t *dtp, int progfd, const char *path,
    uint32_t n, const uint64_t *offsets, const uint64_t *ref_ctr_offsets,
    const uint64_t *cookies, pid_t pid, int flags)
{
	int multi = dt_bpf_has_uprobe_multi(dtp);
	dt_uprobe_link_t *ulp;
	int rc;

	if (n == 0) {
		dt_set_errmsg(dtp, EDT_ATTACH,
		    "failed to attach uprobe at %s: no offsets", path);
		return NULL;
	}
	if ((ulp = dt_uprobe_link_alloc(multi ? 0 : n)) == NULL) {
		dt_set_errno(dtp, EDT_NOMEM);
		return NULL;
	}
	ulp->ul_dtp = dtp;
	ulp->ul_ret = (flags & DT_UPROBE_RETURN) != 0;

	if (multi)
		rc = dt_uprobe_attach_checked(dtp, ulp, progfd, path, n, offsets,
		    ref_ctr_offsets, cookies, pid);
	else
		rc = dt_uprobe_attach_perf(dtp, ulp, progfd, path, n, offsets,
		    ref_ctr_offsets, cookies, pid);
	if (ulp->ul_nfailed > 0)
		dt_dprintf("uprobe: %s: %u uprobe_multi calls, %u of them "
		    "failed on a refused site\n", path, ulp->ul_ncalls,
		    ulp->ul_nfailed);
	if (rc == 0 && ulp->ul_nrefused == n &&	/* nothing left to trace */
	    !(flags & DT_UPROBE_MAYREFUSE))
		rc = dt_uprobe_error(dtp, path, offsets[ulp->ul_refused[0]],
		    ulp->ul_referr[0]);
	if (rc < 0) {
		dt_uprobe_detach(ulp);
		return NULL;
	}
	return ulp;
}

/* Close fd now, or queue it while a detach batch is open. */
void
dt_uprobe_close(dtrace_hdl_t *dtp, int fd)
{
	int *q;

	if (dtp != NULL && dtp->dt_closeq_open &&
	    (q = realloc(dtp->dt_closeq, (dtp->dt_ncloseq + 1) * sizeof(int))) != NULL) {
		dtp->dt_closeq = q;
		q[dtp->dt_ncloseq++] = fd;
		return;
	}
	close(fd);
}

void
dt_uprobe_detach(dt_uprobe_link_t *ulp)
{
	uint32_t i;

	if (ulp == NULL)
		return;
	/*
	 * Attaching stopped on request: the caller's detach of everything
	 * follows (dt_disable_all()), so these go with its batch, closed
	 * together with the others in the kernel's grace periods.
	 */
	if (ulp->ul_guarded && ulp->ul_dtp->dt_stop_req) {
		for (i = 0; i < ulp->ul_nm; i++)
			dt_guard_defer(ulp->ul_dtp, ulp->ul_mfds[i]);
		ulp->ul_nm = 0;
	} else if (ulp->ul_guarded && !ulp->ul_dtp->dt_closeq_open) {
		/* one request: the guard closes them in parallel */
		dt_guard_close(ulp->ul_dtp, ulp->ul_mfds, ulp->ul_nm);
		ulp->ul_nm = 0;
	}
	for (i = 0; i < ulp->ul_nm; i++)
		dt_uprobe_close_handle(ulp, ulp->ul_mfds[i]);
	for (i = 0; i < ulp->ul_n; i++) {
		if (ulp->ul_lfds[i] >= 0)
			dt_uprobe_close_handle(ulp, ulp->ul_lfds[i]);
		dt_uprobe_close_handle(ulp, ulp->ul_pfds[i]);
	}
	free(ulp->ul_mfds);
	free(ulp->ul_pfds);
	free(ulp->ul_lfds);
	free(ulp->ul_refused);
	free(ulp->ul_referr);
	free(ulp);
}

/*
 * Detaching in a batch.  Closing a uprobe link or perf event waits for an
 * RCU grace period in the kernel (20-200 ms); closes made at the same time
 * share grace periods.  Between dt_uprobe_detach_begin() and _end(), the
 * fds of detached links are queued; _end() closes them all from up to
 * DT_CLOSE_THREADS threads at once and returns when they are closed, so
 * stopping costs about one grace period instead of one per link.
 */
#define DT_CLOSE_THREADS	16

typedef struct dt_closer {
	const int *fds;
	int n;
	int next;		/* next index to close (atomic) */
} dt_closer_t;

static void *
dt_uprobe_closer(void *arg)
{
	dt_closer_t *cp = arg;
	int i;

	while ((i = __atomic_fetch_add(&cp->next, 1, __ATOMIC_RELAXED)) < cp->n)
		close(cp->fds[i]);
	return NULL;
}

void
dt_uprobe_detach_begin(dtrace_hdl_t *dtp)
{
	dtp->dt_closeq_open = 1;
}

void
dt_uprobe_detach_end(dtrace_hdl_t *dtp)
{
	dt_closer_t c = { dtp->dt_closeq, dtp->dt_ncloseq, 0 };
	pthread_t tids[DT_CLOSE_THREADS];
	struct timespec t0, t1;
	int i, nt = 0;
	uint32_t ng;

	clock_gettime(CLOCK_MONOTONIC, &t0);
	dtp->dt_closeq_open = 0;
	for (i = 0; i < DT_CLOSE_THREADS && i < c.n; i++)
		if (pthread_create(&tids[nt], NULL, dt_uprobe_closer, &c) == 0)
			nt++;
	ng = dt_guard_flush(dtp);	/* meanwhile, the guard closes its own */
	dt_uprobe_closer(&c);	/* this thread works too (alone if no thread) */
	for (i = 0; i < nt; i++)
		pthread_join(tids[i], NULL);
	clock_gettime(CLOCK_MONOTONIC, &t1);
	dt_dprintf("detached %u fds in %.3f ms (%u by the uprobe guard)\n",
	    (uint32_t)c.n + ng, (t1.tv_sec - t0.tv_sec) * 1e3 +
	    (t1.tv_nsec - t0.tv_nsec) / 1e6, ng);
	free(dtp->dt_closeq);
	dtp->dt_closeq = NULL;
	dtp->dt_ncloseq = 0;
}

/*
 * The mapping that contains addr in process pid (0: this process), read
 * now (dt_maps.c), as a path the kernel can put a uprobe on and the file
 * offset of addr.  The path is
 * /proc/PID/map_files/start-end, which the kernel resolves to the mapped
 * file itself (deleted, replaced, or in another mount namespace), except
 * for this process's own files that are still where they were mapped from:
 * those keep their name (it reads better in messages).
 */
int
dt_uprobe_map_offset(pid_t pid, uint64_t addr, char *path, size_t pathsz,
    uint64_t *offp)
{
	dt_maps_t ms = { 0 };
	const dt_mapping_t *dmp;
	int rc = -1;

	if (dt_maps_read(&ms, pid) != 0)
		return -1;	/* errno says why */
	if ((dmp = dt_maps_find(&ms, addr)) != NULL) {
		const char *file = dmp->dm_name;

		if (pid <= 0 && file[0] == '/' && strstr(file, " (deleted)") == NULL &&
		    access(file, R_OK) == 0)
			rc = snprintf(path, pathsz, "%s", file) < (int)pathsz ? 0 : -1;
		else
			rc = dt_mapping_file(&ms, dmp, path, pathsz);
		*offp = dt_mapping_offset(dmp, addr);
	}
	dt_maps_clear(&ms);
	if (rc < 0)
		errno = ENOENT;
	return rc;
}

int
dt_uprobe_prog_load(dtrace_hdl_t *dtp, const char *name,
    const struct bpf_insn *insns, uint32_t ninsns)
{
	return dt_bpf_prog_load(dtp, name, BPF_PROG_TYPE_KPROBE,
	    dt_uprobe_attach_type(dtp), insns, ninsns);
}
