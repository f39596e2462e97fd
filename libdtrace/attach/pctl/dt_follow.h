/*
 * dt_follow.h: following the processes that traced processes fork, and
 * the processes that exec an object with enabled stapsdt sites
 * (dt_follow.c).
 */
#ifndef _DT_FOLLOW_H
#define _DT_FOLLOW_H

#include <sys/types.h>
#include "dt_impl.h"

typedef struct dt_follow dt_follow_t;

/*
 * Start following (once: later calls return the same); NULL with the
 * handle's error set on failure.  A followed process's new child, and a
 * process that execs an object of interest, is held (stopped) until
 * dt_follow_handled() is called for it, or dtrace ends or dies.
 */
extern dt_follow_t *dt_follow_start(dtrace_hdl_t *dtp, dt_follow_t *dfp);
/* Follow the forks of process pid; watch execs of the file with inode ino. */
extern int dt_follow_pid(dt_follow_t *dfp, pid_t pid);
extern int dt_follow_inode(dt_follow_t *dfp, uint64_t ino);
/* The record of pid's fork or exec has been handled: it goes on (dfp may
   be NULL). */
extern void dt_follow_handled(dt_follow_t *dfp, pid_t pid);
/* Stop following, let every held process go, and free (NULL is fine). */
extern void dt_follow_stop(dtrace_hdl_t *dtp, dt_follow_t *dfp);

#endif /* _DT_FOLLOW_H */
