/*
 * dt_xlate.h: translators (dt_xlate.c): a translator declaration; what an
 * inline that stands for one (curpsinfo) expands to, else the node itself;
 * a member of a translated value (NULL if dnp's left is not one); a
 * translated value as a whole; whether a translator to (ofp, out) or what
 * it points to takes e's type.  (Is a node xlate<T>(e), and the binding of
 * a translator's parameter: dt_cook_core.h.)
 */
#ifndef _DT_XLATE_H
#define _DT_XLATE_H

#include "dt_cook_core.h"

extern void dt_xlate_declare(dtrace_hdl_t *dtp, dt_node_t *dnp);
extern dt_node_t *dt_xlate_source(dtrace_hdl_t *dtp, dt_node_t *dnp);
extern dt_node_t *dt_xlate_member(dtrace_hdl_t *dtp, dt_node_t *dnp);
extern dt_node_t *dt_xlate_value(dtrace_hdl_t *dtp, dt_node_t *dnp, int deref);
extern int dt_xlate_defined(dtrace_hdl_t *dtp, ctf_dict_t *ofp, ctf_id_t out,
    const dt_node_t *e);

#endif /* _DT_XLATE_H */
