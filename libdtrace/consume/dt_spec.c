/*
 * dt_spec.c: speculations, consumer side.
 *
 * The BPF side (dt_cg_spec.c) hands out speculation ids and tags the records
 * of speculating clauses with DT_SPEC_TAG(id, generation) in their header;
 * those records come through the one ring buffer like every other.  Here:
 *
 *  - a tagged record is held in its speculation's buffer, in arrival order,
 *    if it fits: each speculation has specsize bytes per CPU, as in DTrace,
 *    a record taking the bytes it would take in the principal buffer
 *    (dt_pbuf_recsize()).  A record that does not fit is a "speculative
 *    drop".
 *  - a commit record hands the held records on, in order, as if they had
 *    just arrived (dt_consume_principal(): printed now, or held by
 *    bufpolicy fill/ring), right after the committing clause's own record;
 *    a discard record frees them.  Either way the id's state word in the
 *    specs map (mapped into our memory) goes back to FREE, so that
 *    speculation() may hand it out again: only now, when its data is out.
 *  - a record that was on its way while its speculation was committed or
 *    discarded (it passed speculate() just before) arrives after the commit
 *    or discard record: each buffer remembers what became of its last
 *    generation, and such a record is printed or dropped accordingly.
 *    Records of a generation older than that are dropped.
 *  - speculations never committed or discarded are dropped at the end.
 *
 * Drops are reported with DTrace's words at every status check: "N
 * speculative drops", "N failed speculations (available buffer(s) still
 * busy)" and "N failed speculations (no speculative buffer available)" (the
 * last two counted by speculation() in the specs map).
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include "dt_impl.h"
#include "dt_spec.h"
#include "dt_bpf.h"
#include "dt_consume.h"
#include "dt_pbuf.h"

typedef struct dt_specrec {
	struct dt_specrec *next;
	size_t size;
	char data[];
} dt_specrec_t;

typedef enum dt_specfate {
	DT_SF_NONE = 0,		/* nothing seen of this id yet */
	DT_SF_HOLD,		/* generation sb_gen: records held */
	DT_SF_COMMITTED,	/* generation sb_gen was committed */
	DT_SF_DISCARDED		/*   ... or discarded */
} dt_specfate_t;

typedef struct dt_specbuf {
	uint32_t sb_gen;		/* generation (16 bits, as in tags) */
	dt_specfate_t sb_fate;
	dt_specrec_t *sb_head, **sb_tail;
	uint64_t *sb_used;		/* bytes held, per CPU */
} dt_specbuf_t;

struct dt_spec {
	uint32_t ds_nspec;
	int ds_ncpus;
	char *ds_table;			/* the specs map's value, mapped */
	size_t ds_tablesz;
	dt_specbuf_t *ds_bufs;		/* [0] unused, [1..nspec] */
	uint64_t ds_specdrops;		/* records that did not fit */
	uint64_t ds_rep[3];		/* drops, busy, unavail reported */
};

int
dt_spec_check(dtrace_hdl_t *dtp)
{
	int64_t n = dt_opt(dtp, DTRACEOPT_NSPEC);

	if (dtp->dt_specs_used && n > DT_SPEC_MAXNSPEC)
		return dt_set_errmsg(dtp, EDT_ENABLING, "nspec %lld is more "
		    "than the %d speculations supported", (long long)n,
		    DT_SPEC_MAXNSPEC);
	return 0;
}

int
dt_spec_init(dtrace_hdl_t *dtp)
{
	dt_spec_t *sp;
	uint32_t i;

	if (!dtp->dt_specs_used || dtp->dt_mapfd[DT_MAP_SPECS] < 0)
		return 0;
	if ((sp = dt_zalloc(dtp, sizeof(*sp))) == NULL)
		return -1;
	dtp->dt_spec = sp;
	sp->ds_nspec = dt_bpf_spec_nspec(dtp);
	sp->ds_ncpus = dtp->dt_ncpus > 0 ? dtp->dt_ncpus : 1;
	sp->ds_tablesz = DT_SPECT_SIZE((uint64_t)sp->ds_nspec);
	sp->ds_table = mmap(NULL, sp->ds_tablesz, PROT_READ | PROT_WRITE,
	    MAP_SHARED, dtp->dt_mapfd[DT_MAP_SPECS], 0);
	if (sp->ds_table == MAP_FAILED) {
		sp->ds_table = NULL;
		return dt_set_errmsg(dtp, EDT_BPF, "failed to map the "
		    "speculations' map: %s", strerror(errno));
	}
	if ((sp->ds_bufs = dt_zalloc(dtp, (sp->ds_nspec + 1) *
	    sizeof(dt_specbuf_t))) == NULL)
		return -1;
	for (i = 1; i <= sp->ds_nspec; i++) {
		sp->ds_bufs[i].sb_tail = &sp->ds_bufs[i].sb_head;
		sp->ds_bufs[i].sb_used = dt_zalloc(dtp, sp->ds_ncpus *
		    sizeof(uint64_t));
		if (sp->ds_bufs[i].sb_used == NULL)
			return -1;
	}
	return 0;
}

