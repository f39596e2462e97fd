/*
 * dt_prov_sdt.h: what the sdt provider (dt_prov_sdt.c) shares with rawtp
 * (dt_prov_rawtp.c): both make a probe <group>::<name> of every kernel
 * tracepoint of vmlinux BTF, whose pr_data is a dt_sdt_tp_t.
 */
#ifndef _DT_PROV_SDT_H
#define _DT_PROV_SDT_H

#include <stdint.h>
#include "dt_impl.h"

/* One tracepoint: its btf_trace_<name> typedef and prototype. */
typedef struct dt_sdt_tp {
	uint32_t tp_btf_id;	/* the btf_trace_<name> typedef */
	uint32_t tp_proto;	/* its FUNC_PROTO */
	int tp_nargs;		/* arguments after void *__data */
} dt_sdt_tp_t;

/* Every tracepoint a probe of prov once; the probes made. */
extern int dt_sdt_provide_tps(dtrace_hdl_t *dtp, const dtrace_probedesc_t *pdp,
    const char *prov, int *providedp);
/* A type name kept until dtrace_close(), or NULL. */
extern const char *dt_sdt_tname(dtrace_hdl_t *dtp, const char *name);

#endif /* _DT_PROV_SDT_H */
