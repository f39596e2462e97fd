/*
 * dt_pid_sites.c: where the pid provider's probes may put their uprobes.
 *
 * A uprobe must go at the first byte of an instruction that the program
 * runs and that the kernel runs correctly when the breakpoint hits; a
 * breakpoint anywhere else harms the program (a wrong result, a crash, a
 * SIGTRAP).  The pid provider asks this file for every site it would use:
 * a function's first instruction (entry), its return sites (return), an
 * instruction (offset probes).  The answer combines:
 *
 *  1. The function's code followed from its entry (dt_disasm.c): the site
 *     must start an instruction reached from the entry (not data inside
 *     .text, nor code reached only in ways dtrace cannot follow), and
 *     overlap no other reached instruction.  gcc's cold parts (foo.cold)
 *     are decoded with their function, as parts of it: the branches into
 *     foo.cold are followed there, and its returns are foo's.
 *
 *  2. The instruction itself (dt_insn_safe.c): the kernel's uprobes must
 *     neither refuse it nor run it wrongly (VEX/EVEX opcodes taken for
 *     branches, pushf, rep string instructions, system calls ...).
 *
 *  3. Every other function whose symbol covers the site (a symbol that
 *     points into another function, hand-made or damaged symbol tables)
 *     must not decode the byte as the inside of one of its instructions:
 *     where two decodings disagree, there is no site.
 *
 * For an entry probe alone, only the first instruction is decoded (from
 * 16 bytes), not the whole function: `pid$target:libc.so.6::entry` costs a
 * read and a decode per function.  Return and offset probes decode the
 * function; the last one decoded is kept, for a function asked for again
 * (an exact offset probe is decoded when its description is checked and
 * again when its probes are made).  Files are read through one open file
 * kept until another is asked for.
 */
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "dt_pid_sites.h"
#include "dt_insn_class.h"

/* The most bytes a function is decoded from when its size is not known. */
#define DT_PID_SITES_NOSIZE	65536
/* The cold parts of a function looked for: foo.cold, foo.cold.0 ... */
#define DT_PID_SITES_MAXPARTS	5

struct dt_pid_sites {
	int sp_fd;			/* the file read last */
	char sp_path[128];
	const dt_object_t *sp_obj;	/* the function decoded last */
	uint64_t sp_off, sp_len;
	int sp_list, sp_ok;
	dt_disasm_fn_t sp_fn;
	const dt_object_t *sp_xobj;	/* the covering function decoded last */
	uint64_t sp_xoff;
	int sp_xok;
	dt_disasm_fn_t sp_xfn;
	const dt_object_t *sp_mobj;	/* the object of sp_maxend */
	uint64_t *sp_maxend;		/* the furthest end of a code symbol
					   up to each index of its ob_syms */
	const dt_object_t *sp_robj;	/* what dt_pid_sites_rd() reads */
	const char *sp_rmf;
	const dt_object_t *sp_cobj;	/* the object of sp_colds */
	const dt_objsym_t **sp_colds;	/* its cold parts, by function name */
	size_t sp_ncolds;
};

dt_pid_sites_t *
dt_pid_sites_create(void)
{
	dt_pid_sites_t *sp = calloc(1, sizeof(dt_pid_sites_t));

	if (sp != NULL)
		sp->sp_fd = -1;
	return sp;
}

void
dt_pid_sites_destroy(dt_pid_sites_t *sp)
{
	if (sp == NULL)
		return;
	if (sp->sp_fd >= 0)
		close(sp->sp_fd);
	dt_disasm_func_free(&sp->sp_fn);
	dt_disasm_func_free(&sp->sp_xfn);
	free(sp->sp_maxend);
	free(sp->sp_colds);
	free(sp);
}

size_t
dt_pid_sites_cold(const char *name)
{
	const char *p = strstr(name, ".cold");

	for (; p != NULL; p = strstr(p + 1, ".cold")) {
		const char *q = p + 5;

		if (*q == '.' && q[1] >= '0' && q[1] <= '9')
			for (q++; *q >= '0' && *q <= '9'; q++)
				continue;
		if (*q == '\0' && p > name)
			return (size_t)(p - name);
	}
	return 0;
}

