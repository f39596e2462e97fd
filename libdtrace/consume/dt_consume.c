/*
 * dt_consume.c: the consumer.  Reads the records that clauses send through
 * the BPF ring buffer, decodes each by its clause's description, does what
 * its actions ask, and hands what they print to the output sink (dt_sink.h:
 * DTrace's text, or JSON Lines under -x oformat=json), chosen once, when
 * tracing starts (dt_consume_sink()).
 *
 * Every record starts with struct dt_rec_hdr (probe id, clause id, CPU).
 * The clause's dt_datadesc_t (dtp->dt_stmts[stid]->st_ddesc) gives the
 * layout of the data after it: a list of dt_recdesc_t whose offsets are from
 * the start of the record.  A record is checked against that layout before
 * anything is read (a record that does not fit is ignored with a debug
 * message), then walked between the sink's record begin and end:
 *
 *	- trace(), printf() (the format record, then its argument records),
 *	  tracemem() (its length word read here), stacks and symbols,
 *	  print() (cut at printsize bytes here): an item each, for the sink;
 *	- exit(): records the status (and tells the sink); records that
 *	  arrive after it are not printed;
 *	- setopt(): sets the option now (dynamic options such as quiet or
 *	  rawbytes apply from the next record on), or reports why it cannot
 *	  as DTrace reports library errors;
 *	- printa(), clear(), trunc(), normalize(), denormalize(): done on the
 *	  aggregations there and then (dt_aggregate.c), printa() printing
 *	  through the sink where the record's data would print;
 *	- system(), freopen(), ftruncate(): done (dt_consume_act.c);
 *	- an action under an if/else branch that did not run: skipped.
 *
 * Under bufpolicy fill and ring, records are held by dt_pbuf.c and come
 * back here (dt_consume_record()) when tracing stops.
 *
 * Speculative records (dt_spec.c) are held until their commit, then come
 * through here (dt_consume_principal()) right after the committing
 * clause's record; a clause whose only records are commit()s and
 * discard()s prints nothing.
 *
 * Records with stid DT_STID_FAULT are run-time errors (struct dt_fault_rec):
 * they are reported on stderr as DTrace reports them ("error on enabled
 * probe ID ..."), and handed to the sink too, except faults in
 * dtrace:::ERROR's clauses, which DTrace only counts: "N errors in ERROR
 * probe enabling" after each read.  A DT_STID_RTLD record says a traced
 * process loaded or unloaded objects (dt_rtld.c): the probes in them are
 * enabled at once (dt_program_update()).  Drops counted by the BPF side
 * are reported through dt_consume_report_drops() (records),
 * dt_consume_report_aggdrops() (aggregation updates) and
 * dt_consume_report_dyndrops() (dynamic variable stores), on stderr and to
 * the sink.
 *
 * A stop request (a signal) makes the consumer stop promptly whatever the
 * backlog: the work loop's dt_consume() returns after the record at hand,
 * dtrace_stop()'s drain prints buffered records for 1 s at most and counts
 * the rest as drops, and long aggregation walks stop as dt_consume_abort()
 * says (dt_consume.h); a second request also ends END's printing and the
 * final printout.
 */
#include <errno.h>
#include <stddef.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <bpf/libbpf.h>
#include "dt_impl.h"
#include "dt_provider.h"
#include "dt_consume.h"
#include "dt_util.h"
#include "dt_sink.h"
#include "dt_pbuf.h"
#include "dt_aggregate.h"
#include "dt_spec.h"
#include "dt_pctl_seize.h"

