/*
 * dt_cook_ptr.h: the operators on memory (dt_cook_ptr.c): . and ->, * and
 * &, a[i] on arrays and pointers, pointer arithmetic, offsetof, stringof.
 */
#ifndef _DT_COOK_PTR_H
#define _DT_COOK_PTR_H

#include "dt_cook_core.h"

extern dt_node_t *dt_cook_member(dtrace_hdl_t *dtp, dt_node_t *dnp);
extern dt_node_t *dt_cook_ptrop1(dtrace_hdl_t *dtp, dt_node_t *dnp);
extern dt_node_t *dt_cook_subscript(dtrace_hdl_t *dtp, dt_node_t *dnp);
extern dt_node_t *dt_cook_ptrarith(dtrace_hdl_t *dtp, dt_node_t *dnp);
extern int dt_cook_ptr_compat(dtrace_hdl_t *dtp, const dt_node_t *l,
    const dt_node_t *r);
extern dt_node_t *dt_cook_offsetof(dtrace_hdl_t *dtp, dt_node_t *dnp);
extern dt_node_t *dt_cook_stringof(dtrace_hdl_t *dtp, dt_node_t *dnp);

#endif /* _DT_COOK_PTR_H */
