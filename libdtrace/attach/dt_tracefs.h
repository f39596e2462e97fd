/*
 * dt_tracefs.h: reading the kernel's tracefs without mounting it on the
 * host (dt_tracefs.c), for the providers that need what only trace events
 * record: the sdt provider's tracepoint groups (dt_tpgroups.c) and the
 * syscall provider's argument types (dt_sysargs.c).
 */
#ifndef _DT_TRACEFS_H
#define _DT_TRACEFS_H

#include <stdio.h>

/*
 * A tracefs reader: writes what it finds under root (a tracefs mount) to
 * out; -1 if no tracefs is there.
 */
typedef int dt_tracefs_list_f(FILE *out, const char *root);
/*
 * What list() writes, NUL-terminated (free() it), from the host's tracefs
 * or, if none is mounted, from a child that mounts one in a private mount
 * namespace; NULL if neither works.
 */
extern char *dt_tracefs_text(dt_tracefs_list_f *list);

#endif /* _DT_TRACEFS_H */
