/*
 * dt_lib.h: the D library, D source files compiled when a program first
 * names what they declare (dt_lib.c, dt_lib_scan.c).
 */
#ifndef _DT_LIB_H
#define _DT_LIB_H

#include <stddef.h>
#include "dt_impl.h"

/* Index the library files of the handle's directories (none compiled);
   -1 with the handle's message if their dependencies are missing or cyclic. */
extern int dt_lib_init(dtrace_hdl_t *dtp);
extern void dt_lib_fini(dtrace_hdl_t *dtp);

/* fn(arg, name, 0) for each name text declares, (arg, file, 1) per dependency. */
typedef void dt_libscan_f(void *arg, const char *name, int dep);
extern int dt_lib_scan(const char *text, size_t len, dt_libscan_f *fn, void *arg);

#endif /* _DT_LIB_H */
