/*
 * dt_cg.h: the code generator: cooked clauses to BPF instructions.
 *
 * dt_cg_clause() compiles one clause (predicate and actions) into the
 * statement's instruction list and fills in the layout of the records the
 * clause produces.  The code assumes the frame of dt_dctx.h: r9 holds the
 * scratch memory base, fp-8 the probe context; the predicate's false branch
 * and the end of the clause fall through to whatever dt_link.c puts after it.
 */
#ifndef _DT_CG_H
#define _DT_CG_H

#include "dt_impl.h"

extern void dt_cg_clause(dtrace_hdl_t *dtp, dt_stmt_t *stp);
/* Standard prologue (scratch memory lookup) and epilogue (return 0). */
extern void dt_cg_prologue(dtrace_hdl_t *dtp, dt_irlist_t *dlp, uint32_t exitlbl);
extern void dt_cg_epilogue(dtrace_hdl_t *dtp, dt_irlist_t *dlp, uint32_t exitlbl);
/* Jump to skiplbl unless tracing is active (exit() was not called). */
extern void dt_cg_activity_check(dtrace_hdl_t *dtp, dt_irlist_t *dlp, uint32_t skiplbl);

/* The global variable map's fixed part: counters shared with user space. */
#define DT_GVAR_DROPS		0	/* u64: records dropped */
#define DT_GVAR_ACTIVITY	8	/* u64: 0 inactive, 1 active, 2 draining */
#define DT_GVAR_FIXED		16

#endif /* _DT_CG_H */
