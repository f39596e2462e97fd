/*
 * dt_pctl.h: the processes a handle controls (-c) or watches (-p).
 *
 * dt_pctl.c explains how a -c command is started and held at its entry
 * point.  Every process the consumer names is one dt_pctl_t on the handle's
 * list (dtp->dt_procs), found by pid.  The public functions are in dtrace.h
 * (dtrace_proc_*); this header is for the rest of libdtrace (a provider that
 * wants to know which processes are held, dtrace_close).
 */
#ifndef _DT_PCTL_H
#define _DT_PCTL_H

#include <stdint.h>
#include <sys/types.h>
#include <dtrace.h>

typedef enum dt_pctlstate {
	DT_PCTL_HELD,		/* -c: ptrace-stopped at its entry point */
	DT_PCTL_RUNNING,	/* running, not traced by us */
	DT_PCTL_DEAD		/* exited (and reaped, if it is our child) */
} dt_pctlstate_t;

typedef struct dt_pctl {
	pid_t dpr_pid;
	int dpr_created;		/* -c: our child, killed on release */
	dt_pctlstate_t dpr_state;
	int dpr_pidfd;			/* -p: pidfd_open(), or -1 */
	int dpr_status;			/* wait status once dead (-c), else -1 */
	uint64_t dpr_entry;		/* -c: AT_ENTRY, where it is held */
	struct dt_pseize *dpr_seize;	/* -p: its threads, if seized */
	struct dt_pctl *dpr_next;
} dt_pctl_t;

/* The process with this pid, or NULL. */
extern dt_pctl_t *dt_pctl_lookup(dtrace_hdl_t *dtp, pid_t pid);
/* Has pid exited, or is it exiting (a zombie, or without mappings)? */
extern int dt_pctl_gone(pid_t pid);
/*
 * Test hook (secure_getenv: never in a set-id program): with
 * DTRACE_TEST_EXIT=POINT or POINT:PID in the environment, the first process
 * (or process PID) that dtrace reaches POINT with is killed there (SIGKILL)
 * and waited for until it has exited (a zombie, or gone), so that a test
 * meets the race with an exiting process every time instead of by luck.
 * Points: "seize" (before a -p process is seized, dt_pctl_seize.c),
 * "attach" (before a process's pid probes are attached, dt_pid_enable.c).
 */
extern void dt_pctl_test_exit(const char *point, pid_t pid);
/*
 * A test hook too: with DTRACE_TEST_WAIT=POINT:DIR in the environment,
 * dtrace creates the file DIR/POINT when it reaches POINT and waits (60 s
 * at most) until the test removes it, so that a test can make a process
 * act at that very moment.  Point: "rtld" (before a process's dynamic
 * linker is watched, dt_rtld.c).
 */
extern void dt_pctl_test_wait(const char *point);
/* Release every process (kill the created ones): for dtrace_close(). */
extern void dt_pctl_fini(dtrace_hdl_t *dtp);

#endif /* _DT_PCTL_H */
