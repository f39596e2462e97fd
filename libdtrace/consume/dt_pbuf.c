/*
 * dt_pbuf.c: the principal buffer's policies, bufpolicy=fill and
 * bufpolicy=ring, on top of one BPF ring buffer.
 *
 * In DTrace each CPU has a principal buffer of bufsize bytes.  Under the
 * default policy, switch, the consumer empties it every switchrate and
 * prints what it holds; what does not fit between two reads is dropped.
 * Under fill and ring the consumer prints nothing while tracing:
 *
 *	fill	records are kept until one does not fit in what is left of the
 *		buffer (bufsize minus the space END's clauses need); then the
 *		buffer is full, nothing more is recorded, and the consumer,
 *		which looks at the buffer's state every statusrate, stops
 *		tracing: END fires into the space kept for it, and everything is
 *		printed.
 *	ring	the buffer wraps around: the newest records overwrite the
 *		oldest, and when tracing stops the last bufsize bytes of
 *		records are printed.
 *
 * Here every record comes through one BPF ring buffer shared by all CPUs
 * (sized from bufsize, at least a page), which the consumer keeps draining
 * at the switch rate whatever the policy.  The policy applies in user space,
 * to a buffer of bufsize bytes that holds the records in arrival order:
 * dt_pbuf_hold() takes each record from the ring buffer instead of printing
 * it, and dt_pbuf_flush() prints them all through the usual path when
 * tracing stops.  So fill and ring mean what they mean in DTrace, for one
 * buffer rather than one per CPU: "full" is the whole session's records
 * reaching bufsize.  A record's size is what it takes in the ring buffer
 * (its bytes plus the ring buffer's 8-byte header, rounded to 8).
 *
 * After a stop request, held records that are not END's are printed only
 * until the drain's time is up (dt_consume.h), the rest counted as drops;
 * after a second request none is printed.
 *
 * Records that tell the consumer to do something now are not held: a
 * traced process's dlopen() (DT_STID_RTLD).  exit() is noticed when its
 * record is held (so tracing stops), and printed in order with the rest.
 */
#include <stdlib.h>
#include <string.h>
#include "dt_impl.h"
#include "dt_provider.h"
#include "dt_consume.h"
#include "dt_pbuf.h"

#define DT_PBUF_RECHDR	8	/* the BPF ring buffer's header per record */

typedef struct dt_pbrec {
	struct dt_pbrec *pr_next;
	size_t pr_size;
	max_align_t pr_data[];
} dt_pbrec_t;

struct dt_pbuf {
	int pb_policy;		/* DTRACEOPT_BUFPOLICY_FILL or _RING */
	uint64_t pb_size;	/* bufsize */
	uint64_t pb_reserve;	/* fill: bytes kept for END */
	uint64_t pb_used;	/* bytes of the records held */
	int pb_full;		/* fill: a record did not fit */
	int pb_flushing;	/* dt_pbuf_flush() is printing */
	dt_pbrec_t *pb_head, *pb_tail;
};

uint64_t
dt_pbuf_recsize(size_t size)
{
	return ((uint64_t)size + DT_PBUF_RECHDR + 7) & ~7ULL;
}

/* The space END's clauses need, one record each (fill only). */
static uint64_t
dt_pbuf_end_reserve(dtrace_hdl_t *dtp)
{
	uint64_t need = 0;
	uint32_t id;
	int i;

	for (id = 1; id <= dtp->dt_nprobes; id++) {
		dt_probe_t *prp = dt_probe_lookup_id(dtp, id);

		if (prp == NULL || strcmp(prp->pr_desc.prv, "dtrace") != 0 ||
		    strcmp(prp->pr_desc.prb, "END") != 0)
			continue;
		for (i = 0; i < prp->pr_nstmts; i++)
			need += dt_pbuf_recsize(prp->pr_stmts[i]->st_ddesc.dtdd_size);
	}
	return need;
}

int
dt_pbuf_init(dtrace_hdl_t *dtp)
{
	int64_t policy = dt_opt(dtp, DTRACEOPT_BUFPOLICY);
	dt_pbuf_t *pb;

	if (policy != DTRACEOPT_BUFPOLICY_FILL &&
	    policy != DTRACEOPT_BUFPOLICY_RING)
		return 0;
	if ((pb = calloc(1, sizeof(dt_pbuf_t))) == NULL)
		return dt_set_errno(dtp, EDT_NOMEM);
	pb->pb_policy = (int)policy;
	pb->pb_size = (uint64_t)dt_opt(dtp, DTRACEOPT_BUFSIZE);
	if (policy == DTRACEOPT_BUFPOLICY_FILL)
		pb->pb_reserve = dt_pbuf_end_reserve(dtp);
	if (pb->pb_reserve > pb->pb_size) {
		free(pb);
		return dt_set_errno(dtp, EDT_ENDTOOBIG);
	}
	dtp->dt_pbuf = pb;
	return 0;
}