const char *
dtrace_faultstr(dtrace_hdl_t *dtp, int fault)
{
	static const struct {
		int code;
		const char *str;
	} faults[] = {
		{ DTRACEFLT_BADADDR,	"invalid address" },
		{ DTRACEFLT_BADALIGN,	"invalid alignment" },
		{ DTRACEFLT_ILLOP,	"illegal operation" },
		{ DTRACEFLT_DIVZERO,	"divide-by-zero" },
		{ DTRACEFLT_NOSCRATCH,	"out of scratch space" },
		{ DTRACEFLT_KPRIV,	"invalid kernel access" },
		{ DTRACEFLT_UPRIV,	"invalid user access" },
		{ DTRACEFLT_TUPOFLOW,	"tuple stack overflow" },
		{ DTRACEFLT_BADSTACK,	"bad stack" },
		{ DTRACEFLT_BADSIZE,	"invalid size" },
		{ 0,			NULL }
	};
	int i;

	(void)dtp;
	for (i = 0; faults[i].str != NULL; i++) {
		if (faults[i].code == fault)
			return faults[i].str;
	}
	return "unknown fault";
}

/*
 * The output sink: the one place that looks at the oformat option, which
 * is fixed once tracing has started (dt_options.c).
 */
const dt_sink_t *
dt_consume_sink(dtrace_hdl_t *dtp)
{
	if (dtp->dt_sink == NULL)
		dtp->dt_sink = dt_opt(dtp, DTRACEOPT_OFORMAT) ==
		    DTRACEOPT_OFORMAT_JSON ? &dt_sink_json : &dt_sink_text;
	return dtp->dt_sink;
}

/*
 * Setting up and polling the ring buffer.
 */

static int dt_consume_sample(void *ctx, void *data, size_t size);

/* What dt_consume_sample() returns to make libbpf stop reading records. */
#define DT_CONSUME_STOP		(-ECANCELED)

int
dt_consume_init(dtrace_hdl_t *dtp)
{
	dtp->dt_rb = ring_buffer__new(dtp->dt_mapfd[DT_MAP_RINGBUF],
	    dt_consume_sample, dtp, NULL);
	if (dtp->dt_rb == NULL)
		return dt_set_errmsg(dtp, EDT_BPF,
		    "failed to open the ring buffer: %s", strerror(errno));
	(void) dt_consume_sink(dtp);
	return 0;
}

void
dt_consume_fini(dtrace_hdl_t *dtp)
{
	if (dtp->dt_rb != NULL)
		ring_buffer__free(dtp->dt_rb);
	dtp->dt_rb = NULL;
	dt_pbuf_fini(dtp);
	dt_spec_fini(dtp);
	if (dtp->dt_sink != NULL)
		dtp->dt_sink->sk_fini(dtp);
	dtp->dt_sink = NULL;
	free(dtp->dt_sinkdata);
	dtp->dt_sinkdata = NULL;
	dt_consume_act_fini(dtp);
}

/* The drain of dtrace_stop() starts (on) or ends. */
void
dt_consume_drain(dtrace_hdl_t *dtp, int on)
{
	dtp->dt_draining = on;
	if (on)
		dtp->dt_drain_end = dt_now_ns() + DT_CONSUME_DRAIN_NS;
}

/*
 * Is printing to stop now?  After a second stop request; after one, while
 * tracing (the work loop then stops) or once the drain's time is up.  END's
 * records and the final printout stop only for a second request.
 */
int
dt_consume_abort(dtrace_hdl_t *dtp)
{
	if (dtp->dt_stop_req == 0)
		return 0;
	if (dtp->dt_stop_req > 1 || !dtp->dt_stopped)
		return 1;
	return dtp->dt_draining && dt_now_ns() >= dtp->dt_drain_end;
}

int
dt_consume_late(dtrace_hdl_t *dtp)
{
	return dtp->dt_stop_req > 1 ||
	    (dtp->dt_stop_req && dt_now_ns() >= dtp->dt_drain_end);
}

int
dt_consume_outerr(dtrace_hdl_t *dtp, int err)
{
	if (dtp->dt_outerr == 0)
		dtp->dt_outerr = err;
	return err;
}

int
dt_consume_flush(dtrace_hdl_t *dtp, FILE *fp)
{
	if (fflush(fp) != EOF)
		return 0;
	dt_consume_outerr(dtp, errno != 0 ? errno : EIO);
	return EOF;
}

int
dtrace_output_errno(dtrace_hdl_t *dtp)
{
	return dtp->dt_outerr;
}

