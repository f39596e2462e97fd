/*
 * dt_tpgroups.h: the group (TRACE_SYSTEM) of each kernel tracepoint, which
 * vmlinux BTF does not record (see dt_tpgroups.c).
 */
#ifndef _DT_TPGROUPS_H
#define _DT_TPGROUPS_H

#include <stdio.h>

typedef struct dt_tpgroups dt_tpgroups_t;

/*
 * Read the groups of the kernel's trace events.  Never NULL but when out
 * of memory: where tracefs cannot be read, the table is empty (and every
 * lookup fails).
 */
extern dt_tpgroups_t *dt_tpgroups_read(void);
/* The group of tracepoint name, or NULL if it has no trace event. */
extern const char *dt_tpgroups_lookup(const dt_tpgroups_t *tgp,
    const char *name);
extern void dt_tpgroups_free(dt_tpgroups_t *tgp);

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

#endif /* _DT_TPGROUPS_H */
