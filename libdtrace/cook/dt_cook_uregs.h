/*
 * dt_cook_uregs.h: uregs[index], the user-mode registers (dt_cook_uregs.c).
 */
#ifndef _DT_COOK_UREGS_H
#define _DT_COOK_UREGS_H

#include "dt_cook_core.h"

extern dt_node_t *dt_cook_uregs(dtrace_hdl_t *dtp, dt_node_t *dnp);

#endif /* _DT_COOK_UREGS_H */
