/*
 * dt_prov_dtrace.h: the functions that fire dtrace:::BEGIN and dtrace:::END.
 *
 * Each is an empty function of libdtrace with a uprobe on it (attached by
 * the dtrace provider, filtered to this process): calling it fires the
 * probe.  dtrace_go() calls dt_begin_probe() once everything is attached;
 * dtrace_stop() calls dt_end_probe().  dtrace:::ERROR fires from the fault
 * paths of the clauses (dt_link.c), which find it as the handle's
 * dt_error_probe.
 */
#ifndef _DT_PROV_DTRACE_H
#define _DT_PROV_DTRACE_H

#include "dt_impl.h"

extern void dt_begin_probe(void);
extern void dt_end_probe(void);

/* Call dt_begin_probe or dt_end_probe, on the CPU of -x cpu=N if given. */
extern void dt_fire_probe(dtrace_hdl_t *dtp, void (*fire)(void));

#endif /* _DT_PROV_DTRACE_H */
