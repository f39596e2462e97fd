/*
 * dt_provider.h: providers and probes, and the one provider interface.
 *
 * A provider is a named family of probes (dtrace, stapsdt, profile ...).  Its
 * implementation is a dt_provimpl_t: a table of callbacks that the rest of
 * libdtrace calls and nothing else.  A probe is a 4-tuple
 * provider:module:function:name with a numeric id; probes are created by the
 * provider, either all at once when the handle opens (populate) or on demand
 * when a probe description could match probes it has not created yet
 * (provide: stapsdt discovers ELF notes of the processes a description names).
 *
 * When a program is executed, every probe that a clause enables gets a BPF
 * program: the provider's trampoline (which stores the probe's id and
 * arguments in scratch memory), then the clauses enabled on it.  The
 * provider attaches that program to whatever fires the probe, and detaches
 * it when tracing stops.
 */
#ifndef _DT_PROVIDER_H
#define _DT_PROVIDER_H

#include <dtrace.h>
#include "dt_irlist.h"

struct dt_probe;

typedef struct dt_argdesc {
	int da_index;
	const char *da_native;	/* native type name ("uint64_t") */
	const char *da_xlate;	/* translated type name, or NULL */
	const char *da_desc;	/* provider's description of the argument (-lv) */
	const char *da_error;	/* why the argument cannot be read, or NULL */
} dt_argdesc_t;

typedef struct dt_provimpl {
	const char *name;
	/* Create this provider's static probes (at dtrace_open). */
	int (*populate)(dtrace_hdl_t *dtp);
	/* Create probes that could match pdp; return how many were created. */
	int (*provide)(dtrace_hdl_t *dtp, const dtrace_probedesc_t *pdp);
	/* Emit the trampoline: set prid and argv[] in scratch memory from the
	   probe context.  r9 is the scratch base; the context is at fp-8. */
	void (*trampoline)(dtrace_hdl_t *dtp, struct dt_probe *prp, dt_irlist_t *dlp);
	/* BPF program type and expected attach type for this probe's program. */
	void (*prog_type)(dtrace_hdl_t *dtp, struct dt_probe *prp,
	    int *prog_type, int *attach_type);
	/* Attach the loaded program; 0 or -1 with the handle's error set. */
	int (*attach)(dtrace_hdl_t *dtp, struct dt_probe *prp, int progfd);
	void (*detach)(dtrace_hdl_t *dtp, struct dt_probe *prp);
	/* Describe the probe's arguments (-lv, args[]). */
	int (*probe_info)(dtrace_hdl_t *dtp, const struct dt_probe *prp,
	    int *argcp, dt_argdesc_t **argvp);
	/* One line of provider-specific detail for -lv, or NULL. */
	const char *(*probe_extra)(dtrace_hdl_t *dtp, const struct dt_probe *prp);
	void (*probe_destroy)(dtrace_hdl_t *dtp, void *datap);
	/* Free a provider's pv_data (dtrace_close). */
	void (*provider_destroy)(dtrace_hdl_t *dtp, void *datap);
} dt_provimpl_t;

typedef struct dt_provider {
	char pv_name[DTRACE_PROVNAMELEN];
	const dt_provimpl_t *pv_impl;
	void *pv_data;
	struct dt_provider *pv_next;
} dt_provider_t;

typedef struct dt_probe {
	dtrace_probedesc_t pr_desc;	/* pr_desc.id is the probe id */
	dt_provider_t *pr_prov;
	void *pr_data;			/* provider's per-probe data */
	struct dt_stmt **pr_stmts;	/* clauses enabled on this probe, in order */
	int pr_nstmts;
	int pr_progfd;			/* loaded program, -1 if none */
	void *pr_attach;		/* provider's attachment state */
	struct dt_probe *pr_hnext;	/* hash chain by full name */
} dt_probe_t;

/* The providers built into libdtrace, in the order they are registered. */
extern const dt_provimpl_t dt_dtrace;
extern const dt_provimpl_t dt_stapsdt;

extern int dt_provider_init(dtrace_hdl_t *dtp);	/* register and populate */
extern void dt_provider_fini(dtrace_hdl_t *dtp);
extern dt_provider_t *dt_provider_create(dtrace_hdl_t *dtp, const char *name,
    const dt_provimpl_t *impl, void *data);
extern dt_provider_t *dt_provider_lookup(dtrace_hdl_t *dtp, const char *name);
extern dt_probe_t *dt_probe_insert(dtrace_hdl_t *dtp, dt_provider_t *pvp,
    const char *mod, const char *fun, const char *name, void *data);
extern dt_probe_t *dt_probe_lookup_id(dtrace_hdl_t *dtp, dtrace_id_t id);
/* Call func for every probe that matches pdp (globs); providers are asked to
   provide first.  Returns the number of matches, or -1 if func failed. */
extern int dt_probe_iter(dtrace_hdl_t *dtp, const dtrace_probedesc_t *pdp,
    int (*func)(dtrace_hdl_t *, dt_probe_t *, void *), void *arg);

#endif /* _DT_PROVIDER_H */
