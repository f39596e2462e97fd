/*
 * dt_cook_subr.h: calls of subroutines, checked against their prototype
 * strings, and of actions where a value is wanted (dt_cook_subr.c).
 */
#ifndef _DT_COOK_SUBR_H
#define _DT_COOK_SUBR_H

#include "dt_cook_core.h"

extern dt_node_t *dt_cook_func(dtrace_hdl_t *dtp, dt_node_t *dnp);
extern void dt_cook_actval_check(const dt_node_t *dnp);

#endif /* _DT_COOK_SUBR_H */
