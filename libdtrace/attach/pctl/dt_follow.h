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
 * Start following (once: later calls return the same): the fork program
 * copies the dispatch entries (dispfd: the stapsdt dispatch hash, keyed by
 * (pid, cookie)) of a followed parent to its child; NULL with the
 * handle's error set on failure.
 */
extern dt_follow_t *dt_follow_start(dtrace_hdl_t *dtp, dt_follow_t *dfp,
    int dispfd);
/* Follow the forks of process pid; watch execs of the file with inode ino. */
extern int dt_follow_pid(dt_follow_t *dfp, pid_t pid);
extern int dt_follow_inode(dt_follow_t *dfp, uint64_t ino);
/* The record of pid's exec has been handled (dfp may be NULL). */
extern void dt_follow_handled(dt_follow_t *dfp, pid_t pid);
/* Stop following and free (NULL is fine). */
extern void dt_follow_stop(dtrace_hdl_t *dtp, dt_follow_t *dfp);

#endif /* _DT_FOLLOW_H */