/* len bytes of mf at off into buf; 0, or -1 (errno). */
static int
dt_pid_sites_pread(dt_pid_sites_t *sp, const char *mf, uint64_t off,
    void *buf, size_t len)
{
	ssize_t n;

	if (sp->sp_fd < 0 || strcmp(sp->sp_path, mf) != 0) {
		if (sp->sp_fd >= 0)
			close(sp->sp_fd);
		sp->sp_path[0] = '\0';
		if ((sp->sp_fd = open(mf, O_RDONLY | O_CLOEXEC)) < 0)
			return -1;
		snprintf(sp->sp_path, sizeof(sp->sp_path), "%s", mf);
	}
	n = pread(sp->sp_fd, buf, len, (off_t)off);
	if (n == (ssize_t)len)
		return 0;
	if (n >= 0)
		errno = EIO;
	return -1;
}

/* dt_disasm.c's reader of jump tables: a link-time address of sp_robj. */
static int
dt_pid_sites_rd(void *arg, uint64_t vaddr, void *buf, size_t len)
{
	dt_pid_sites_t *sp = arg;
	uint64_t off, end;

	if (dt_object_offset(sp->sp_robj, vaddr, &off) != 0 ||
	    dt_object_offset(sp->sp_robj, vaddr + len - 1, &end) != 0 ||
	    end != off + len - 1)
		return -1;
	return dt_pid_sites_pread(sp, sp->sp_rmf, off, buf, len);
}

/*
 * The most bytes of code from link-time address vaddr: to the end of its
 * executable segment's file image; 0 if no executable segment has it.
 */
static uint64_t
dt_pid_sites_room(const dt_object_t *obp, uint64_t vaddr)
{
	size_t i;

	for (i = 0; i < obp->ob_nsegs; i++) {
		const dt_elf_seg_t *sg = &obp->ob_segs[i];

		if ((sg->es_flags & PF_X) && vaddr >= sg->es_vaddr &&
		    vaddr - sg->es_vaddr < sg->es_filesz)
			return sg->es_filesz - (vaddr - sg->es_vaddr);
	}
	return 0;
}

/* The size of unknown-size code at vaddr: up to the next symbol. */
static uint64_t
dt_pid_sites_nosize(const dt_object_t *obp, uint64_t vaddr)
{
	size_t lo = 0, hi = obp->ob_nsyms;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (obp->ob_syms[mid].os_value <= vaddr)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo < obp->ob_nsyms &&
	    obp->ob_syms[lo].os_value - vaddr < DT_PID_SITES_NOSIZE)
		return obp->ob_syms[lo].os_value - vaddr;
	return DT_PID_SITES_NOSIZE;
}

/* A part of n bytes of mf at off, rel from the entry; -1 (errno). */
static int
dt_pid_sites_part(dt_pid_sites_t *sp, const char *mf, uint64_t off,
    uint64_t n, int64_t rel, dt_disasm_part_t *pp)
{
	uint8_t *code = malloc(n > 0 ? n : 1);

	if (code == NULL)
		return -1;
	if (dt_pid_sites_pread(sp, mf, off, code, n) != 0) {
		free(code);
		return -1;
	}
	pp->dp_code = code;
	pp->dp_len = (uint32_t)n;
	pp->dp_rel = rel;
	return 0;
}

/* Order cold parts by their function's name (the name before ".cold"). */
static int
dt_pid_sites_cmp_cold(const void *a, const void *b)
{
	const char *x = (*(const dt_objsym_t *const *)a)->os_name;
	const char *y = (*(const dt_objsym_t *const *)b)->os_name;
	size_t nx = dt_pid_sites_cold(x), ny = dt_pid_sites_cold(y);
	int c = strncmp(x, y, nx < ny ? nx : ny);

	return c != 0 ? c : (nx > ny) - (nx < ny);
}

