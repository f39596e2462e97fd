/*
 * dt_cook_act.h: actions (trace, printf, exit ...) and stack(), usym() ...
 * where a value is wanted (dt_cook_act.c).
 */
#ifndef _DT_COOK_ACT_H
#define _DT_COOK_ACT_H

#include "dt_cook_core.h"

extern void dt_cook_action(dtrace_hdl_t *dtp, dt_node_t *fn);
/* Cook stack(), usym() ... where a value is wanted (0 if idp is another
   action). */
extern int dt_cook_symfunc(dtrace_hdl_t *dtp, dt_node_t *fn, dt_ident_t *idp);

/* Largest tracemem() size. */
#define DT_TRACEMEM_MAX	65536

#endif /* _DT_COOK_ACT_H */
