/*
 * dt_attach.h: putting the handle's compiled programs on probes, attaching
 * them and detaching them (dt_attach.c).  dt_program_update(), for the
 * consumer, is declared in dt_impl.h.
 */
#ifndef _DT_ATTACH_H
#define _DT_ATTACH_H

#include <stdio.h>
#include "dt_impl.h"

/*
 * Enable every statement of pgp on the probes its descriptions match now.
 * Returns the number of matches, or -1.
 */
extern int dt_program_match(dtrace_hdl_t *dtp, dt_prog_t *pgp);
/* Hand each provider its enabled probes: load and attach, or print (fp). */
extern int dt_enable_all(dtrace_hdl_t *dtp, FILE *fp);
/* Look again at running processes that may have mapped objects while
   their dynamic linkers' watches were put in (dt_rtld_unseen). */
extern void dt_program_catch_up(dtrace_hdl_t *dtp);
/* Detach every enabled probe of every provider. */
extern void dt_disable_all(dtrace_hdl_t *dtp);

#endif /* _DT_ATTACH_H */
