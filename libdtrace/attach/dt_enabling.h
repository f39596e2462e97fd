/*
 * dt_enabling.h: the provider framework: from enabled probes to attached
 * BPF programs (see dt_enabling.c).
 *
 * A provider says what is its own; the framework does the rest:
 *
 *   provider (dt_provimpl_t)             framework (dt_enabling.c)
 *   ------------------------             -------------------------
 *   trampoline: fill the probe context   program: prologue, trampoline,
 *     (probe id, arguments)                clauses, epilogue (dt_link.c)
 *   target: where the program fires      load it (the program type the
 *     (uprobes, a perf event per CPU,      target needs), attach it, and
 *     a kernel tracepoint)
 *   when: which activity states its        detach it in the batched close
 *     clauses run in                       when tracing stops
 *
 * A provider whose probes share programs (stapsdt: one program per object
 * file, for every process and every probe whose sites are in it) supplies
 * enable/disable itself and uses the same pieces: dt_prog_build(), with
 * the clause sets of dt_csets.h, the dispatch of dt_dispatch.h and the
 * links of dt_sites.h.
 */
#ifndef _DT_ENABLING_H
#define _DT_ENABLING_H

#include <stdint.h>
#include <stdio.h>
#include <linux/limits.h>
#include <linux/perf_event.h>
#include "dt_impl.h"

/* Where a program fires. */
typedef enum dt_target_kind {
	DT_TARGET_NONE = 0,	/* nowhere: the probe has no program (ERROR) */
	DT_TARGET_UPROBE,	/* uprobes at offsets of a file */
	DT_TARGET_PERF,		/* a perf event on every online CPU, or one */
	DT_TARGET_BTFTP,	/* a kernel tracepoint, BTF-typed (tp_btf) */
	DT_TARGET_RAWTP,	/* a kernel tracepoint, untyped (raw_tp) */
	DT_TARGET_RUN		/* none: dtrace runs the program itself, in
				   its own thread (dt_target_run()) */
} dt_target_kind_t;

#define DT_TARGET_INLINE	1	/* offsets a target holds itself */

typedef struct dt_target {
	dt_target_kind_t tg_kind;
	/* DT_TARGET_UPROBE */
	char tg_path[PATH_MAX];		/* the file (a map_files link works) */
	uint32_t tg_n;			/* offsets */
	const uint64_t *tg_offs;	/* file offsets */
	const uint64_t *tg_refs;	/* semaphore file offsets (0: none), or NULL */
	const uint64_t *tg_cookies;	/* bpf_get_attach_cookie() values, or NULL */
	pid_t tg_pid;			/* the one process, or -1: every process */
	uint64_t tg_off;		/* storage for a single offset (tg_offs) */
	int tg_return;			/* uretprobes: fire when the function
					   at each offset returns */
	int tg_mayrefuse;		/* sites the kernel refuses (an
					   instruction it cannot probe) are
					   left out, even all of them */
	/* DT_TARGET_PERF */
	struct perf_event_attr tg_perf;
	int tg_onecpu;			/* the first online CPU only */
	/* DT_TARGET_BTFTP */
	uint32_t tg_btf_id;		/* vmlinux BTF id of btf_trace_<name> */
	/* DT_TARGET_RAWTP */
	const char *tg_tpname;		/* the tracepoint's name */
	const char *tg_name;		/* for messages ("profile:::tick-1") */
} dt_target_t;

/* What dt_target_attach() attached: closed by dt_target_detach(). */
typedef struct dt_attach dt_attach_t;

/* A program to build: the trampoline and clauses of one probe or more. */
typedef struct dt_progspec {
	const char *ps_title;		/* -S title */
	const char *ps_name;		/* BPF program name (NULL: the title) */
	dt_target_kind_t ps_kind;	/* what it attaches to (its BPF type) */
	uint32_t ps_btf_id;		/* DT_TARGET_BTFTP: tg_btf_id */
	int ps_irq;			/* runs in interrupt context */
	/* the provider's part: fill the probe context; 0 or -1 */
	int (*ps_tramp)(dtrace_hdl_t *dtp, void *arg, dt_irlist_t *dlp,
	    uint32_t exitlbl);
	void *ps_arg;
	/* optional: code before the prologue (dt_link_start_pre()) */
	void (*ps_precheck)(void *arg, dt_irlist_t *dlp);
	struct dt_stmt *const *ps_stmts;	/* clauses (none: the trampoline
						   appends its own) */
	int ps_nstmts;
	int ps_when;			/* DT_LINK_ACTIVE ... (dt_link.h) */
} dt_progspec_t;

/*
 * Build, and unless fp (-S: print it) load, a program: its fd in *fdp
 * (-1 with fp).  0 or -1 with the handle's error set.
 */
extern int dt_prog_build(dtrace_hdl_t *dtp, const dt_progspec_t *psp,
    FILE *fp, int *fdp);
/* Attach progfd to a target: NULL with the handle's error set on failure. */
extern dt_attach_t *dt_target_attach(dtrace_hdl_t *dtp, int progfd,
    const dt_target_t *tgp);
/* Detach (through the batched close while one is open) and free. */
extern void dt_target_detach(dt_attach_t *atp);
/*
 * Fire a probe whose target is DT_TARGET_RUN: run its program once, now,
 * in this thread.  1 if it ran, 0 if the probe has no such program (not
 * enabled, or a uprobe), -1 with the handle's error set.
 */
extern int dt_enabling_run(dtrace_hdl_t *dtp, struct dt_probe *prp);
/*
 * The sites of an attachment that the kernel refused (an instruction it
 * cannot probe: left out of the uprobe link, the others attached): how
 * many (0 for an attachment that is no uprobe link), and the i-th one's
 * index in tg_offs, with the reason in words in *whyp.
 */
extern uint32_t dt_target_nrefused(const dt_attach_t *atp);
extern uint32_t dt_target_refused(const dt_attach_t *atp, uint32_t i,
    const char **whyp);

/*
 * The framework's enable and disable for providers with a program per
 * probe (dt_provimpl_t trampoline/target/when); dt_program.c calls them
 * for every provider that has no enable/disable of its own.
 */
extern int dt_enabling_enable(dtrace_hdl_t *dtp, const struct dt_provimpl *pip,
    struct dt_probe **probes, int n, FILE *fp);
extern void dt_enabling_disable(dtrace_hdl_t *dtp,
    const struct dt_provimpl *pip, struct dt_probe **probes, int n);
/* Free a probe's enabling state (probe destruction). */
extern void dt_enabling_free(dtrace_hdl_t *dtp, struct dt_probe *prp);

#endif /* _DT_ENABLING_H */
