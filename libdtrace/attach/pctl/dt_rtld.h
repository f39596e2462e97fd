/*
 * dt_rtld.h: noticing dlopen()/dlclose() in traced processes (dt_rtld.c).
 */
#ifndef _DT_RTLD_H
#define _DT_RTLD_H

#include <sys/types.h>
#include "dt_impl.h"

/* Watch pid's dynamic linker; stop: SIGSTOP it at each event.  0 or -1. */
extern int dt_rtld_watch(dtrace_hdl_t *dtp, pid_t pid, int stop);
/* The file (path) and offset of pid's _dl_debug_state, for a uprobe. */
extern int dt_rtld_site(dtrace_hdl_t *dtp, pid_t pid, char *path, size_t len,
    uint64_t *offp);
/* The next watched process that may have mapped objects unseen, or 0. */
extern pid_t dt_rtld_unseen(dtrace_hdl_t *dtp);
/* The event for pid has been handled: SIGCONT it if it was stopped. */
extern void dt_rtld_resume(dtrace_hdl_t *dtp, pid_t pid);
/* Stop watching every process. */
extern void dt_rtld_fini(dtrace_hdl_t *dtp);

#endif /* _DT_RTLD_H */
