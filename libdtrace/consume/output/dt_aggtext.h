/*
 * dt_aggtext.h: aggregation values as DTrace's text shows them where a
 * format asks for it: histograms, and printa() formats (dt_aggtext.c).
 */
#ifndef _DT_AGGTEXT_H
#define _DT_AGGTEXT_H

#include <stdio.h>
#include "dt_impl.h"
#include "dt_pfmt.h"
#include "dt_aggval.h"

/* A quantize(), lquantize() or llquantize() value v, counts divided by
   normal: the histogram's lines; < 0 on an output error. */
extern int dt_aggtext_hist(FILE *fp, const dt_aggdesc_t *agd, const int64_t *v,
    uint64_t normal);
/* The format with the keys of key and the values of ents[0..n). */
extern int dt_aggtext_format(dtrace_hdl_t *dtp, FILE *fp, const dt_pfargv_t *pfv,
    const dt_aggent_t *key, const dt_aggent_t *const *ents, int n);
/* The same text in a malloc'd string, or NULL. */
extern char *dt_aggtext_str(dtrace_hdl_t *dtp, const dt_pfargv_t *pfv,
    const dt_aggent_t *key, const dt_aggent_t *const *ents, int n);

#endif /* _DT_AGGTEXT_H */
