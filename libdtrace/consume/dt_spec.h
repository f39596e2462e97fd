/*
 * dt_spec.h: speculations, consumer side (dt_spec.c): speculative records
 * held per speculation until their commit or discard, the ids freed, the
 * speculation drops reported.
 */
#ifndef _DT_SPEC_H
#define _DT_SPEC_H

#include <stddef.h>
#include "dt_impl.h"

typedef struct dt_spec dt_spec_t;

/* At dtrace_go(), before the maps exist: nspec within what we support. */
extern int dt_spec_check(dtrace_hdl_t *dtp);
/* Once the maps exist: map the specs map, set up the buffers. */
extern int dt_spec_init(dtrace_hdl_t *dtp);
extern void dt_spec_fini(dtrace_hdl_t *dtp);
/* A record from the ring buffer: hold it if it is speculative, else hand it
   on (dt_consume_principal()); then act on its commits and discards. */
extern void dt_spec_sample(dtrace_hdl_t *dtp, const void *data, size_t size);
/* Report new speculative drops and failed speculations, as DTrace does. */
extern void dt_spec_report_drops(dtrace_hdl_t *dtp);

#endif /* _DT_SPEC_H */