static void
dt_spec_free_recs(dt_spec_t *sp, dt_specbuf_t *sb)
{
	dt_specrec_t *r, *next;

	for (r = sb->sb_head; r != NULL; r = next) {
		next = r->next;
		free(r);
	}
	sb->sb_head = NULL;
	sb->sb_tail = &sb->sb_head;
	memset(sb->sb_used, 0, sp->ds_ncpus * sizeof(uint64_t));
}

void
dt_spec_fini(dtrace_hdl_t *dtp)
{
	dt_spec_t *sp = dtp->dt_spec;
	uint32_t i;

	if (sp == NULL)
		return;
	for (i = 1; sp->ds_bufs != NULL && i <= sp->ds_nspec; i++) {
		if (sp->ds_bufs[i].sb_used != NULL)
			dt_spec_free_recs(sp, &sp->ds_bufs[i]);
		free(sp->ds_bufs[i].sb_used);
	}
	free(sp->ds_bufs);
	if (sp->ds_table != NULL)
		munmap(sp->ds_table, sp->ds_tablesz);
	free(sp);
	dtp->dt_spec = NULL;
}

/* The buffer of a tag's id, or NULL if the id is out of range. */
static dt_specbuf_t *
dt_spec_buf(dt_spec_t *sp, uint32_t tag)
{
	uint32_t id = DT_SPEC_TAG_ID(tag);

	if (id == 0 || id > sp->ds_nspec)
		return NULL;
	return &sp->ds_bufs[id];
}

/* Is 16-bit generation a older than b? */
static int
dt_spec_older(uint32_t a, uint32_t b)
{
	uint32_t d = (b - a) & 0xffff;

	return d != 0 && d < 0x8000;
}

/* A new generation: what was held of an older one is dropped. */
static void
dt_spec_renew(dt_spec_t *sp, dt_specbuf_t *sb, uint32_t gen)
{
	dt_spec_free_recs(sp, sb);
	sb->sb_gen = gen;
	sb->sb_fate = DT_SF_HOLD;
}

/* Hold a speculative record (or print or drop a late one). */
static void
dt_spec_hold(dtrace_hdl_t *dtp, const struct dt_rec_hdr *hdr,
    const void *data, size_t size)
{
	dt_spec_t *sp = dtp->dt_spec;
	dt_specbuf_t *sb = dt_spec_buf(sp, hdr->spec);
	uint32_t gen = DT_SPEC_TAG_GEN(hdr->spec);
	uint32_t cpu = hdr->cpu < (uint32_t)sp->ds_ncpus ? hdr->cpu : 0;
	uint64_t need = dt_pbuf_recsize(size);
	dt_specrec_t *r;

	if (sb == NULL) {
		dt_dprintf("record for speculation %u ignored\n",
		    DT_SPEC_TAG_ID(hdr->spec));
		return;
	}
	if (sb->sb_fate == DT_SF_NONE || sb->sb_gen != gen) {
		if (sb->sb_fate != DT_SF_NONE && dt_spec_older(gen, sb->sb_gen))
			return;
		dt_spec_renew(sp, sb, gen);
	}
	if (sb->sb_fate == DT_SF_COMMITTED) {
		dt_consume_principal(dtp, data, size);
		return;
	}
	if (sb->sb_fate == DT_SF_DISCARDED)
		return;
	if (sb->sb_used[cpu] + need > (uint64_t)dt_opt(dtp, DTRACEOPT_SPECSIZE) ||
	    (r = malloc(sizeof(*r) + size)) == NULL) {
		sp->ds_specdrops++;
		return;
	}
	r->next = NULL;
	r->size = size;
	memcpy(r->data, data, size);
	*sb->sb_tail = r;
	sb->sb_tail = &r->next;
	sb->sb_used[cpu] += need;
}

