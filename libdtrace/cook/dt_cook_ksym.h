/*
 * dt_cook_ksym.h: `symbol and kernel enumerators (dt_cook_ksym.c).
 */
#ifndef _DT_COOK_KSYM_H
#define _DT_COOK_KSYM_H

#include "dt_cook_core.h"

/* `symbol or a kernel enumerator, else NULL. */
extern dt_node_t *dt_cook_ksym(dtrace_hdl_t *dtp, dt_node_t *dnp);

#endif /* _DT_COOK_KSYM_H */
