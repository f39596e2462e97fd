/*
 * dt_cook_printf.h: D's printf() formats at compile time (dt_cook_printf.c).
 *
 * dt_printf_create() parses a format once into conversions (flags, width,
 * precision, size prefix, conversion character); dt_printf_validate()
 * checks each conversion against the D type of its argument (the errors
 * DTrace gives: D_PRINTF_ARG_TYPE, D_PRINTF_ARG_PROTO ...) and tells the code
 * generator how to record each argument.  The consumer prints with the
 * parsed format (dt_printf.h).
 */
#ifndef _DT_COOK_PRINTF_H
#define _DT_COOK_PRINTF_H

#include "dt_impl.h"

typedef struct dt_pfargv dt_pfargv_t;

extern dt_pfargv_t *dt_printf_create(dtrace_hdl_t *dtp, const char *fmt);
extern void dt_printf_destroy(dt_pfargv_t *pfv);
/*
 * Check the cooked argument list against the format; errors go through
 * dnerror(dnp, ...) where dnp is the printf call.  `func` is "printf" or
 * "printa" for messages.
 */
extern void dt_printf_validate(dtrace_hdl_t *dtp, const dt_pfargv_t *pfv,
    const dt_node_t *dnp, const dt_node_t *args, const char *func);
/* printa( "format", @a ...): check the format against @a's keys and value. */
extern void dt_printa_validate(dtrace_hdl_t *dtp, const dt_pfargv_t *pfv,
    const dt_node_t *dnp, const dt_aggdesc_t *agp);

#endif /* _DT_COOK_PRINTF_H */
