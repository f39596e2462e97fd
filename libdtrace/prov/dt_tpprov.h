/*
 * dt_tpprov.h: providers whose probes are a fixed table, each fired by a
 * kernel tracepoint (or a perf event) and a trampoline of its own: proc
 * (dt_prov_proc.c) and sched (dt_prov_sched.c).  See dt_tpprov.c.
 */
#ifndef _DT_TPPROV_H
#define _DT_TPPROV_H

#include "dt_impl.h"
#include "dt_irlist.h"
#include "dt_provider.h"
#include "dt_enabling.h"

#define DT_TPPROV_MAXARGS	4

/* One probe of the table. */
typedef struct dt_tpprobe {
	const char *tp_name;		/* probe name: "exec-success" */
	const char *tp_tracepoint;	/* raw tracepoint, NULL: a perf tick */
	int tp_kind;			/* the provider's trampoline case */
	int tp_nargs;
	const char *tp_native[DT_TPPROV_MAXARGS];	/* args[] native types */
	const char *tp_xlate[DT_TPPROV_MAXARGS];	/* translated, or NULL */
} dt_tpprobe_t;

/* A provider: its name, its table, the trampoline of one probe. */
typedef struct dt_tpprov {
	const char *tv_name;
	const dt_tpprobe_t *tv_probes;
	int tv_nprobes;
	int tv_tickhz;			/* perf tick rate of tp_tracepoint NULL */
	/* fill argv[] (probe id already stored); jump to exitlbl not to fire */
	int (*tv_tramp)(dtrace_hdl_t *dtp, const dt_tpprobe_t *tpp,
	    dt_irlist_t *dlp, uint32_t exitlbl);
} dt_tpprov_t;

/* The dt_provimpl_t callbacks (populate and provide through these, with
   the provider's table or name). */
extern int dt_tpprov_populate(dtrace_hdl_t *dtp, const dt_tpprov_t *tvp,
    const dt_provimpl_t *impl);
extern int dt_tpprov_provide(dtrace_hdl_t *dtp, const dtrace_probedesc_t *pdp,
    const char *name);
extern void dt_tpprov_destroy(dtrace_hdl_t *dtp, void *datap);
extern int dt_tpprov_trampoline(dtrace_hdl_t *dtp, dt_probe_t *prp,
    dt_irlist_t *dlp, uint32_t exitlbl);
extern int dt_tpprov_target(dtrace_hdl_t *dtp, dt_probe_t *prp,
    dt_target_t *tgp);
extern int dt_tpprov_probe_info(dtrace_hdl_t *dtp, const dt_probe_t *prp,
    int *argcp, dt_argdesc_t **argvp);

/* Trampoline pieces.  reg = ctx[i], the tracepoint's argument i. */
extern void dt_tp_ctx(dt_irlist_t *dlp, int reg, int i);
/* r0 = the size (4 or 8) bytes at (kernel address in base, r6..r8) + off,
   zero-extended; a failed read goes to fail. */
extern void dt_tp_load(dt_irlist_t *dlp, int base, int32_t off, int size,
    uint32_t fail);
/* base = ctx[i]; r0 = the size bytes of member path of struct type at
   base (dt_tp_load, dt_tp_offset); -1 if BTF has no such member. */
extern int dt_tp_member(dt_irlist_t *dlp, int base, int i, const char *type,
    const char *path, int size, uint32_t fail);
/* argv[i] = reg. */
extern void dt_tp_arg(dt_irlist_t *dlp, int i, int reg);
/* The byte offset of member path ("sa.sa_handler") of struct type, from
   BTF; -1 with a debug message if there is none. */
extern int32_t dt_tp_offset(const char *type, const char *path);

#endif /* _DT_TPPROV_H */
