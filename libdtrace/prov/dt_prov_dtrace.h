/*
 * dt_prov_dtrace.h: the functions that fire dtrace:::BEGIN and dtrace:::END.
 *
 * Each has a program that dtrace runs itself, or, when a clause asks where
 * the thread is, a uprobe on an empty function of libdtrace (filtered to
 * this process): dt_fire_probe() does the one or calls the other.
 * dtrace_go() fires BEGIN once everything is attached; dtrace_stop() fires
 * END.  dtrace:::ERROR fires from the fault paths of the clauses
 * (dt_link.c), which find it as the handle's dt_error_probe.
 */
#ifndef _DT_PROV_DTRACE_H
#define _DT_PROV_DTRACE_H

#include "dt_impl.h"

extern void dt_begin_probe(void);
extern void dt_end_probe(void);

/*
 * Fire BEGIN (fire: dt_begin_probe) or END (dt_end_probe), on the CPU of
 * -x cpu=N if given: run its program, or call the function its uprobe is
 * on (dt_prov_dtrace.c).  0, or -1 with the handle's error set.
 */
extern int dt_fire_probe(dtrace_hdl_t *dtp, void (*fire)(void));

#endif /* _DT_PROV_DTRACE_H */