/* The object's cold parts, sorted by their function's name (once). */
static int
dt_pid_sites_colds_index(dt_pid_sites_t *sp, const dt_object_t *obp)
{
	size_t i, n = 0;

	if (sp->sp_cobj == obp)
		return 0;
	free(sp->sp_colds);
	sp->sp_colds = NULL;
	sp->sp_ncolds = 0;
	sp->sp_cobj = NULL;
	for (i = 0; i < obp->ob_nsyms; i++)
		n += dt_pid_sites_cold(obp->ob_syms[i].os_name) != 0;
	if (n > 0 && (sp->sp_colds = malloc(n * sizeof(*sp->sp_colds))) ==
	    NULL)
		return -1;
	for (i = 0; i < obp->ob_nsyms && n > 0; i++)
		if (dt_pid_sites_cold(obp->ob_syms[i].os_name) != 0)
			sp->sp_colds[sp->sp_ncolds++] = &obp->ob_syms[i];
	if (sp->sp_ncolds > 1)
		qsort(sp->sp_colds, sp->sp_ncolds, sizeof(*sp->sp_colds),
		    dt_pid_sites_cmp_cold);
	sp->sp_cobj = obp;
	return 0;
}

/*
 * The cold parts of osp (at file offset off, len bytes) into parts[1 ..]:
 * the symbols osp->os_name followed by ".cold" or ".cold.N".
 */
static uint32_t
dt_pid_sites_colds(dt_pid_sites_t *sp, const dt_object_t *obp,
    const char *mf, const dt_objsym_t *osp, uint64_t off, uint64_t len,
    dt_disasm_part_t *parts)
{
	size_t lo = 0, hi, nl;
	uint32_t n = 1;
	uint64_t prev = 0;

	if (osp == NULL || dt_pid_sites_cold(osp->os_name) != 0 ||
	    dt_pid_sites_colds_index(sp, obp) != 0)
		return n;
	nl = strlen(osp->os_name);
	for (hi = sp->sp_ncolds; lo < hi;) {	/* the first one of osp */
		size_t mid = lo + (hi - lo) / 2;
		const char *m = sp->sp_colds[mid]->os_name;
		size_t nm = dt_pid_sites_cold(m);
		int c = strncmp(m, osp->os_name, nm < nl ? nm : nl);

		if (c < 0 || (c == 0 && nm < nl))
			lo = mid + 1;
		else
			hi = mid;
	}
	for (; lo < sp->sp_ncolds && n < DT_PID_SITES_MAXPARTS; lo++) {
		const dt_objsym_t *cs = sp->sp_colds[lo];
		uint64_t coff, clen;

		if (dt_pid_sites_cold(cs->os_name) != nl ||
		    strncmp(cs->os_name, osp->os_name, nl) != 0)
			break;
		if (cs->os_value == prev || !dt_object_sym_code(obp, cs, &coff) ||
		    (coff < off + len && coff + cs->os_size > off))
			continue;
		prev = cs->os_value;
		clen = cs->os_size;
		if (clen > dt_pid_sites_room(obp, cs->os_value))
			clen = dt_pid_sites_room(obp, cs->os_value);
		if (clen > 0 && clen <= UINT32_MAX && dt_pid_sites_part(sp, mf,
		    coff, clen, (int64_t)(coff - off), &parts[n]) == 0)
			n++;
	}
	return n;
}

static void
dt_pid_sites_parts_free(dt_disasm_part_t *parts, uint32_t n)
{
	uint32_t k;

	for (k = 0; k < n; k++)
		free((void *)parts[k].dp_code);
}

/*
 * Is part k the function's: does a path from the entry reach it, or does
 * the function's other code branch there (a landing pad, which only the
 * unwinder enters, jumping into foo.cold)?
 */
static int
dt_pid_sites_reached(const dt_disasm_fn_t *dfp, uint32_t k)
{
	const dt_disasm_part_t *pp = &dfp->df_parts[k];
	int64_t t;
	uint32_t i;

	for (i = 0; i < dfp->df_ninsns; i++) {
		const dt_disasm_insn_t *ip = &dfp->df_insns[i];

		if (ip->di_part == k && (ip->di_flags & DT_DISASM_CODE))
			return 1;
		if (ip->di_part != k && dt_disasm_target(dfp, ip, &t) &&
		    t >= pp->dp_rel && t < pp->dp_rel + (int64_t)pp->dp_len)
			return 1;
	}
	return 0;
}

