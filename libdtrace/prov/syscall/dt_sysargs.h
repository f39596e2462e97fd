/*
 * dt_sysargs.h: the C types of system calls' arguments, from the kernel's
 * BTF or its syscall trace events (dt_sysargs.c).
 */
#ifndef _DT_SYSARGS_H
#define _DT_SYSARGS_H

#define DT_SYSARGS_MAX	6

typedef struct dt_sysargs dt_sysargs_t;

/* An empty table: nothing is read before the first lookup. */
extern dt_sysargs_t *dt_sysargs_create(void);
/*
 * The number of arguments of system call name (0..6), their types ("int",
 * "const char *") in *typesp, owned by the table; -1 if the kernel does not
 * say (or out of memory).
 */
extern int dt_sysargs_lookup(dt_sysargs_t *sap, const char *name,
    char *const **typesp);
extern void dt_sysargs_free(dt_sysargs_t *sap);

#endif /* _DT_SYSARGS_H */