/*
 * Messages on stderr.  What was printed before them is flushed first, so
 * that they appear where they happened when both go to one place.
 */

void
dt_consume_warn(dtrace_hdl_t *dtp, const char *fmt, ...)
{
	va_list ap;

	if (dtp->dt_outfp != NULL)
		(void) dt_consume_flush(dtp, dtp->dt_outfp);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
}

void
dt_consume_error(dtrace_hdl_t *dtp, uint32_t stid, uint32_t prid,
    const char *fmt, ...)
{
	const dt_probe_t *prp = dt_probe_lookup_id(dtp, prid);
	const dtrace_probedesc_t *pd = prp != NULL ? &prp->pr_desc : NULL;
	va_list ap;

	/* our "enabled probe ID" is the clause's: stid + 1 */
	dt_consume_warn(dtp, "dtrace: error on enabled probe ID %u (ID %u: "
	    "%s:%s:%s:%s): ", stid + 1, prid, pd ? pd->prv : "",
	    pd ? pd->mod : "", pd ? pd->fun : "", pd ? pd->prb : "");
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
}

/* With -x droptags, a drop report starts with DTrace's tag for its kind. */
static const char *
dt_consume_droptag(dtrace_hdl_t *dtp, const char *tag, char *buf, size_t len)
{
	int64_t v = dtp->dt_options[DTRACEOPT_DROPTAGS];

	if (v == DTRACEOPT_UNSET)
		return "";
	snprintf(buf, len, "[DTRACEDROP_%s] ", tag);
	return buf;
}

/* "N errors in ERROR probe enabling", as DTrace reports them. */
static void
dt_consume_report_dblerrors(dtrace_hdl_t *dtp)
{
	uint64_t n = dtp->dt_dblerrors;
	char tbuf[64];

	if (n == 0)
		return;
	dt_consume_warn(dtp, "dtrace: %s%llu error%s in ERROR probe enabling\n",
	    dt_consume_droptag(dtp, "DBLERROR", tbuf, sizeof(tbuf)),
	    (unsigned long long)n, n > 1 ? "s" : "");
	dtp->dt_dblerrors = 0;
}

int
dt_consume(dtrace_hdl_t *dtp, FILE *fp, int timeout_ms)
{
	int n, err;

	if (dtp->dt_rb == NULL)
		return dt_set_errno(dtp, EINVAL);
	dtp->dt_outfp = fp;
	dtp->dt_consume_nrecs = 0;
	/*
	 * Records are mostly sent without a wake-up (dt_cg.c batches them), so
	 * a poll that times out may still leave data: always consume after it.
	 * libbpf reads as long as records arrive, so under a flood it would
	 * never return: the callback stops it (DT_CONSUME_STOP) when output
	 * has failed, when a stop is requested, and after DT_CONSUME_BUDGET
	 * records, so that the caller's checks (status, processes) run.
	 */
	n = ring_buffer__poll(dtp->dt_rb, timeout_ms);
	if (n >= 0 || n == -EINTR)
		n = ring_buffer__consume(dtp->dt_rb);
	if (n == DT_CONSUME_STOP)
		n = 0;
	if (dt_consume_flush(dtp, fp) == EOF && dtp->dt_consume_err == 0)
		dtp->dt_consume_err = dtp->dt_outerr;
	dt_consume_report_dblerrors(dtp);
	if (n < 0 && n != -EINTR)
		return dt_set_errmsg(dtp, EDT_BPF,
		    "failed to read the ring buffer: %s", strerror(-n));
	if ((err = dtp->dt_consume_err) != 0) {
		dtp->dt_consume_err = 0;
		return dt_set_errno(dtp, err);
	}
	return 0;
}

/* A drop report, for the output too. */
static void
dt_consume_drop_out(dtrace_hdl_t *dtp, const char *what, uint64_t n,
    uint64_t total, const char *tail)
{
	FILE *fp = dtp->dt_outfp != NULL ? dtp->dt_outfp : stdout;
	char msg[256];

	snprintf(msg, sizeof(msg), "%llu %s%s%s", (unsigned long long)n, what,
	    n > 1 ? "s" : "", tail);
	if (dt_consume_sink(dtp)->sk_drop(dtp, fp, what, n, total, msg) < 0)
		dt_consume_outerr(dtp, errno ? errno : EIO);
}

