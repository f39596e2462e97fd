/*
 * dt_printf.h: D's printf() formats applied in user space to the data a
 * record carries (dt_printf.c).  The formats were parsed and checked at
 * compile time (dt_cook_printf.h).
 */
#ifndef _DT_PRINTF_H
#define _DT_PRINTF_H

#include <stdio.h>
#include "dt_impl.h"
#include "dt_pfmt.h"

/*
 * Print the format with argument values taken from nrecs records of
 * data (record offsets are relative to data).  Returns the number of bytes
 * printed, or -1 on an output error.
 */
extern int dt_printf_format(dtrace_hdl_t *dtp, FILE *fp, const dt_pfargv_t *pfv,
    const dt_recdesc_t *recs, int nrecs, const char *data);

/*
 * printa(): the records are an entry's keys, and the i-th %@ conversion
 * takes the value of the i-th aggregation printed (the last one for any
 * beyond).  pa_value() gives that value in *valp (*sgnp: formatted as
 * signed by %d) to be divided by *normalp (normalize()) as the conversion
 * divides, and returns 0; or prints it itself (a histogram) and returns 1;
 * or returns -1 on an output error.
 */
typedef struct dt_pfagg {
	int (*pa_value)(struct dt_pfagg *pa, int i, FILE *fp, uint64_t *valp,
	    int *sgnp, uint64_t *normalp);
	int pa_naggs;		/* aggregations being printed */
	int pa_next;		/* the next %@ conversion's: set to 0 per entry */
} dt_pfagg_t;

extern int dt_printa_format(dtrace_hdl_t *dtp, FILE *fp, const dt_pfargv_t *pfv,
    const dt_recdesc_t *recs, int nrecs, const char *data, dt_pfagg_t *pa);

/* The text dt_printa_format() makes (pa NULL: dt_printf_format()'s), in
   a malloc'd string of *lenp bytes (lenp may be NULL); NULL on failure. */
extern char *dt_printa_str(dtrace_hdl_t *dtp, const dt_pfargv_t *pfv,
    const dt_recdesc_t *recs, int nrecs, const char *data, dt_pfagg_t *pa,
    size_t *lenp);

#endif /* _DT_PRINTF_H */
