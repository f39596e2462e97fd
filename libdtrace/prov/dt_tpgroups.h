/*
 * dt_tpgroups.h: the group (TRACE_SYSTEM) of each kernel tracepoint, which
 * vmlinux BTF does not record (see dt_tpgroups.c).
 */
#ifndef _DT_TPGROUPS_H
#define _DT_TPGROUPS_H

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

#endif /* _DT_TPGROUPS_H */
