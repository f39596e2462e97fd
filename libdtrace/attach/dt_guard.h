/*
 * dt_guard.h: the guard, the process that makes, holds and removes
 * dtrace's uprobes, so that no SIGKILL of dtrace can leave one behind
 * (see dt_guard.c).
 */
#ifndef _DT_GUARD_H
#define _DT_GUARD_H

#include <stdint.h>
#include <sys/types.h>
#include "dt_impl.h"

/*
 * A uprobe_multi link (n offsets of the file at path, in process pid or
 * every process if pid <= 0; ret: uretprobes), made by the guard: its
 * handle (>= 0), or -1 with errno set (the kernel's, for a refused site;
 * EINTR if a stop was requested while the guard worked: the link is
 * made and closed with the others).  *guardedp says whether the handle
 * is the guard's (close it with dt_guard_close()) or, where no guard
 * could be started, a descriptor of this process.
 */
extern int dt_guard_multi(dtrace_hdl_t *dtp, int progfd, const char *path,
    uint32_t n, const uint64_t *offs, const uint64_t *refs,
    const uint64_t *cookies, pid_t pid, int ret, int *guardedp);
/*
 * A uprobe perf event (the uprobe PMU pmu) at off of path, with progfd
 * attached (a BPF perf link carrying the cookie, or the ioctl): the
 * event's handle, and the link's in *lfdp (-2: attached by ioctl); or -1
 * with errno set.
 */
extern int dt_guard_perf(dtrace_hdl_t *dtp, int progfd, int pmu,
    const char *path, uint64_t off, uint64_t refctr, uint64_t cookie,
    pid_t pid, int ret, int *lfdp, int *guardedp);
/* Close guard handles (in parallel); returns when they are closed. */
extern void dt_guard_close(dtrace_hdl_t *dtp, const int *handles, uint32_t n);
/* Close a handle now, or with the batch while detaches are batched
   (dt_uprobe_detach_begin()); dt_guard_flush() closes the batch. */
extern void dt_guard_close_later(dtrace_hdl_t *dtp, int handle);
extern uint32_t dt_guard_flush(dtrace_hdl_t *dtp);
/* Close a handle with the next batch (or at dt_guard_stop()). */
extern void dt_guard_defer(dtrace_hdl_t *dtp, int handle);
/* Close everything the guard holds, let it exit, reap it. */
extern void dt_guard_stop(dtrace_hdl_t *dtp);
/* 0 while the guard runs (or none is needed); -1 with the handle's error
   set once it has been killed (its uprobes are gone with it). */
extern int dt_guard_check(dtrace_hdl_t *dtp);
/* The guard's pid, or 0 if none runs. */
extern pid_t dt_guard_pid(dtrace_hdl_t *dtp);

/* The syscalls themselves (the guard's, or this process's without one). */
extern int dt_guard_multi_link(int progfd, const char *path, uint32_t n,
    const uint64_t *offsets, const uint64_t *ref_ctr_offsets,
    const uint64_t *cookies, pid_t pid, int ret);
extern int dt_guard_perf_event(int progfd, int pmu, const char *path,
    uint64_t off, uint64_t refctr, uint64_t cookie, pid_t pid, int ret,
    int *lfdp);

#endif /* _DT_GUARD_H */
