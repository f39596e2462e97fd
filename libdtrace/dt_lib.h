/*
 * dt_lib.h: the D library, D source files compiled before a handle's
 * first program (dt_lib.c).
 */
#ifndef _DT_LIB_H
#define _DT_LIB_H

#include "dt_impl.h"

/* Compile every library file once per handle (failures are skipped). */
extern void dt_lib_load(dtrace_hdl_t *dtp);

#endif /* _DT_LIB_H */