void
dt_consume_report(dtrace_hdl_t *dtp, uint64_t *seenp, uint64_t total,
    const char *tag, const char *what, const char *tail)
{
	char tbuf[64];
	uint64_t n;

	if (total <= *seenp)
		return;
	n = total - *seenp;
	*seenp = total;
	dt_consume_warn(dtp, "dtrace: %s%llu %s%s%s\n",
	    dt_consume_droptag(dtp, tag, tbuf, sizeof(tbuf)),
	    (unsigned long long)n, what, n > 1 ? "s" : "", tail);
	dt_consume_drop_out(dtp, what, n, total, tail);
}

/* DTrace's " on CPU c" after a drop count: the CPU whose data was seen last. */
static const char *
dt_consume_drop_cpu(dtrace_hdl_t *dtp, char *buf, size_t len)
{
	snprintf(buf, len, " on CPU %d", dtp->dt_last_cpu < 0 ? 0 :
	    dtp->dt_last_cpu);
	return buf;
}

void
dt_consume_report_drops(dtrace_hdl_t *dtp, uint64_t total)
{
	char cpu[32];

	dt_consume_report(dtp, &dtp->dt_drops, total, "PRINCIPAL", "drop",
	    dt_consume_drop_cpu(dtp, cpu, sizeof(cpu)));
}

void
dt_consume_report_aggdrops(dtrace_hdl_t *dtp, uint64_t total)
{
	char cpu[32];

	dt_consume_report(dtp, &dtp->dt_aggdrops, total, "AGGREGATION",
	    "aggregation drop",
	    dt_consume_drop_cpu(dtp, cpu, sizeof(cpu)));
}

void
dt_consume_report_dyndrops(dtrace_hdl_t *dtp, uint64_t total)
{
	dt_consume_report(dtp, &dtp->dt_dyndrops, total, "DYNAMIC",
	    "dynamic variable drop", "");
}

/*
 * Faults.
 */

/* A fault, for the output too. */
static void
dt_consume_fault_out(dtrace_hdl_t *dtp, const dt_probe_t *prp,
    const struct dt_fault_rec *fr, const char *details, const char *where)
{
	FILE *fp = dtp->dt_outfp != NULL ? dtp->dt_outfp : stdout;
	const char *fault = dtrace_faultstr(dtp, (int)fr->fault);
	char msg[160];

	snprintf(msg, sizeof(msg), "%s%s%s", fault, details, where);
	if (dt_consume_sink(dtp)->sk_fault(dtp, fp, prp != NULL ?
	    &prp->pr_desc : NULL, fr, fault, msg) < 0)
		dt_consume_outerr(dtp, errno ? errno : EIO);
}

static void
dt_consume_fault(dtrace_hdl_t *dtp, const char *data, size_t size)
{
	struct dt_fault_rec fr;
	const dt_probe_t *prp;
	char where[64] = "", details[32] = "";

	if (size < offsetof(struct dt_fault_rec, action)) {
		dt_dprintf("fault record of %zu bytes ignored\n", size);
		return;
	}
	memset(&fr, 0, sizeof(fr));
	memcpy(&fr, data, size < sizeof(fr) ? size : sizeof(fr));
	prp = dt_probe_lookup_id(dtp, fr.hdr.prid);
	/* A fault in an ERROR clause: counted, as DTrace does, not reported. */
	if (prp != NULL && prp == dtp->dt_error_probe) {
		dtp->dt_dblerrors++;
		return;
	}

	if (size >= sizeof(fr)) {
		int n = fr.action == 0 ?
		    snprintf(where, sizeof(where), " in predicate") :
		    snprintf(where, sizeof(where), " in action #%u", fr.action);

		if (fr.pc >= 0 && n > 0 && (size_t)n < sizeof(where))
			snprintf(where + n, sizeof(where) - n, " at BPF pc %d",
			    fr.pc);
	}
	if (fr.fault == DTRACEFLT_BADADDR || fr.fault == DTRACEFLT_BADALIGN ||
	    fr.fault == DTRACEFLT_BADSTACK || fr.fault == DTRACEFLT_BADSIZE)
		snprintf(details, sizeof(details), " (0x%llx)",
		    (unsigned long long)fr.addr);

	dt_consume_error(dtp, fr.stid, fr.hdr.prid, "%s%s%s\n",
	    dtrace_faultstr(dtp, (int)fr.fault), details, where);
	dt_consume_fault_out(dtp, prp, &fr, details, where);
}

