/*
 * dt_prov_pid.h: the pid provider (dt_prov_pid.c).
 */
#ifndef _DT_PROV_PID_H
#define _DT_PROV_PID_H

#include "dt_impl.h"

/*
 * A description being parsed (dt_node_pdesc): if its provider is pidNNN,
 * check it (process, probe name, symbols) and replace the module and
 * function aliases DTrace replaces by canonical names (a.out, libc ...).
 * Errors are compile errors (xyerror).
 */
extern void dt_pid_pdesc(dtrace_hdl_t *dtp, dtrace_probedesc_t *pdp);

#endif /* _DT_PROV_PID_H */
