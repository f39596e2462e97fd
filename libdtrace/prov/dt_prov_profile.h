/*
 * dt_prov_profile.h: what the profile provider (dt_prov_profile.c) shares
 * with cpc (dt_prov_cpc.c): the trampoline of a program on a perf event,
 * which sets arg0 and arg1 to the interrupted kernel and user PCs.
 */
#ifndef _DT_PROV_PROFILE_H
#define _DT_PROV_PROFILE_H

#include "dt_impl.h"
#include "dt_irlist.h"
#include "dt_provider.h"

extern int dt_profile_trampoline(dtrace_hdl_t *dtp, dt_probe_t *prp,
    dt_irlist_t *dlp, uint32_t exitlbl);

#endif /* _DT_PROV_PROFILE_H */
