/*
 * dt_pctl_seize.h: seizing the threads of a -p process with ptrace, so that
 * dt_rtld.c can hold it at a dlopen() without a job-control stop
 * (dt_pctl_seize.c).
 */
#ifndef _DT_PCTL_SEIZE_H
#define _DT_PCTL_SEIZE_H

#include <sys/types.h>
#include "dt_impl.h"
#include "dt_pctl.h"

/*
 * Seize every thread of -p process dpr: 1 if it is seized, 0 if it cannot
 * be (another tracer holds it: a one-line warning says so), -1 on error.
 */
extern int dt_pseize(dtrace_hdl_t *dtp, dt_pctl_t *dpr);
/* The rtld program sent its SIGURG to thread tid of pid: swallow it. */
extern void dt_pctl_seize_owe(dtrace_hdl_t *dtp, pid_t pid, pid_t tid);
/* Handle the stops of every seized thread (after each consume). */
extern void dt_pctl_seize_pump(dtrace_hdl_t *dtp);
/* Detach the threads of one process, or of all. */
extern void dt_pctl_seize_release(dt_pctl_t *dpr);
extern void dt_pctl_seize_release_all(dtrace_hdl_t *dtp);

#endif /* _DT_PCTL_SEIZE_H */
