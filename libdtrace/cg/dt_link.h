/*
 * dt_link.h: assembling BPF programs from a prologue, a provider's
 * trampoline and the compiled clauses, resolving labels and relocations.
 */
#ifndef _DT_LINK_H
#define _DT_LINK_H

#include <stdio.h>
#include "dt_impl.h"

/* Compute scratch memory region offsets from every compiled statement. */
extern void dt_link_layout(dtrace_hdl_t *dtp);
/* Zero a region of scratch memory (clobbers r0-r5). */
extern void dt_link_zero(dtrace_hdl_t *dtp, dt_irlist_t *dlp, dt_memregion_t region);
/* Assembling a program: start (prologue), the provider's trampoline,
   clauses, finish (epilogue, resolve; print with fp != NULL, for -S). */
extern void dt_link_start(dtrace_hdl_t *dtp, dt_irlist_t *dlp,
    uint32_t *exitlblp);
/* dt_link_start() for a program that runs in interrupt context (irq). */
extern void dt_link_start_ctx(dtrace_hdl_t *dtp, dt_irlist_t *dlp,
    uint32_t *exitlblp, int irq);
/* ... with a pre-check before the prologue (r1: the context, kept; it
   returns 0 from the program for firings none of its probes want). */
extern void dt_link_start_pre(dtrace_hdl_t *dtp, dt_irlist_t *dlp,
    uint32_t *exitlblp, int irq, void (*pre)(void *, dt_irlist_t *),
    void *arg);
/* Call a user memory read helper, faulting pages in where sleepable. */
extern void dt_link_ucopy(dtrace_hdl_t *dtp, dt_irlist_t *dlp, int helper);
extern int dt_link_clauses(dtrace_hdl_t *dtp, dt_irlist_t *dlp,
    dt_stmt_t *const *stmts, int n, int when);
/* When dt_link_clauses()'s clauses run (the activity state, dt_cg.h). */
#define DT_LINK_ACTIVE	0	/* while tracing is active */
#define DT_LINK_ALWAYS	1	/* in any state (END, ERROR) */
#define DT_LINK_WARMUP	2	/* before tracing is active (BEGIN) */
extern int dt_link_finish(dtrace_hdl_t *dtp, dt_irlist_t *dlp, uint32_t exitlbl,
    const char *title, struct bpf_insn **insnsp, uint32_t *ninsnsp, FILE *fp);

/* BPF disassembler (dt_dis.c), for -S. */
extern void dt_dis_insn(FILE *fp, uint32_t idx, const struct bpf_insn *insn,
    const char *comment);
extern void dt_dis_program(FILE *fp, const char *title,
    const struct bpf_insn *insns, uint32_t n);

#endif /* _DT_LINK_H */