/* The id's state word is FREE again (if it is still this generation's). */
static void
dt_spec_free_id(dt_spec_t *sp, uint32_t tag)
{
	uint32_t *wp = (uint32_t *)(sp->ds_table +
	    DT_SPECT_STATE(DT_SPEC_TAG_ID(tag)));
	uint32_t w = __atomic_load_n(wp, __ATOMIC_ACQUIRE);

	if (DT_SPEC_STATE(w) != DT_SPEC_COMMITTING &&
	    DT_SPEC_STATE(w) != DT_SPEC_DISCARDING)
		return;
	if ((DT_SPEC_GEN(w) & 0xffff) != DT_SPEC_TAG_GEN(tag))
		return;
	__atomic_compare_exchange_n(wp, &w, (w & ~0xffu) | DT_SPEC_FREE, 0,
	    __ATOMIC_RELEASE, __ATOMIC_RELAXED);
}

/* commit() or discard() of a tag: hand the records on or drop them. */
static void
dt_spec_end(dtrace_hdl_t *dtp, uint32_t tag, int commit)
{
	dt_spec_t *sp = dtp->dt_spec;
	dt_specbuf_t *sb = dt_spec_buf(sp, tag);
	uint32_t gen = DT_SPEC_TAG_GEN(tag);
	dt_specrec_t *r, *held;

	if (sb == NULL)
		return;
	if (sb->sb_fate != DT_SF_HOLD || sb->sb_gen != gen)
		dt_spec_renew(sp, sb, gen);
	held = sb->sb_head;
	sb->sb_head = NULL;
	sb->sb_tail = &sb->sb_head;
	memset(sb->sb_used, 0, sp->ds_ncpus * sizeof(uint64_t));
	sb->sb_fate = commit ? DT_SF_COMMITTED : DT_SF_DISCARDED;
	dt_spec_free_id(sp, tag);
	for (r = held; r != NULL; r = held) {
		held = r->next;
		if (commit)
			dt_consume_principal(dtp, r->data, r->size);
		free(r);
	}
}

/* The clause record's commit and discard records, in their order. */
static void
dt_spec_actions(dtrace_hdl_t *dtp, const struct dt_rec_hdr *hdr,
    const char *data, size_t size)
{
	const dt_datadesc_t *ddp;
	uint32_t i, tag;

	if (hdr->stid >= dtp->dt_nstmts || dtp->dt_stmts[hdr->stid] == NULL)
		return;
	ddp = &dtp->dt_stmts[hdr->stid]->st_ddesc;
	for (i = 0; i < ddp->dtdd_nrecs; i++) {
		const dt_recdesc_t *rec = &ddp->dtdd_recs[i];

		if (rec->dtrd_action != DT_ACT_COMMIT &&
		    rec->dtrd_action != DT_ACT_DISCARD)
			continue;
		if ((uint64_t)rec->dtrd_offset + sizeof(tag) > size ||
		    rec->dtrd_guard >= size)
			return;
		if (rec->dtrd_guard != 0 && data[rec->dtrd_guard] == 0)
			continue;	/* under an if/else not taken */
		memcpy(&tag, data + rec->dtrd_offset, sizeof(tag));
		if (tag != 0)
			dt_spec_end(dtp, tag, rec->dtrd_action == DT_ACT_COMMIT);
	}
}

void
dt_spec_sample(dtrace_hdl_t *dtp, const void *data, size_t size)
{
	struct dt_rec_hdr hdr;

	if (dtp->dt_spec == NULL || size < sizeof(hdr)) {
		dt_consume_principal(dtp, data, size);
		return;
	}
	memcpy(&hdr, data, sizeof(hdr));
	if (hdr.stid == DT_STID_FAULT || hdr.stid == DT_STID_RTLD) {
		dt_consume_principal(dtp, data, size);
		return;
	}
	if (hdr.spec != 0)
		dt_spec_hold(dtp, &hdr, data, size);
	else
		dt_consume_principal(dtp, data, size);
	dt_spec_actions(dtp, &hdr, data, size);
}

void
dt_spec_report_drops(dtrace_hdl_t *dtp)
{
	dt_spec_t *sp = dtp->dt_spec;
	uint64_t busy, unavail;

	if (sp == NULL)
		return;
	busy = __atomic_load_n((uint64_t *)(sp->ds_table + DT_SPECT_BUSY),
	    __ATOMIC_RELAXED);
	unavail = __atomic_load_n((uint64_t *)(sp->ds_table + DT_SPECT_UNAVAIL),
	    __ATOMIC_RELAXED);
	dt_consume_report(dtp, &sp->ds_rep[0], sp->ds_specdrops, "SPEC",
	    "speculative drop", "");
	dt_consume_report(dtp, &sp->ds_rep[1], busy, "SPECBUSY",
	    "failed speculation", " (available buffer(s) still busy)");
	dt_consume_report(dtp, &sp->ds_rep[2], unavail, "SPECUNAVAIL",
	    "failed speculation", " (no speculative buffer available)");
}
