/*
 * dt_sink_json_value.h: JSON values of the JSON sink (dt_sink_json.c)
 * that take more than one json-c call (dt_sink_json_value.c).  Only the
 * JSON sink's files see json-c.
 */
#ifndef _DT_SINK_JSON_VALUE_H
#define _DT_SINK_JSON_VALUE_H

#include <json-c/json.h>
#include "dt_impl.h"

/* A string of at most n bytes (up to a NUL), invalid UTF-8 replaced by
   U+FFFD. */
extern json_object *dt_json_string(const char *s, size_t n);
/* A print() object of D type `type`, size bytes of it at data. */
extern json_object *dt_json_typed(dtrace_hdl_t *dtp, ctf_dict_t *ctfp, ctf_id_t type,
    const char *data, size_t size);

#endif /* _DT_SINK_JSON_VALUE_H */
