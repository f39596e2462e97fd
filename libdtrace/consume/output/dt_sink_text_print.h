/*
 * dt_sink_text_print.h: the text sink's print(), a typed dump of an object
 * (dt_sink_text_print.c).
 */
#ifndef _DT_SINK_TEXT_PRINT_H
#define _DT_SINK_TEXT_PRINT_H

#include <stdio.h>
#include "dt_impl.h"

/* Print a print() record (the address if `addr`, then the object's bytes)
   of D type `type`; < 0 on an output error. */
extern int dt_print_typed(dtrace_hdl_t *dtp, FILE *fp, ctf_dict_t *ctfp, ctf_id_t type,
    const char *data, size_t size, int addr);

#endif /* _DT_SINK_TEXT_PRINT_H */
