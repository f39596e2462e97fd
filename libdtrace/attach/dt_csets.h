/*
 * dt_csets.h: the clause sets of a shared program, a service of the
 * provider framework beside "one program per probe" (dt_enabling.h), for
 * the providers whose one program serves many probes: stapsdt (a program
 * per object file), pid (a program per kind and clause set), syscall (a
 * program per direction).  See dt_csets.c.
 *
 * A clause set is what one firing runs: the clauses of the probe in each
 * slot, slot after slot (a site where two probes are enabled, such as
 * stapsdt's stapsdtPID:... and PROVIDERPID:..., has two slots).  Probes
 * that run the same clauses share one set, so a thousand processes running
 * one script, or every system call under syscall:::entry, need one copy of
 * its clauses.  The provider interns its probes (dt_csets_intern(): the
 * set's index), groups its sites by that index, puts the index where its
 * dispatch finds it (the dispatch entry, the syscall map), and lets the
 * service emit the compare chain that picks the set (dt_csets_emit()).
 */
#ifndef _DT_CSETS_H
#define _DT_CSETS_H

#include <stdint.h>
#include "dt_impl.h"
#include "dt_irlist.h"

#define DT_CSET_SLOTS	2	/* probes one firing can run (dispatch slots) */

/* One clause set: slot s runs cs_stmts[s] (a copy), if cs_used[s]. */
typedef struct dt_cset {
	int cs_used[DT_CSET_SLOTS];
	struct dt_stmt **cs_stmts[DT_CSET_SLOTS];
	int cs_nstmts[DT_CSET_SLOTS];
} dt_cset_t;

/* The sets of one program (or one provider's state): zeroed to start. */
typedef struct dt_csets {
	dt_cset_t **cs_sets;		/* each set stays where it is */
	int cs_n;
} dt_csets_t;

/*
 * The index of the set that runs the clauses of prps[0..nslots-1] (NULL
 * entries: empty slots; nslots <= DT_CSET_SLOTS), added if new; -1 with
 * the handle's error set.
 */
extern int dt_csets_intern(dtrace_hdl_t *dtp, dt_csets_t *csp,
    dt_probe_t *const *prps, int nslots);
/* The index of that set, or -1 if there is none. */
extern int dt_csets_find(const dt_csets_t *csp, dt_probe_t *const *prps,
    int nslots);
/* Set k (stable until dt_csets_free()). */
extern const dt_cset_t *dt_csets_get(const dt_csets_t *csp, int k);
/* The argN that the clauses of a set read (dt_stmt_t.st_argmask). */
extern uint32_t dt_cset_argmask(const dt_cset_t *cp);
extern void dt_csets_free(dt_csets_t *csp);

/*
 * The BPF code that runs the firing's set: the set index, a u32 at scratch
 * memory idxoff, picks it by a compare chain (the last set untested);
 * with pridoff >= 0, each slot first stores its probe id, the u32 at
 * pridoff + 4 * slot, as the firing's probe id.  The clauses run in the
 * activity states of when (dt_link.h); each set ends at exitlbl.
 */
extern int dt_csets_emit(dtrace_hdl_t *dtp, const dt_csets_t *csp,
    dt_irlist_t *dlp, int idxoff, int pridoff, int when, uint32_t exitlbl);

#endif /* _DT_CSETS_H */
