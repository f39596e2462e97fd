/*
 * dt_pbuf.h: bufpolicy=fill and bufpolicy=ring: records held in user space
 * until tracing stops (dt_pbuf.c).
 */
#ifndef _DT_PBUF_H
#define _DT_PBUF_H

#include "dt_impl.h"

typedef struct dt_pbuf dt_pbuf_t;

/* At dtrace_go(): set up the buffer if the policy is fill or ring (for
   fill, EDT_ENDTOOBIG if END's records cannot fit). */
extern int dt_pbuf_init(dtrace_hdl_t *dtp);
extern void dt_pbuf_fini(dtrace_hdl_t *dtp);
/* A record from the ring buffer: 1 if the policy took it (held, or not
   recorded because the buffer is full), 0 if it is to be printed now. */
extern int dt_pbuf_hold(dtrace_hdl_t *dtp, const void *data, size_t size);
/* fill: has the buffer filled? */
extern int dt_pbuf_full(dtrace_hdl_t *dtp);
/* The bytes a record of `size` bytes takes in a buffer (with the ring
   buffer's per-record header). */
extern uint64_t dt_pbuf_recsize(size_t size);
/* Print the records held, oldest first (when tracing stops). */
extern void dt_pbuf_flush(dtrace_hdl_t *dtp);

#endif /* _DT_PBUF_H */
