/*
 * dt_sink_json_value.h: structured output (-x oformat=json): every record, error,
 * drop and aggregation printout as one JSON object a line (dt_sink_json.c;
 * typed print() values: dt_sink_json_value.c).  doc/oformat.md is the schema.
 */
#ifndef _DT_OFORMAT_H
#define _DT_OFORMAT_H

#include <stdio.h>
#include <json-c/json.h>
#include "dt_impl.h"

struct dt_aggent;

/* Is the output JSON (oformat=json)? */
extern int dt_oformat_json(dtrace_hdl_t *dtp);
extern void dt_oformat_fini(dtrace_hdl_t *dtp);

/* A clause's record: begin (probe identity), its actions' items, end (one
   line on fp; < 0 on an output error). */
extern void dt_oformat_begin(dtrace_hdl_t *dtp, const dtrace_probedesc_t *pd,
    uint32_t cpu);
extern int dt_oformat_end(dtrace_hdl_t *dtp, FILE *fp);
/* Add one item to the open record's "output" (taken over). */
extern void dt_oformat_item(dtrace_hdl_t *dtp, json_object *item);

/* Items of actions, added to the open record. */
extern int dt_oformat_trace(dtrace_hdl_t *dtp, const dt_recdesc_t *rec,
    const char *data);
extern int dt_oformat_printf(dtrace_hdl_t *dtp, const dt_recdesc_t *rec,
    const char *data);
extern int dt_oformat_sym(dtrace_hdl_t *dtp, const dt_recdesc_t *rec,
    const char *data);
extern int dt_oformat_tracemem(dtrace_hdl_t *dtp, const dt_recdesc_t *rec,
    const char *data);
extern void dt_oformat_exit(dtrace_hdl_t *dtp, int32_t status);
extern int dt_oformat_print(dtrace_hdl_t *dtp, const dt_recdesc_t *rec,
    const char *data, size_t size);

/* The JSON value of a record's data at base + dtrd_offset: integers typed,
   strings as valid UTF-8, stacks as frame lists, symbols as their text. */
extern json_object *dt_oformat_value(dtrace_hdl_t *dtp, const dt_recdesc_t *rec,
    const char *base);
/* A string of at most n bytes (up to a NUL), invalid UTF-8 replaced by
   U+FFFD. */
extern json_object *dt_oformat_string(const char *s, size_t n);

/* Aggregations: printa() opens a group for aggregations ids[0..n); each
   entry printed goes into the group of its aggregation (at exit, a group
   of another aggregation is written to fp first); end closes it: into the open record's output, or as a
   line of its own (the printout at exit). */
extern void dt_oformat_aggbegin(dtrace_hdl_t *dtp, const uint32_t *ids, int n);
extern void dt_oformat_aggent(dtrace_hdl_t *dtp, FILE *fp,
    const struct dt_aggent *key, const struct dt_aggent *const *ents, int n,
    const char *message);
extern int dt_oformat_aggend(dtrace_hdl_t *dtp, FILE *fp);

/* A fault (errors) or lost data (drops), as a line of its own. */
extern int dt_oformat_fault(dtrace_hdl_t *dtp, FILE *fp,
    const struct dt_fault_rec *fr, const char *msg);
extern int dt_oformat_drop(dtrace_hdl_t *dtp, FILE *fp, const char *kind,
    uint64_t count, uint64_t total, const char *msg);

/* dt_sink_json_value.c: a print() object as typed JSON. */
extern json_object *dt_oformat_typed(dtrace_hdl_t *dtp, ctf_id_t type,
    const char *data, size_t size);

#endif /* _DT_OFORMAT_H */
