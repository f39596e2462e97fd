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
 * When tracing starts, each provider's enabled probes become attached BPF
 * programs.  A provider with a program per probe supplies what is its own
 * and dt_enabling.c (the provider framework) does the rest:
 *
 *   trampoline  fill the probe context: probe id, arguments (it follows
 *               dt_link.c's prologue, and the clauses follow it);
 *   target      where the program fires: uprobes at file offsets, or a
 *               perf event on every CPU or one (dt_enabling.h);
 *   when        the activity states its clauses run in (DT_LINK_ACTIVE
 *               if none: while tracing is active).
 *
 * A provider whose probes share programs supplies enable and disable
 * instead (stapsdt: one program per object file, shared by every process
 * and every overlying probe whose sites are in it; its trampoline finds
 * the probe from the pid), built from the framework's dt_prog_build() and
 * dt_target_attach().  Either way, probe discovery (populate, provide,
 * update) and argument descriptions (probe_info) are the provider's.
 */
#ifndef _DT_PROVIDER_H
#define _DT_PROVIDER_H

#include <stdio.h>
#include <dtrace.h>
#include "dt_impl.h"

struct dt_probe;
struct dt_target;
struct dt_penabled;

typedef struct dt_argdesc {
	int da_index;
	const char *da_native;	/* native type name ("uint64_t") */
	const char *da_xlate;	/* translated type name, or NULL */
	const char *da_desc;	/* provider's description of the argument (-lv) */
	const char *da_error;	/* why the argument cannot be read, or NULL */
	int da_argno;		/* da_xlate: the native argument (argN) that
				   args[da_index] translates */
} dt_argdesc_t;

typedef struct dt_provimpl {
	const char *name;
	int irq;			/* its programs run in interrupt context */
	dtrace_attribute_t attr_probe;	/* stability of the probes' names */
	dtrace_attribute_t attr_args;	/* ... and of their arguments */
	/* Check a probe description as it is parsed, and rewrite aliases in
	   it to canonical names; errors are compile errors (xyerror).
	   Optional (pid: the process, the probe name, a.out and libc). */
	void (*pdesc)(dtrace_hdl_t *dtp, dtrace_probedesc_t *pdp);
	/* Create this provider's static probes (at dtrace_open). */
	int (*populate)(dtrace_hdl_t *dtp);
	/* Create probes that could match pdp; return how many were created. */
	int (*provide)(dtrace_hdl_t *dtp, const dtrace_probedesc_t *pdp);
	/* A program per probe (dt_enabling.c): the trampoline that fills the
	   probe context, 0 or -1; the target it fires at (tgp comes zeroed
	   but for tg_pid -1 and tg_name; leave tg_kind DT_TARGET_NONE for a
	   probe without a program), 0 or -1; the activity states its
	   clauses run in (optional: DT_LINK_ACTIVE). */
	int (*trampoline)(dtrace_hdl_t *dtp, struct dt_probe *prp,
	    dt_irlist_t *dlp, uint32_t exitlbl);
	int (*target)(dtrace_hdl_t *dtp, struct dt_probe *prp,
	    struct dt_target *tgp);
	int (*when)(const struct dt_probe *prp);
	/* Or programs shared by probes: build, load and attach the programs
	   of these enabled probes (all of this implementation's, in id
	   order; maybe none); with fp, only print the programs (-S) and load
	   nothing.  Called again while tracing when more probes have been
	   enabled: then only add what is new.  0 or -1 with the handle's
	   error set. */
	int (*enable)(dtrace_hdl_t *dtp, struct dt_probe **probes, int n, FILE *fp);
	/* Detach and unload everything enable() made. */
	void (*disable)(dtrace_hdl_t *dtp, struct dt_probe **probes, int n);
	/* How many entries enable() will put into the (tgid, cookie)
	   dispatch map (DT_MAP_PROVIDER) for these probes.  The first
	   enable() of a provider that uses the map creates it, sized for
	   what every provider said (dt_enable_all()).  Optional. */
	uint64_t (*dispatch_need)(dtrace_hdl_t *dtp, struct dt_probe **probes,
	    int n);
	/* Process pid changed its mappings while traced (dlopen): create
	   probes for what it maps now, which dt_maps_get() gives (just read
	   again).  Optional. */
	void (*update)(dtrace_hdl_t *dtp, pid_t pid);
	/* Describe the probe's arguments (-lv, args[]). */
	int (*probe_info)(dtrace_hdl_t *dtp, const struct dt_probe *prp,
	    int *argcp, dt_argdesc_t **argvp);
	/* The stability of this probe where it is not attr_probe and
	   attr_args (a D provider definition's #pragma).  Optional. */
	void (*probe_attr)(dtrace_hdl_t *dtp, const struct dt_probe *prp,
	    dtrace_attribute_t *probe, dtrace_attribute_t *args);
	/* One line of provider-specific detail for -lv, or NULL. */
	const char *(*probe_extra)(dtrace_hdl_t *dtp, const struct dt_probe *prp);
	void (*probe_destroy)(dtrace_hdl_t *dtp, void *datap);
	/* Free a provider's pv_data (dtrace_close). */
	void (*provider_destroy)(dtrace_hdl_t *dtp, void *datap);
	/* A provider this system cannot have (fbt without kprobes or
	   fentry): why not, or NULL if it is there.  Optional. */
	const char *(*absent)(dtrace_hdl_t *dtp);
} dt_provimpl_t;

typedef struct dt_provider {
	char pv_name[DTRACE_PROVNAMELEN];
	const dt_provimpl_t *pv_impl;
	void *pv_data;
	struct dt_provider *pv_next;
	struct dt_provider *pv_hnext;	/* hash chain by name (dt_probeidx.c) */
	struct dt_probe *pv_probes;	/* its probes, in id order ... */
	struct dt_probe *pv_ptail;	/* ... and the last of them */
} dt_provider_t;

typedef struct dt_probe {
	dtrace_probedesc_t pr_desc;	/* pr_desc.id is the probe id */
	dt_provider_t *pr_prov;
	void *pr_data;			/* provider's per-probe data */
	struct dt_stmt **pr_stmts;	/* clauses enabled on this probe, in order */
	int pr_nstmts, pr_stmtsz;	/* used and allocated */
	int pr_named;			/* its names are in the probes map */
	struct dt_penabled *pr_enabled;	/* its program and attachment, if the
					   framework made them (dt_enabling.c) */
	struct dt_probe *pr_hnext;	/* hash chain by full name */
	struct dt_probe *pr_nnext;	/* name index chain (dt_probeidx.c) */
	struct dt_probe *pr_pnext;	/* next probe of its provider */
} dt_probe_t;

typedef int dt_probe_iter_f(dtrace_hdl_t *, dt_probe_t *, void *);

/* The providers built into libdtrace, in the order they are registered. */
extern const dt_provimpl_t dt_dtrace;
extern const dt_provimpl_t dt_stapsdt;
extern const dt_provimpl_t dt_profile;
extern const dt_provimpl_t dt_pid;
extern const dt_provimpl_t dt_syscall;
extern const dt_provimpl_t dt_sdt;
extern const dt_provimpl_t dt_fbt;
extern const dt_provimpl_t dt_io;
extern const dt_provimpl_t dt_proc;
extern const dt_provimpl_t dt_sched;
extern const dt_provimpl_t dt_rawtp;
extern const dt_provimpl_t dt_cpc;

extern int dt_provider_init(dtrace_hdl_t *dtp);	/* register and populate */
extern void dt_provider_fini(dtrace_hdl_t *dtp);
extern dt_provider_t *dt_provider_create(dtrace_hdl_t *dtp, const char *name,
    const dt_provimpl_t *impl, void *data);
extern dt_provider_t *dt_provider_lookup(dtrace_hdl_t *dtp, const char *name);
/* If no provider of the exact name prv exists (once providers were asked
   to provide), the message that says so, else NULL (see dt_provider.c). */
extern const char *dt_provider_missing(dtrace_hdl_t *dtp, const char *prv,
    char *buf, size_t len);
extern dt_probe_t *dt_probe_insert(dtrace_hdl_t *dtp, dt_provider_t *pvp,
    const char *mod, const char *fun, const char *name, void *data);
extern dt_probe_t *dt_probe_lookup_id(dtrace_hdl_t *dtp, dtrace_id_t id);
extern dt_probe_t *dt_probe_by_id(dtrace_hdl_t *dtp, dtrace_id_t id);
/* Call func for every probe that matches pdp (globs); providers are asked to
   provide first.  Returns the number of matches, or -1 if func failed. */
extern int dt_probe_iter(dtrace_hdl_t *dtp, const dtrace_probedesc_t *pdp,
    dt_probe_iter_f *func, void *arg);
/* The same without asking providers to provide first. */
extern int dt_probe_iter_noprovide(dtrace_hdl_t *dtp,
    const dtrace_probedesc_t *pdp, dt_probe_iter_f *func, void *arg);
/* Ask the providers that create probes on demand to provide for pdp. */
extern void dt_probe_provide(dtrace_hdl_t *dtp, const dtrace_probedesc_t *pdp);
extern int dt_probe_iter_since(dtrace_hdl_t *, const dtrace_probedesc_t *,
    uint32_t, dt_probe_iter_f *, void *);
extern int dt_probe_match(const dt_probe_t *prp, const dtrace_probedesc_t *pdp);

/* The indexes (dt_probeidx.c): probes by name and by provider, providers
   by name. */
extern int dt_probe_field_exact(const char *s);
extern void dt_probe_index_add(dtrace_hdl_t *dtp, dt_probe_t *prp);
extern int dt_probe_index_iter(dtrace_hdl_t *dtp, const dtrace_probedesc_t *pdp,
    dt_probe_iter_f *func, void *arg, int *matchesp);
extern void dt_provider_index_add(dtrace_hdl_t *dtp, dt_provider_t *pvp);
extern void dt_probe_index_fini(dtrace_hdl_t *dtp);

#endif /* _DT_PROVIDER_H */
