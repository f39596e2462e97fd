/*
 * dt_pcb.c: what a compile adds to the handle, at the bottom of the
 * compiler: the parser, the cook pass and the code generator all call it.
 *
 * Memory asked for during a compile never comes back NULL: when it runs
 * out, dt_xalloc() and its kin raise a D_UNKNOWN "out of memory" compile
 * error (xyerror, dt_parser.c), which longjmps back to dt_compile().  The
 * tables a compile grows in the handle live here: the string table (string
 * constants, each kept once, found by hash), the printf formats kept for
 * the handle's lifetime, the aggregation descriptions and the record
 * layouts of statements.  A compile that fails is undone (dt_program.c):
 * every identifier it created is on the pcb's undo list
 * (dt_pcb_undo_ident), so that it can be removed again.
 */
#include <stdlib.h>
#include <string.h>
#include "dt_impl.h"
#include "dt_parser.h"
#include "dt_ident.h"
#include "dt_util.h"

void *
dt_xalloc(size_t size)
{
	void *p = calloc(1, size ? size : 1);

	if (p == NULL)
		xyerror(D_UNKNOWN, "out of memory");
	return p;
}

char *
dt_xstrdup(const char *s)
{
	char *p = strdup(s);

	if (p == NULL)
		xyerror(D_UNKNOWN, "out of memory");
	return p;
}

/* Grow a pointer array to hold at least n elements. */
void
dt_grow(void ***arrp, uint32_t *szp, uint32_t n)
{
	uint32_t sz = *szp ? *szp : 16;
	void **p;

	if (n <= *szp)
		return;
	while (sz < n)
		sz *= 2;
	p = realloc(*arrp, sz * sizeof(void *));
	if (p == NULL)
		xyerror(D_UNKNOWN, "out of memory");
	memset(p + *szp, 0, (sz - *szp) * sizeof(void *));
	*arrp = p;
	*szp = sz;
}

/*
 * The string table's strings are found by an open-addressing hash of their
 * offsets, so a script of N distinct strings is not N^2 comparisons.
 */
/* The slot of s: where its offset + 1 is, or the free slot it would take. */
static uint32_t *
dt_strtab_slot(dtrace_hdl_t *dtp, const char *s)
{
	uint32_t mask = dtp->dt_strhashsz - 1;
	uint32_t i = dt_strhash(s) & mask;

	while (dtp->dt_strhash[i] != 0 &&
	    strcmp(dtp->dt_strtab + dtp->dt_strhash[i] - 1, s) != 0)
		i = (i + 1) & mask;
	return &dtp->dt_strhash[i];
}

/* Keep the hash at most half full: double it, and place every string again. */
static void
dt_strtab_rehash(dtrace_hdl_t *dtp)
{
	uint32_t sz = dtp->dt_strhashsz ? dtp->dt_strhashsz * 2 : 256;
	uint32_t *old = dtp->dt_strhash, osz = dtp->dt_strhashsz, i;

	if ((dtp->dt_strhash = calloc(sz, sizeof(uint32_t))) == NULL) {
		dtp->dt_strhash = old;
		xyerror(D_UNKNOWN, "out of memory");
	}
	dtp->dt_strhashsz = sz;
	for (i = 0; i < osz; i++)
		if (old[i] != 0)
			*dt_strtab_slot(dtp, dtp->dt_strtab + old[i] - 1) = old[i];
	free(old);
}

uint32_t
dt_strtab_insert(dtrace_hdl_t *dtp, const char *s)
{
	size_t len = strlen(s) + 1;
	uint32_t off, *slot;

	/* Reuse an identical string already in the table. */
	if (2 * (dtp->dt_nstrs + 1) > dtp->dt_strhashsz)
		dt_strtab_rehash(dtp);
	slot = dt_strtab_slot(dtp, s);
	if (*slot != 0)
		return *slot - 1;
	if (dtp->dt_strlen + len > dtp->dt_strtabsz) {
		uint32_t sz = dtp->dt_strtabsz ? dtp->dt_strtabsz : 256;
		char *p;

		while (sz < dtp->dt_strlen + len)
			sz *= 2;
		if ((p = realloc(dtp->dt_strtab, sz)) == NULL)
			xyerror(D_UNKNOWN, "out of memory");
		dtp->dt_strtab = p;
		dtp->dt_strtabsz = sz;
	}
	off = dtp->dt_strlen;
	memcpy(dtp->dt_strtab + off, s, len);
	dtp->dt_strlen += len;
	*slot = off + 1;
	dtp->dt_nstrs++;
	return off;
}

void
dt_format_keep(dtrace_hdl_t *dtp, void *pfv)
{
	dt_grow(&dtp->dt_formats, &dtp->dt_formatsz, dtp->dt_nformats + 1);
	dtp->dt_formats[dtp->dt_nformats++] = pfv;
}

dt_aggdesc_t *
dt_aggdesc_create(dtrace_hdl_t *dtp, const char *name)
{
	dt_aggdesc_t *agp = dt_xalloc(sizeof(dt_aggdesc_t));

	dt_grow((void ***)&dtp->dt_aggdescs, &dtp->dt_aggdsz, dtp->dt_naggs + 1);
	agp->dtagd_name = dt_xstrdup(name);
	agp->dtagd_id = dtp->dt_naggs;
	agp->dtagd_normal = 1;
	dtp->dt_aggdescs[dtp->dt_naggs++] = agp;
	return agp;
}

int
dt_datadesc_add(dt_datadesc_t *ddp, dt_func_t action, uint32_t size,
    uint32_t align, uint32_t flags)
{
	dt_recdesc_t *recs, *rp;
	uint32_t off = ddp->dtdd_size;

	if (align > 1)
		off = (off + align - 1) & ~(align - 1);
	recs = realloc(ddp->dtdd_recs, (ddp->dtdd_nrecs + 1) * sizeof(dt_recdesc_t));
	if (recs == NULL)
		xyerror(D_UNKNOWN, "out of memory");
	ddp->dtdd_recs = recs;
	rp = &recs[ddp->dtdd_nrecs];
	memset(rp, 0, sizeof(*rp));
	rp->dtrd_action = action;
	rp->dtrd_offset = off;
	rp->dtrd_size = size;
	rp->dtrd_flags = flags;
	rp->dtrd_guard = ddp->dtdd_guard;
	ddp->dtdd_size = off + size;
	return ddp->dtdd_nrecs++;
}

void
dt_pcb_undo_ident(dt_pcb_t *pcb, dt_idhash_t *dhp, dt_ident_t *idp)
{
	struct dt_pcb_undo *u = dt_xalloc(sizeof(*u));

	u->dhp = dhp;
	u->idp = idp;
	u->next = pcb->pcb_undo;
	pcb->pcb_undo = u;
}