/* Decode the function at off of obp into *dfp; -1 (errno). */
static int
dt_pid_sites_decode(dt_pid_sites_t *sp, const dt_object_t *obp,
    const char *mf, const dt_objsym_t *osp, uint64_t off, uint64_t len,
    int list, dt_disasm_fn_t *dfp)
{
	dt_disasm_part_t parts[DT_PID_SITES_MAXPARTS];
	dt_disasm_ctx_t ctx;
	uint64_t vaddr, room;
	uint32_t n, k, m;
	int rc;

	if (dt_object_vaddr(obp, off, &vaddr) != 0 ||
	    (room = dt_pid_sites_room(obp, vaddr)) == 0) {
		errno = ENOENT;
		return -1;
	}
	if (len == 0)
		len = dt_pid_sites_nosize(obp, vaddr);
	if (len > room)
		len = room;		/* a size beyond its segment: damaged */
	if (len > UINT32_MAX)
		len = UINT32_MAX;
	if (dt_pid_sites_part(sp, mf, off, len, 0, &parts[0]) != 0)
		return -1;
	n = dt_pid_sites_colds(sp, obp, mf, osp, off, len, parts);
	memset(&ctx, 0, sizeof(ctx));
	ctx.dc_vaddr = vaddr;
	ctx.dc_read = dt_pid_sites_rd;
	ctx.dc_arg = sp;
	ctx.dc_list = list || n > 1;
	sp->sp_robj = obp;
	sp->sp_rmf = mf;
	rc = dt_disasm_func(parts, n, &ctx, dfp);
	if (rc == 0 && n > 1) {
		/* a cold part no branch of ours enters is not ours */
		for (k = 1, m = 1; k < n; k++) {
			if (dt_pid_sites_reached(dfp, k))
				parts[m++] = parts[k];
			else
				free((void *)parts[k].dp_code);
		}
		if (m < n) {
			n = m;
			dt_disasm_func_free(dfp);
			ctx.dc_list = list || n > 1;
			rc = dt_disasm_func(parts, n, &ctx, dfp);
		}
	}
	dt_pid_sites_parts_free(parts, n);
	return rc;
}

const dt_disasm_fn_t *
dt_pid_sites_func(dt_pid_sites_t *sp, const dt_object_t *obp, const char *mf,
    const dt_objsym_t *osp, uint64_t off, uint64_t len, int list)
{
	if (sp->sp_ok && sp->sp_obj == obp && sp->sp_off == off &&
	    sp->sp_len == len && sp->sp_list >= list)
		return &sp->sp_fn;
	dt_disasm_func_free(&sp->sp_fn);
	sp->sp_ok = 0;
	if (dt_pid_sites_decode(sp, obp, mf, osp, off, len, list,
	    &sp->sp_fn) != 0)
		return NULL;
	sp->sp_ok = 1;
	sp->sp_obj = obp;
	sp->sp_off = off;
	sp->sp_len = len;
	sp->sp_list = list;
	return &sp->sp_fn;
}

/* ---- other functions covering a site ---- */

static int
dt_pid_sites_maxend(dt_pid_sites_t *sp, const dt_object_t *obp)
{
	uint64_t end = 0, off;
	size_t i;

	if (sp->sp_mobj == obp)
		return 0;
	free(sp->sp_maxend);
	sp->sp_mobj = NULL;
	if ((sp->sp_maxend = malloc((obp->ob_nsyms + 1) *
	    sizeof(uint64_t))) == NULL)
		return -1;
	for (i = 0; i < obp->ob_nsyms; i++) {
		const dt_objsym_t *osp = &obp->ob_syms[i];

		if (dt_object_sym_code(obp, osp, &off) &&
		    osp->os_value + osp->os_size > end)
			end = osp->os_value + osp->os_size;
		sp->sp_maxend[i] = end;
	}
	sp->sp_mobj = obp;
	return 0;
}

/*
 * Does a function other than osp cover vaddr, and decode it as the inside
 * of an instruction?  Its symbol, with the instruction's start in *startp.
 */