/*
 * Actions on aggregations (dt_aggregate.c does them).  Their records carry
 * the aggregation id in dtrd_arg; printa(@a, @b ...) has one record per
 * aggregation, the first with the count in dtrd_arg's upper half; trunc()
 * and normalize() have their argument, 8 bytes, in the record's data.
 */

static int64_t
dt_consume_aggarg(const dt_recdesc_t *rec, const char *data)
{
	int64_t v = 0;

	if (rec->dtrd_size == sizeof(v))
		memcpy(&v, data + rec->dtrd_offset, sizeof(v));
	return v;
}

static int
dt_consume_aggact(dtrace_hdl_t *dtp, FILE *fp, const dt_datadesc_t *ddp,
    uint32_t *ip, const char *data)
{
	const dt_recdesc_t *rec = &ddp->dtdd_recs[*ip];
	uint32_t aggid = (uint32_t)rec->dtrd_arg, n, j, *ids;
	int rc;

	switch (rec->dtrd_action) {
	case DT_ACT_PRINTA:
		n = (uint32_t)(rec->dtrd_arg >> 32);
		if ((ids = malloc(n * sizeof(uint32_t))) == NULL)
			return -1;
		for (j = 0; j < n; j++)
			ids[j] = (uint32_t)rec[j].dtrd_arg;
		*ip += n - 1;
		rc = dt_aggregate_printa(dtp, fp, rec->dtrd_format, ids, (int)n);
		free(ids);
		return rc;
	case DT_ACT_CLEAR:
		(void) dt_aggregate_clear(dtp, aggid);
		return 0;
	case DT_ACT_TRUNC:
		(void) dt_aggregate_trunc(dtp, aggid, dt_consume_aggarg(rec, data));
		return 0;
	case DT_ACT_NORMALIZE:
		dt_aggregate_normalize(dtp, aggid,
		    (uint64_t)dt_consume_aggarg(rec, data));
		return 0;
	default:
		dt_aggregate_normalize(dtp, aggid, 1);
		return 0;
	}
}

/* printa(): the count of aggregations and their records must agree. */
static int
dt_consume_printa_ok(const dt_datadesc_t *ddp, uint32_t *ip)
{
	const dt_recdesc_t *rec = &ddp->dtdd_recs[*ip];
	uint32_t n = (uint32_t)(rec->dtrd_arg >> 32), j;

	if (n == 0 || n > ddp->dtdd_nrecs - *ip)
		return 0;
	for (j = 1; j < n; j++)
		if (rec[j].dtrd_action != DT_ACT_PRINTA || (rec[j].dtrd_arg >> 32) != 0)
			return 0;
	*ip += n - 1;
	return 1;
}

/*
 * Checking a record against its clause's layout.
 */

