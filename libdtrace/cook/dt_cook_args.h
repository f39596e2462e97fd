/*
 * dt_cook_args.h: args[N], the probe's typed arguments (dt_cook_args.c).
 */
#ifndef _DT_COOK_ARGS_H
#define _DT_COOK_ARGS_H

#include "dt_cook_core.h"

extern dt_node_t *dt_cook_args(dtrace_hdl_t *dtp, dt_node_t *dnp);
/* args[N] of a translated type as the uncooked xlate<T>(argM); else dnp. */
extern dt_node_t *dt_cook_args_expand(dtrace_hdl_t *dtp, dt_node_t *dnp);

#endif /* _DT_COOK_ARGS_H */