static void
dt_pbuf_drop_oldest(dt_pbuf_t *pb)
{
	dt_pbrec_t *r = pb->pb_head;

	pb->pb_head = r->pr_next;
	if (pb->pb_head == NULL)
		pb->pb_tail = NULL;
	pb->pb_used -= dt_pbuf_recsize(r->pr_size);
	free(r);
}

/* Does a record of `need` bytes go in (making room, for ring)? */
static int
dt_pbuf_room(dtrace_hdl_t *dtp, dt_pbuf_t *pb, uint64_t need)
{
	if (pb->pb_policy == DTRACEOPT_BUFPOLICY_RING) {
		if (need > pb->pb_size)
			return 0;
		while (pb->pb_used + need > pb->pb_size)
			dt_pbuf_drop_oldest(pb);
		return 1;
	}
	/* fill: END's records (after the stop) may use the reserve */
	if (dtp->dt_stopped)
		return pb->pb_used + need <= pb->pb_size;
	if (!pb->pb_full && pb->pb_used + need <= pb->pb_size - pb->pb_reserve)
		return 1;
	pb->pb_full = 1;
	return 0;
}

int
dt_pbuf_hold(dtrace_hdl_t *dtp, const void *data, size_t size)
{
	dt_pbuf_t *pb = dtp->dt_pbuf;
	const struct dt_rec_hdr *hdr = data;
	dt_pbrec_t *r;

	if (pb == NULL || pb->pb_flushing || size < sizeof(*hdr) ||
	    hdr->stid == DT_STID_RTLD)
		return 0;
	dt_consume_note_exit(dtp, data, size);
	if (!dt_pbuf_room(dtp, pb, dt_pbuf_recsize(size)))
		return 1;	/* not recorded */
	if ((r = malloc(sizeof(dt_pbrec_t) + size)) == NULL) {
		dtp->dt_consume_err = EDT_NOMEM;
		return 1;
	}
	r->pr_next = NULL;
	r->pr_size = size;
	memcpy(r->pr_data, data, size);
	if (pb->pb_tail != NULL)
		pb->pb_tail->pr_next = r;
	else
		pb->pb_head = r;
	pb->pb_tail = r;
	pb->pb_used += dt_pbuf_recsize(size);
	return 1;
}

int
dt_pbuf_full(dtrace_hdl_t *dtp)
{
	return dtp->dt_pbuf != NULL && dtp->dt_pbuf->pb_full;
}

/*
 * A held record not to print, but to count as a drop: after a stop request
 * once the drain's time is up, except END's records (a second request:
 * those too).
 */
static int
dt_pbuf_skip(dtrace_hdl_t *dtp, const dt_pbrec_t *r)
{
	const struct dt_rec_hdr *hdr = (const struct dt_rec_hdr *)r->pr_data;
	const dt_probe_t *prp;

	if (dtp->dt_stop_req > 1)
		return 1;
	if (!dt_consume_late(dtp))
		return 0;
	prp = dt_probe_lookup_id(dtp, hdr->prid);
	return prp == NULL || strcmp(prp->pr_desc.prv, "dtrace") != 0 ||
	    strcmp(prp->pr_desc.prb, "END") != 0;
}

void
dt_pbuf_flush(dtrace_hdl_t *dtp)
{
	dt_pbuf_t *pb = dtp->dt_pbuf;

	if (pb == NULL)
		return;
	pb->pb_flushing = 1;
	while (pb->pb_head != NULL) {
		dt_pbrec_t *r = pb->pb_head;

		if (dt_pbuf_skip(dtp, r))
			dtp->dt_skipped++;
		else
			dt_consume_record(dtp, r->pr_data, r->pr_size);
		dt_pbuf_drop_oldest(pb);
	}
	pb->pb_flushing = 0;
}

void
dt_pbuf_fini(dtrace_hdl_t *dtp)
{
	dt_pbuf_t *pb = dtp->dt_pbuf;

	if (pb == NULL)
		return;
	while (pb->pb_head != NULL)
		dt_pbuf_drop_oldest(pb);
	free(pb);
	dtp->dt_pbuf = NULL;
}
