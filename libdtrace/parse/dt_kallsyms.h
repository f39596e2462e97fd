/*
 * dt_kallsyms.h: a kernel symbol's address by name, from /proc/kallsyms.
 *
 * The compiler's backquoted kernel symbols (`jiffies, vmlinux`init_task)
 * need the address of a name; symbolization (dt_sym.c) goes the other way
 * and keeps a sorted table.  A script names few symbols, so this reads the
 * file once per look-up and keeps nothing.
 */
#ifndef _DT_KALLSYMS_H
#define _DT_KALLSYMS_H

#include <stdint.h>

/*
 * The address and kallsyms type letter ('T', 'D', 'b' ...) of symbol name
 * in module mod ("vmlinux" for the kernel proper, NULL for any): 0 on
 * success, -1 if there is no such symbol.
 */
extern int dt_kallsyms_lookup(const char *mod, const char *name,
    uint64_t *addrp, char *typep);

/* [*lop, *hip): the kernel text of the functions named prefix* (dt_kallsyms.c). */
extern int dt_kallsyms_range(const char *prefix, uint64_t *lop, uint64_t *hip);

#endif /* _DT_KALLSYMS_H */
