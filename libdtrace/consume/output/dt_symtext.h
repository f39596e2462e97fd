/*
 * dt_symtext.h: the text of symbol and stack records (sym(), usym(),
 * stack(), ustack() ...), for every output format and for printf()'s %a,
 * %A and %k (dt_symtext.c).  p points at the record's bytes (data +
 * dtrd_offset, or an aggregation key element).
 */
#ifndef _DT_SYMTEXT_H
#define _DT_SYMTEXT_H

#include <stdio.h>
#include "dt_impl.h"

/* Room for the text of one symbol or frame. */
#define DT_SYMTEXT_MAX	(PATH_MAX * 2)

/* Each frame of a stack record: fn(arg, pc, text); fn's < 0 stops (returned). */
typedef int dt_frame_f(void *arg, uint64_t pc, const char *text);
extern int dt_stack_iter(dtrace_hdl_t *dtp, const dt_recdesc_t *rec,
    const char *p, dt_frame_f *fn, void *arg);
/* A stack record: a newline, then fmt per frame after indent spaces. */
extern int dt_print_stack(dtrace_hdl_t *dtp, FILE *fp, const char *fmt,
    int indent, const dt_recdesc_t *rec, const char *p);
/* Is the DT_RF_SYM record a stack (stack(), ustack(), jstack())? */
extern int dt_sym_isstack(const dt_recdesc_t *rec);
/* The text of a symbolic address record (sym(), usym() ...). */
extern void dt_sym_str(dtrace_hdl_t *dtp, const dt_recdesc_t *rec, const char *p,
    char *buf, size_t len);
/* An aggregation key element made by sym(), usym() ...: to its symbol's start. */
extern void dt_sym_key_normalize(dtrace_hdl_t *dtp, const dt_recdesc_t *rec,
    char *p);

#endif /* _DT_SYMTEXT_H */
