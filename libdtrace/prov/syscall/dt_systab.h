/*
 * dt_systab.h: this kernel's system calls, names and numbers, read from the
 * kernel itself (dt_systab.c).
 */
#ifndef _DT_SYSTAB_H
#define _DT_SYSTAB_H

#include "dt_impl.h"

#define DT_SYSTAB_NAMELEN	64
#define DT_SYSTAB_MAXNR		1024	/* numbers at or above: left out */

typedef struct dt_systab_ent {
	char se_name[DT_SYSTAB_NAMELEN];	/* "openat" (no "sys_") */
	int se_nr;				/* x86-64 system call number */
} dt_systab_ent_t;

/*
 * The kernel's system calls, sorted by name, in *entp (free() it): their
 * number, or -1 with the handle's error set.
 */
extern int dt_systab_read(dtrace_hdl_t *dtp, dt_systab_ent_t **entp);

#endif /* _DT_SYSTAB_H */