static const dt_objsym_t *
dt_pid_sites_cover(dt_pid_sites_t *sp, const dt_object_t *obp,
    const char *mf, const dt_objsym_t *osp, uint64_t vaddr,
    int64_t *startp)
{
	size_t lo = 0, hi = obp->ob_nsyms, j;
	uint64_t last = 0;

	if (dt_pid_sites_maxend(sp, obp) != 0)
		return NULL;
	while (lo < hi) {		/* the first symbol at or past vaddr */
		size_t mid = lo + (hi - lo) / 2;

		if (obp->ob_syms[mid].os_value < vaddr)
			lo = mid + 1;
		else
			hi = mid;
	}
	for (j = lo; j-- > 0 && sp->sp_maxend[j] > vaddr;) {
		const dt_objsym_t *gs = &obp->ob_syms[j];
		uint64_t goff;

		if (gs->os_value == last || (osp != NULL &&
		    gs->os_value == osp->os_value) ||
		    vaddr - gs->os_value >= gs->os_size ||
		    !dt_object_sym_code(obp, gs, &goff))
			continue;
		last = gs->os_value;	/* aliases decode alike: once */
		if (!sp->sp_xok || sp->sp_xobj != obp || sp->sp_xoff != goff) {
			dt_disasm_func_free(&sp->sp_xfn);
			sp->sp_xok = dt_pid_sites_decode(sp, obp, mf, NULL,
			    goff, gs->os_size, 1, &sp->sp_xfn) == 0;
			sp->sp_xobj = obp;
			sp->sp_xoff = goff;
		}
		if (sp->sp_xok && dt_disasm_inside(&sp->sp_xfn,
		    (int64_t)(vaddr - gs->os_value), startp))
			return gs;
	}
	return NULL;
}

/* ---- the verdict on a site ---- */

int
dt_pid_sites_emulated(dt_pid_sites_t *sp, const char *mf, uint64_t off)
{
	uint8_t b[16];
	size_t n;

	for (n = sizeof(b); n > 0; n--)
		if (dt_pid_sites_pread(sp, mf, off, b, n) == 0)
			break;
	return n > 0 && dt_insn_emulated(b, n, dt_disasm_one(b, n, NULL, 0));
}

const char *
dt_pid_sites_text(dt_pid_sites_t *sp, const char *mf, uint64_t off,
    char *buf, size_t sz)
{
	uint8_t b[16];
	size_t n;

	buf[0] = '\0';
	for (n = sizeof(b); n > 0; n--)
		if (dt_pid_sites_pread(sp, mf, off, b, n) == 0)
			break;
	if (n == 0 || dt_disasm_one(b, n, buf, sz) == 0)
		snprintf(buf, sz, "no instruction");
	return buf;
}

int
dt_pid_sites_why(dt_pid_sites_t *sp, const dt_object_t *obp, const char *mf,
    const dt_objsym_t *osp, const dt_disasm_fn_t *dfn, uint64_t off,
    int64_t rel, char **whyp)
{
	const dt_disasm_insn_t *ip = NULL;
	const dt_objsym_t *gs;
	const char *why = NULL;
	char text[160];
	uint64_t vaddr;
	int64_t start;
	uint8_t b[16];
	size_t n;
	int k;

	*whyp = NULL;
	text[0] = '\0';
	if (dfn != NULL)
		why = dt_disasm_site(dfn, rel, &ip);
	else {
		uint32_t len;

		for (n = sizeof(b); n > 0; n--)
			if (dt_pid_sites_pread(sp, mf, off, b, n) == 0)
				break;
		len = dt_disasm_one(b, n, text, sizeof(text));
		if (dt_insn_check(b, n, len, &why) == DT_INSN_SAFE)
			why = NULL;
		if (len == 0)
			snprintf(text, sizeof(text), "no instruction");
	}
	gs = why == NULL && dt_object_vaddr(obp, off, &vaddr) == 0 ?
	    dt_pid_sites_cover(sp, obp, mf, osp, vaddr, &start) : NULL;
	if (gs == NULL && why == NULL)
		return 0;
	if (ip != NULL)		/* only now: the text is for the message */
		dt_disasm_insn_text(dfn, ip, text, sizeof(text));
	if (gs != NULL)
		k = asprintf(whyp, "(%s) is inside an instruction of %s (at "
		    "%s+0x%" PRIx64 "): the two functions decode these bytes "
		    "differently", text, gs->os_name, gs->os_name,
		    (uint64_t)start);
	else if (text[0] == '\0')
		k = asprintf(whyp, "%s", why);
	else
		k = asprintf(whyp, "(%s) %s", text, why);
	if (k < 0)
		*whyp = NULL;	/* unsafe all the same */
	return 1;
}
