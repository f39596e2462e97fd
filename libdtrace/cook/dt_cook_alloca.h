/*
 * dt_cook_alloca.h: which pointers point into alloca() memory
 * (dt_cook_alloca.c).  Every cooked node passes through dt_cook_alloca(),
 * which sets the DT_NF_ALLOCA flags (dt_cook_core.h) and checks the
 * subroutines that use alloca() memory.
 */
#ifndef _DT_COOK_ALLOCA_H
#define _DT_COOK_ALLOCA_H

#include "dt_cook_core.h"

extern dt_node_t *dt_cook_alloca(dtrace_hdl_t *dtp, dt_node_t *dnp);

#endif /* _DT_COOK_ALLOCA_H */