static const dt_datadesc_t *
dt_consume_ddesc(dtrace_hdl_t *dtp, const struct dt_rec_hdr *hdr, size_t size)
{
	const dt_datadesc_t *ddp;
	uint32_t i;

	if (hdr->stid >= dtp->dt_nstmts || dtp->dt_stmts[hdr->stid] == NULL) {
		dt_dprintf("record with unknown clause %u ignored\n", hdr->stid);
		return NULL;
	}
	ddp = &dtp->dt_stmts[hdr->stid]->st_ddesc;
	for (i = 0; i < ddp->dtdd_nrecs; i++) {
		const dt_recdesc_t *rec = &ddp->dtdd_recs[i];

		if ((uint64_t)rec->dtrd_offset + rec->dtrd_size > size ||
		    rec->dtrd_guard >= size ||
		    (rec->dtrd_size != 0 &&
		     rec->dtrd_offset < sizeof(struct dt_rec_hdr))) {
			dt_dprintf("record of %zu bytes for clause %u does not "
			    "hold its data (%u bytes at %u) ignored\n", size,
			    hdr->stid, rec->dtrd_size, rec->dtrd_offset);
			return NULL;
		}
	}
	/* printf: a format record, then dtrd_arg argument records */
	for (i = 0; i < ddp->dtdd_nrecs; i++) {
		const dt_recdesc_t *rec = &ddp->dtdd_recs[i];

		if (rec->dtrd_action == DT_ACT_PRINTA &&
		    !dt_consume_printa_ok(ddp, &i)) {
			dt_dprintf("bad printa layout in clause %u\n", hdr->stid);
			return NULL;
		}
		if (rec->dtrd_action != DT_ACT_PRINTF &&
		    rec->dtrd_action != DT_ACT_SYSTEM &&
		    rec->dtrd_action != DT_ACT_FREOPEN)
			continue;
		if (rec->dtrd_format == NULL ||
		    rec->dtrd_arg > ddp->dtdd_nrecs - i - 1) {
			dt_dprintf("bad printf layout in clause %u\n", hdr->stid);
			return NULL;
		}
		i += rec->dtrd_arg;
	}
	return ddp;
}

/*
 * setopt(): set the option when its record is printed, as DTrace does; a
 * failure is reported as DTrace's library errors are.
 */
static char *
dt_rec_string(const dt_recdesc_t *rec, const char *data)
{
	return strndup(data + rec->dtrd_offset, rec->dtrd_size);
}

static void
dt_consume_setopt(dtrace_hdl_t *dtp, const struct dt_rec_hdr *hdr,
    const dt_recdesc_t *rec, const char *data)
{
	char *opt = dt_rec_string(rec, data);
	char *val = rec->dtrd_arg > 0 ? dt_rec_string(rec + 1, data) : NULL;

	if (opt == NULL || (rec->dtrd_arg > 0 && val == NULL))
		dtp->dt_consume_err = EDT_NOMEM;
	else if (dtrace_setopt(dtp, opt, val != NULL ? val : "1") != 0)
		dt_consume_error(dtp, hdr->stid, hdr->prid, "couldn't set option "
		    "\"%s\" to \"%s\": %s\n\n", opt, val != NULL ? val : "1",
		    dtrace_errmsg(dtp, dtrace_errno(dtp)));
	free(opt);
	free(val);
}

/*
 * One clause record.
 */

/* Did rec's action sit in an if/else branch that did not run? */
static int
dt_rec_skipped(const dt_recdesc_t *rec, const char *data)
{
	return rec->dtrd_guard != 0 && data[rec->dtrd_guard] == 0;
}

/* exit(status) recorded in rec: stop tracing with that status. */
static void
dt_consume_exit(dtrace_hdl_t *dtp, const dt_recdesc_t *rec, const char *data)
{
	int32_t status;

	memcpy(&status, data + rec->dtrd_offset, sizeof(status));
	dtp->dt_exitstatus = status;
	dtp->dt_exited = 1;
}

/*
 * tracemem(): a length word, then the bytes; the sink shows the length's
 * worth, at most what the record holds.
 */
static int
dt_consume_tracemem(dtrace_hdl_t *dtp, const dt_sink_t *sk, FILE *fp,
    const dt_recdesc_t *rec, const char *data)
{
	const char *p = data + rec->dtrd_offset;
	uint64_t n;

	memcpy(&n, p, sizeof(n));
	if (n > rec->dtrd_size - 8)
		n = rec->dtrd_size - 8;
	return sk->sk_tracemem(dtp, fp, (const unsigned char *)p + 8, n);
}

