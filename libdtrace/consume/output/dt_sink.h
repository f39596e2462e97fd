/*
 * dt_sink.h: output sinks.  The consumer (dt_consume.c, dt_aggregate.c)
 * decodes each record by its description, and each aggregation printout
 * into entries, and hands them to the sink that the oformat option chose
 * when tracing started (dt_consume_sink(), the one place that looks at
 * the option): dt_sink_text.c prints DTrace's text, dt_sink_json.c JSON
 * Lines (doc/oformat.md).  A sink only writes: what the records do
 * (exit(), setopt(), the actions on aggregations, system(), freopen()),
 * the messages on stderr and the output's errors stay the consumer's.
 *
 * A value is handed over as its record description and the bytes it
 * describes (data + rec->dtrd_offset): integers by size and sign, strings
 * up to their NUL, stacks and symbols (dt_symtext.h has their text).  The
 * helpers below the sinks serve every format: dt_printf.h (the text of
 * printf() and printa() formats), dt_aggval.h (what an aggregation value
 * is), dt_aggtext.h (histograms), dt_symtext.h (symbols and stacks).
 *
 * Every operation returns < 0 on an output error (errno says which, or is
 * 0 for EIO) and 0 otherwise; fp is the output.  A sink keeps its state in
 * dtp->dt_sinkdata (dt_sink_data()).
 *
 * Adding a format: one file, dt_sink_NAME.c, that defines a dt_sink_t
 * with every operation, declared here; dt_consume_sink() chooses it for
 * its oformat value (dt_options.c).
 */
#ifndef _DT_SINK_H
#define _DT_SINK_H

#include <stdio.h>
#include <stdlib.h>
#include "dt_impl.h"
#include "dt_pfmt.h"
#include "dt_aggval.h"

/*
 * An aggregation printout: printa()'s, of ap_n aggregations in one
 * record; or, at exit, one for each aggregation printa() has not printed
 * (ap_exit).
 */
typedef struct dt_aggprint {
	const uint32_t *ap_ids;		/* the aggregations, in printa()'s order */
	int ap_n;
	const dt_pfargv_t *ap_format;	/* printa()'s format, or NULL */
	int ap_exit;			/* the printout at exit */
} dt_aggprint_t;

typedef struct dt_sink {
	const char *sk_name;		/* the oformat option's value */

	/*
	 * A clause's record: begin (the probe that fired, its CPU), an item
	 * per action, end (ok: begin and every item went well).
	 */
	int (*sk_rec_begin)(dtrace_hdl_t *dtp, FILE *fp,
	    const dtrace_probedesc_t *pd, const struct dt_rec_hdr *hdr);
	int (*sk_rec_end)(dtrace_hdl_t *dtp, FILE *fp, int ok);

	/* trace(): the value rec describes. */
	int (*sk_trace)(dtrace_hdl_t *dtp, FILE *fp, const dt_recdesc_t *rec,
	    const char *data);
	/* printf(): rec is the format's record (dtrd_format), rec[1 ..
	   dtrd_arg] its arguments. */
	int (*sk_printf)(dtrace_hdl_t *dtp, FILE *fp, const dt_recdesc_t *rec,
	    const char *data);
	/* tracemem(): the n bytes to show. */
	int (*sk_tracemem)(dtrace_hdl_t *dtp, FILE *fp, const unsigned char *buf,
	    size_t n);
	/* stack(), ustack(), sym(), usym() ...: a DT_RF_SYM record. */
	int (*sk_sym)(dtrace_hdl_t *dtp, FILE *fp, const dt_recdesc_t *rec,
	    const char *data);
	/* print(): the record cut at size bytes (a pointer's 8-byte address,
	   then the object; dtrd_arg is its D type). */
	int (*sk_print)(dtrace_hdl_t *dtp, FILE *fp, const dt_recdesc_t *rec,
	    const char *data, size_t size);
	/* exit(status). */
	int (*sk_exit)(dtrace_hdl_t *dtp, FILE *fp, int32_t status);

	/* An aggregation printout: begin, an entry per key (key's keys, then
	   the values of ents[0 .. ap_n)), end. */
	int (*sk_agg_begin)(dtrace_hdl_t *dtp, FILE *fp, const dt_aggprint_t *ap);
	int (*sk_agg_entry)(dtrace_hdl_t *dtp, FILE *fp, const dt_aggprint_t *ap,
	    const dt_aggent_t *key, const dt_aggent_t *const *ents);
	int (*sk_agg_end)(dtrace_hdl_t *dtp, FILE *fp, const dt_aggprint_t *ap);

	/*
	 * A run-time fault (pd: its probe, or NULL; fault: its name; msg:
	 * the message stderr shows) and lost data (kind, as "drop"; count
	 * new, total so far), which the consumer reports on stderr: what
	 * the output shows of them too.
	 */
	int (*sk_fault)(dtrace_hdl_t *dtp, FILE *fp, const dtrace_probedesc_t *pd,
	    const struct dt_fault_rec *fr, const char *fault, const char *msg);
	int (*sk_drop)(dtrace_hdl_t *dtp, FILE *fp, const char *kind,
	    uint64_t count, uint64_t total, const char *msg);

	/* The handle goes: free what dtp->dt_sinkdata holds (the consumer
	   then frees the state itself). */
	void (*sk_fini)(dtrace_hdl_t *dtp);
} dt_sink_t;

/*
 * A sink's state: size bytes in dtp->dt_sinkdata, zeroed at first use.
 * Without memory, fallback stands in, so that printing goes on.
 */
static inline void *
dt_sink_data(dtrace_hdl_t *dtp, size_t size, void *fallback)
{
	if (dtp->dt_sinkdata == NULL)
		dtp->dt_sinkdata = calloc(1, size);
	return dtp->dt_sinkdata != NULL ? dtp->dt_sinkdata : fallback;
}

extern const dt_sink_t dt_sink_text;	/* DTrace's text (dt_sink_text.c) */
extern const dt_sink_t dt_sink_json;	/* JSON Lines (dt_sink_json.c) */

#endif /* _DT_SINK_H */
