/*
 * dt_consume.h: the consumer: reads records from the BPF ring buffer,
 * does what their actions ask and hands what they print to the output
 * sink (dt_sink.h), and reports faults and drops.
 */
#ifndef _DT_CONSUME_H
#define _DT_CONSUME_H

#include <stdio.h>
#include "dt_impl.h"

struct dt_sink;

extern int dt_consume_init(dtrace_hdl_t *dtp);	/* after the ring buffer exists */
extern void dt_consume_fini(dtrace_hdl_t *dtp);
/* The output sink the oformat option chose (made at first use). */
extern const struct dt_sink *dt_consume_sink(dtrace_hdl_t *dtp);
/* Consume what is in the ring buffer now, waiting at most timeout_ms for
   data (0: do not wait).  Returns 0, or -1 on error. */
extern int dt_consume(dtrace_hdl_t *dtp, FILE *fp, int timeout_ms);
/* The most records one dt_consume() reads (dt_consume_nrecs says how many
   it did): under a flood it returns, so that its caller's checks run. */
#define DT_CONSUME_BUDGET	100000
/*
 * Stopping under a backlog.  After a stop request (a signal), dtrace_stop()
 * prints buffered records for DT_CONSUME_DRAIN_NS at most, and a second
 * request ends the drain at once: the records left are skipped and counted
 * as drops.  Long walks over aggregations (snapshot, sort, printing) ask
 * dt_consume_abort() as they go, and stop (EINTR) when it says so.
 */
#define DT_CONSUME_DRAIN_NS	1000000000ULL
extern int dt_consume_abort(dtrace_hdl_t *dtp);
/* After a stop request: is the drain's time up (or a second request in)? */
extern int dt_consume_late(dtrace_hdl_t *dtp);
extern void dt_consume_drain(dtrace_hdl_t *dtp, int on);
/* Remember err as the output's first write error (dtrace_output_errno());
   returns err. */
extern int dt_consume_outerr(dtrace_hdl_t *dtp, int err);
/* Flush fp, noting a write error.  Returns 0 or EOF. */
extern int dt_consume_flush(dtrace_hdl_t *dtp, FILE *fp);
/* printf() to stderr, after flushing what was printed so far. */
extern void dt_consume_warn(dtrace_hdl_t *dtp, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* DTrace's "dtrace: error on enabled probe ID S (ID P: prv:mod:fun:name): "
   for clause stid firing probe prid, then fmt. */
extern void dt_consume_error(dtrace_hdl_t *dtp, uint32_t stid, uint32_t prid,
    const char *fmt, ...) __attribute__((format(printf, 4, 5)));
/* A counter of losses now reads `total` and was *seenp when last reported:
   report the difference as DTrace does, "dtrace: N what[s]tail", after
   "[DTRACEDROP_tag] " with -x droptags. */
extern void dt_consume_report(dtrace_hdl_t *dtp, uint64_t *seenp,
    uint64_t total, const char *tag, const char *what, const char *tail);
/* The BPF side's drop counter now reads `total`: report the new drops as
   DTrace does ("dtrace: N drops on CPU c" on stderr) and remember total. */
extern void dt_consume_report_drops(dtrace_hdl_t *dtp, uint64_t total);
/* A record for the principal buffer: printed now, or held under bufpolicy
   fill and ring. */
extern void dt_consume_principal(dtrace_hdl_t *dtp, const void *data,
    size_t size);
/* Act on one record from the ring buffer (print it ...). */
extern void dt_consume_record(dtrace_hdl_t *dtp, const void *data, size_t size);
/* If the record holds an exit() action, note the status: tracing stops. */
extern void dt_consume_note_exit(dtrace_hdl_t *dtp, const void *data,
    size_t size);
/* Aggregation updates lost because the aggregation map was full. */
extern void dt_consume_report_aggdrops(dtrace_hdl_t *dtp, uint64_t total);
/* Thread-local / associative array stores lost (the map was full). */
extern void dt_consume_report_dyndrops(dtrace_hdl_t *dtp, uint64_t total);

/* dt_consume_act.c: system(), freopen() or ftruncate(), whose record is rec. */
extern int dt_consume_libact(dtrace_hdl_t *dtp, FILE *fp, const dt_recdesc_t *rec,
    const char *data);
extern void dt_consume_act_fini(dtrace_hdl_t *dtp);

#endif /* _DT_CONSUME_H */