/* print(): the object (after its address, for a pointer) cut at printsize
   bytes. */
static int
dt_consume_print(dtrace_hdl_t *dtp, const dt_sink_t *sk, FILE *fp,
    const dt_recdesc_t *rec, const char *data)
{
	int64_t max = dt_opt(dtp, DTRACEOPT_PRINTSIZE);
	size_t size = rec->dtrd_size;
	size_t addr = (rec->dtrd_flags & DT_RF_BYTES) ? 0 : 8;

	if (max > 0 && size > addr + (uint64_t)max)
		size = addr + (size_t)max;
	return sk->sk_print(dtp, fp, rec, data, size);
}

/* Walk the records of a clause's data; returns < 0 on an output error. */
static int
dt_consume_recs(dtrace_hdl_t *dtp, const dt_sink_t *sk, FILE *fp,
    const struct dt_rec_hdr *hdr, const dt_datadesc_t *ddp, const char *data)
{
	uint32_t i;

	for (i = 0; i < ddp->dtdd_nrecs; i++) {
		const dt_recdesc_t *rec = &ddp->dtdd_recs[i];
		int rc = 0;

		/* an action under if/else that did not run: all its records */
		if (dt_rec_skipped(rec, data)) {
			while (i + 1 < ddp->dtdd_nrecs &&
			    ddp->dtdd_recs[i + 1].dtrd_guard == rec->dtrd_guard)
				i++;
			continue;
		}
		switch (rec->dtrd_action) {
		case DT_ACT_TRACE:
			rc = sk->sk_trace(dtp, fp, rec, data);
			break;
		case DT_ACT_TRACEMEM:
			rc = dt_consume_tracemem(dtp, sk, fp, rec, data);
			break;
		case DT_ACT_PRINTF:
			rc = sk->sk_printf(dtp, fp, rec, data);
			i += rec->dtrd_arg;
			break;
		case DT_ACT_EXIT:
			dt_consume_exit(dtp, rec, data);
			rc = sk->sk_exit(dtp, fp, dtp->dt_exitstatus);
			break;
		case DT_ACT_PRINT:
			rc = dt_consume_print(dtp, sk, fp, rec, data);
			break;
		case DT_ACT_SETOPT:
			dt_consume_setopt(dtp, hdr, rec, data);
			i += rec->dtrd_arg;
			break;
		case DT_ACT_PRINTA: case DT_ACT_CLEAR: case DT_ACT_TRUNC:
		case DT_ACT_NORMALIZE: case DT_ACT_DENORMALIZE:
			rc = dt_consume_aggact(dtp, fp, ddp, &i, data);
			break;
		case DT_ACT_COMMIT: case DT_ACT_DISCARD:
			break;		/* acted on when it arrived (dt_spec.c) */
		case DT_ACT_SYSTEM: case DT_ACT_FREOPEN: case DT_ACT_FTRUNCATE:
			rc = dt_consume_libact(dtp, fp, rec, data);
			i += rec->dtrd_arg;
			break;
		default:
			if (rec->dtrd_flags & DT_RF_SYM) {	/* stack(), usym() ... */
				rc = sk->sk_sym(dtp, fp, rec, data);
				break;
			}
			dt_dprintf("action %d not printed\n", rec->dtrd_action);
			break;
		}
		if (rc < 0)
			return rc;
	}
	return 0;
}

/*
 * A clause whose only records are commit() and discard() records (and the
 * guard bytes of if/else) shows nothing, as in DTrace: they are not
 * data-recording actions.
 */
static int
dt_consume_silent(const dt_datadesc_t *ddp)
{
	uint32_t i;
	int ends = 0;

	for (i = 0; i < ddp->dtdd_nrecs; i++) {
		dt_func_t act = ddp->dtdd_recs[i].dtrd_action;

		if (act == DT_ACT_COMMIT || act == DT_ACT_DISCARD)
			ends = 1;
		else if (act != DT_F_NONE)
			return 0;
	}
	return ends;
}

