/*
 * dt_link.h: linking a probe's BPF program from the provider's trampoline
 * and the compiled clauses, resolving labels and relocations, and loading it.
 */
#ifndef _DT_LINK_H
#define _DT_LINK_H

#include <stdio.h>
#include "dt_impl.h"

/* Compute scratch memory region offsets from every compiled statement. */
extern void dt_link_layout(dtrace_hdl_t *dtp);
/* Put an enabled probe's names in the string table (before the maps exist). */
extern void dt_link_probe_strings(dtrace_hdl_t *dtp, const dt_probe_t *prp);
/* Build the program of probe prp into *insnsp (malloc'd); returns the count
   or -1.  With fp != NULL also print it (-S). */
extern int dt_link_probe(dtrace_hdl_t *dtp, dt_probe_t *prp,
    struct bpf_insn **insnsp, uint32_t *ninsnsp, FILE *fp);

/* BPF disassembler (dt_dis.c), for -S. */
extern void dt_dis_insn(FILE *fp, uint32_t idx, const struct bpf_insn *insn,
    const char *comment);
extern void dt_dis_program(FILE *fp, const char *title,
    const struct bpf_insn *insns, uint32_t n);

#endif /* _DT_LINK_H */
