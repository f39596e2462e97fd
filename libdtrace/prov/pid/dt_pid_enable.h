/*
 * dt_pid_enable.h: the pid provider's probes and their firing side (see
 * dt_pid_enable.c), shared by dt_prov_pid.c (naming, discovery) and
 * dt_pid_enable.c (programs, links).
 */
#ifndef _DT_PID_ENABLE_H
#define _DT_PID_ENABLE_H

#include <stdio.h>
#include <sys/types.h>
#include "dt_impl.h"
#include "dt_provider.h"

/*
 * A probe's data (pr_data).  Its sites: the function's first instruction
 * (entry), the instruction (offset), or its return sites at pp_rets[]
 * from pp_off (return; negative in a cold part placed before the entry).
 * A probe with pp_nosite has none that may be probed (dt_pid_sites.c) and
 * is never attached; pp_note says why, or (without pp_nosite) which of
 * its sites are left out.  dt_pid_enable.c reports the note once.
 * pp_move is the cheaper site of dt_pid_place.c, from pp_off: an entry
 * probe's first emulated instruction (0: none), a return probe's
 * uretprobe site (-1: none, pp_nomove says why); a probe whose clauses
 * allow it is placed there (pp_placed, decided when it is enabled).
 * pp_movesp is what the instructions an entry probe moves past subtract
 * from %rsp (0: none; then a return probe's uretprobe may share the
 * site).
 */
typedef struct dt_pid_probe {
	pid_t pp_pid;
	int pp_kind;			/* DT_PID_ENTRY, _RETURN or _INSN */
	int pp_live;			/* in a link (dt_pid_enable.c) */
	int pp_nosite;			/* no site: never attached */
	int pp_reported;		/* its note was reported */
	char *pp_note;			/* "has no safe site: ...", or NULL */
	int pp_placed;			/* at pp_move (a uretprobe, if return) */
	int32_t pp_move;		/* the cheaper site, from pp_off */
	int32_t pp_movesp;		/* entry: %rsp moved down by that */
	const char *pp_nomove;		/* return: why no uretprobe (static) */
	uint64_t pp_off;		/* file offset of the function */
	char pp_path[96];		/* /proc/PID/map_files/RANGE */
	uint32_t pp_nrets;		/* return: its sites */
	int32_t pp_rets[];		/* ... at these offsets from pp_off */
} dt_pid_probe_t;

/* The kinds of probe (pp_kind). */
#define DT_PID_ENTRY	0
#define DT_PID_RETURN	1
#define DT_PID_INSN	2
/* A program's kind only: return probes placed as uretprobes. */
#define DT_PID_URET	3

/* What is attached while tracing: opaque, dt_pid_enable.c's. */
typedef struct dt_pid_live dt_pid_live_t;

/*
 * The provider's enable and disable (dt_provimpl_t): *livep holds the
 * programs and links between them.  Disable with reset while the probes
 * exist (they may be enabled again), without when they may be gone.
 */
extern int dt_pid_live_enable(dtrace_hdl_t *dtp, dt_pid_live_t **livep,
    dt_probe_t **probes, int n, FILE *fp);
/* The dispatch entries enabling these probes needs (dt_provimpl_t). */
extern uint64_t dt_pid_dispatch_need(dtrace_hdl_t *dtp, dt_probe_t **probes,
    int n);
extern void dt_pid_live_disable(dtrace_hdl_t *dtp, dt_pid_live_t **livep,
    int reset);

#endif /* _DT_PID_ENABLE_H */