static void
dt_consume_clause(dtrace_hdl_t *dtp, const struct dt_rec_hdr *hdr,
    const char *data, size_t size)
{
	FILE *fp = dtp->dt_outfp != NULL ? dtp->dt_outfp : stdout;
	const dt_sink_t *sk = dt_consume_sink(dtp);
	const dt_datadesc_t *ddp;
	const dt_probe_t *prp;
	int ok;

	if ((ddp = dt_consume_ddesc(dtp, hdr, size)) == NULL ||
	    dt_consume_silent(ddp))
		return;
	if ((prp = dt_probe_lookup_id(dtp, hdr->prid)) == NULL) {
		dt_dprintf("record for unknown probe %u ignored\n", hdr->prid);
		return;
	}
	ok = sk->sk_rec_begin(dtp, fp, &prp->pr_desc, hdr) >= 0 &&
	    dt_consume_recs(dtp, sk, fp, hdr, ddp, data) >= 0;
	if ((sk->sk_rec_end(dtp, fp, ok) < 0 || !ok) &&
	    !dt_consume_abort(dtp))	/* a printa() cut short is not */
		dtp->dt_consume_err = dt_consume_outerr(dtp, errno ? errno : EIO);
}

/* exit() in a record that is not printed yet (dt_pbuf.c): stop tracing. */
void
dt_consume_note_exit(dtrace_hdl_t *dtp, const void *data, size_t size)
{
	const struct dt_rec_hdr *hdr = data;
	const dt_datadesc_t *ddp;
	uint32_t i;

	if (hdr->stid == DT_STID_FAULT || hdr->stid == DT_STID_RTLD ||
	    (ddp = dt_consume_ddesc(dtp, hdr, size)) == NULL)
		return;
	for (i = 0; i < ddp->dtdd_nrecs; i++) {
		const dt_recdesc_t *rec = &ddp->dtdd_recs[i];

		if (rec->dtrd_action == DT_ACT_EXIT && !dt_rec_skipped(rec, data))
			dt_consume_exit(dtp, rec, data);
	}
}

/* Act on one record: print it, report a fault, follow a dlopen(). */
void
dt_consume_record(dtrace_hdl_t *dtp, const void *data, size_t size)
{
	struct dt_rec_hdr hdr;

	if (size < sizeof(hdr)) {
		dt_dprintf("short record (%zu bytes) ignored\n", size);
		return;
	}
	memcpy(&hdr, data, sizeof(hdr));
	dtp->dt_last_cpu = (int)hdr.cpu;
	if (hdr.stid == DT_STID_FAULT)
		dt_consume_fault(dtp, data, size);
	else if (hdr.stid == DT_STID_RTLD) {
		/* a seized -p thread stops for our SIGURG: swallow it */
		dt_pctl_seize_owe(dtp, (pid_t)hdr.pad, (pid_t)hdr.prid);
		dt_program_update(dtp, (pid_t)hdr.pad);
	}
	else
		dt_consume_clause(dtp, &hdr, data, size);
}

/* A record for the principal buffer: printed now, or held under fill and
   ring. */
void
dt_consume_principal(dtrace_hdl_t *dtp, const void *data, size_t size)
{
	if (!dt_pbuf_hold(dtp, data, size))
		dt_consume_record(dtp, data, size);
}

/* libbpf's callback: one ring buffer sample (speculative ones are held by
   dt_spec.c until committed). */
static int
dt_consume_sample(void *ctx, void *data, size_t size)
{
	dtrace_hdl_t *dtp = ctx;

	if (dtp->dt_draining && dt_consume_abort(dtp)) {
		dtp->dt_skipped++;	/* the drain has ended: a drop */
		return 0;
	}
	dt_spec_sample(ctx, data, size);
	/* libbpf reads on while records come: stop it (see dt_consume()) */
	if (dtp->dt_consume_err != 0 || (dtp->dt_stop_req && !dtp->dt_stopped) ||
	    ++dtp->dt_consume_nrecs >= DT_CONSUME_BUDGET)
		return DT_CONSUME_STOP;
	return 0;
}
