/*
 * dt_pid_syms.c: the functions of an ELF object, as the pid provider names
 * and probes them.
 *
 * An object is read once per (device, inode), through the
 * /proc/PID/map_files link of one of its mappings (deleted files, memfds
 * and other mount namespaces work).  Its functions are the symbols of
 * .symtab and .dynsym (both: a stripped object keeps .dynsym only) that
 * are STT_FUNC or STT_GNU_IFUNC, defined (st_shndx != SHN_UNDEF), of
 * non-zero size, and inside an executable PT_LOAD segment, which gives the
 * file offset of the first instruction (vaddr - p_vaddr + p_offset): the
 * uprobe's offset, the same for ET_EXEC, PIE and shared objects.  A name
 * that both tables hold is kept once.
 *
 * Names at one address are aliases of one function (glibc's getpid and
 * __getpid).  DTrace keeps one name for such a function; we sort each
 * group by the preference of Solaris' libproc: a non-local symbol before
 * a local one, then fewer leading underscores ("go" before "_go"), then
 * global before weak, then the shorter name, then strcmp() order.  The
 * first of the group is the canonical name (pf_canon of every member).
 *
 * An STT_GNU_IFUNC symbol's address is its resolver's (it runs once, at
 * relocation); resolving it to the implementation the dynamic linker chose
 * is left to the next stage.
 *
 * A second array sorts the names for dt_pid_obj_lookup() (bsearch).  The
 * entry point (e_entry) is kept: the function there (_start) is jumped to
 * with argc where a return address would be, so it gets no return probe.
 */
#include <errno.h>
#include <gelf.h>
#include <stdlib.h>
#include <string.h>
#include "dt_elf.h"
#include "dt_pid_syms.h"

/* A function symbol while reading: its name, and its preference rank. */
typedef struct dt_pid_rawfn {
	dt_pid_fn_t rf_fn;
	int rf_local, rf_weak;
} dt_pid_rawfn_t;

/* ---- reading ---- */

static int
dt_pid_is_func(const GElf_Sym *sym)
{
	int type = GELF_ST_TYPE(sym->st_info);

	return (type == STT_FUNC || type == STT_GNU_IFUNC) &&
	    sym->st_shndx != SHN_UNDEF && sym->st_size > 0;
}

/* Append the functions of one symbol table to *fnsp. */
static int
dt_pid_table_read(const dt_elf_t *dep, GElf_Word type, dt_pid_rawfn_t **fnsp,
    size_t *np, size_t *szp)
{
	dt_elf_symtab_t st;
	size_t i;

	if (dt_elf_symtab(dep, type, &st) != 0)
		return 0;
	for (i = 0; i < st.est_nsyms; i++) {
		dt_pid_rawfn_t *rf;
		const char *name;
		GElf_Sym sym;
		uint64_t off;

		if (dt_elf_sym(dep, &st, i, &sym, &name) != 0 ||
		    !dt_pid_is_func(&sym) || name == NULL || name[0] == '\0' ||
		    dt_elf_seg_offset(dep->de_segs, dep->de_nsegs, sym.st_value,
		    PF_X, &off) != 0)
			continue;
		if (*np == *szp) {
			size_t sz = *szp ? *szp * 2 : 256;

			if ((rf = realloc(*fnsp, sz * sizeof(*rf))) == NULL)
				return -1;
			*fnsp = rf;
			*szp = sz;
		}
		rf = &(*fnsp)[(*np)++];
		memset(rf, 0, sizeof(*rf));
		rf->rf_fn.pf_name = (char *)name;	/* copied once kept */
		rf->rf_fn.pf_vaddr = sym.st_value;
		rf->rf_fn.pf_size = sym.st_size;
		rf->rf_fn.pf_off = off;
		rf->rf_local = GELF_ST_BIND(sym.st_info) == STB_LOCAL;
		rf->rf_weak = GELF_ST_BIND(sym.st_info) == STB_WEAK;
	}
	return 0;
}

/* ---- sorting and aliases ---- */

static size_t
dt_pid_underscores(const char *s)
{
	return strspn(s, "_");
}

/* By address, then libproc's preference among aliases. */
static int
dt_pid_rawfn_cmp(const void *ap, const void *bp)
{
	const dt_pid_rawfn_t *a = ap, *b = bp;
	const char *an = a->rf_fn.pf_name, *bn = b->rf_fn.pf_name;

	if (a->rf_fn.pf_vaddr != b->rf_fn.pf_vaddr)
		return a->rf_fn.pf_vaddr < b->rf_fn.pf_vaddr ? -1 : 1;
	if (a->rf_local != b->rf_local)
		return a->rf_local - b->rf_local;
	if (dt_pid_underscores(an) != dt_pid_underscores(bn))
		return dt_pid_underscores(an) < dt_pid_underscores(bn) ? -1 : 1;
	if (a->rf_weak != b->rf_weak)
		return a->rf_weak - b->rf_weak;
	if (strlen(an) != strlen(bn))
		return strlen(an) < strlen(bn) ? -1 : 1;
	return strcmp(an, bn);
}

/* Is name already among the group's names [first, n)? */
static int
dt_pid_group_has(const dt_pid_obj_t *pop, uint32_t first, const char *name)
{
	uint32_t i;

	for (i = first; i < pop->po_nfns; i++)
		if (strcmp(pop->po_fns[i].pf_name, name) == 0)
			return 1;
	return 0;
}

/* Keep the sorted functions (names copied), each name once per group. */
static int
dt_pid_obj_keep(dt_pid_obj_t *pop, const dt_pid_rawfn_t *rfs, size_t n)
{
	uint32_t first = 0;
	size_t i;

	if (n > 0 && (pop->po_fns = calloc(n, sizeof(dt_pid_fn_t))) == NULL)
		return -1;
	for (i = 0; i < n; i++) {
		dt_pid_fn_t *fp;

		if (i == 0 || rfs[i].rf_fn.pf_vaddr != rfs[i - 1].rf_fn.pf_vaddr)
			first = pop->po_nfns;
		else if (dt_pid_group_has(pop, first, rfs[i].rf_fn.pf_name))
			continue;
		fp = &pop->po_fns[pop->po_nfns];
		*fp = rfs[i].rf_fn;
		fp->pf_canon = first;
		if ((fp->pf_name = strdup(rfs[i].rf_fn.pf_name)) == NULL)
			return -1;
		pop->po_nfns++;
	}
	return 0;
}

static const dt_pid_obj_t *dt_pid_sort_obj;	/* for dt_pid_byname_cmp */

static int
dt_pid_byname_cmp(const void *ap, const void *bp)
{
	const dt_pid_fn_t *fns = dt_pid_sort_obj->po_fns;

	return strcmp(fns[*(const uint32_t *)ap].pf_name,
	    fns[*(const uint32_t *)bp].pf_name);
}

static int
dt_pid_obj_index(dt_pid_obj_t *pop)
{
	uint32_t i;

	if (pop->po_nfns == 0)
		return 0;
	if ((pop->po_byname = malloc(pop->po_nfns * sizeof(uint32_t))) == NULL)
		return -1;
	for (i = 0; i < pop->po_nfns; i++)
		pop->po_byname[i] = i;
	dt_pid_sort_obj = pop;
	qsort(pop->po_byname, pop->po_nfns, sizeof(uint32_t), dt_pid_byname_cmp);
	dt_pid_sort_obj = NULL;
	return 0;
}

/* Read the functions of the open ELF object. */
static int
dt_pid_obj_read(dt_pid_obj_t *pop, const dt_elf_t *dep)
{
	dt_pid_rawfn_t *rfs = NULL;
	size_t n = 0, sz = 0;
	int rc = -1;

	pop->po_entry = dep->de_ehdr.e_entry;
	if (dt_pid_table_read(dep, SHT_SYMTAB, &rfs, &n, &sz) == 0 &&
	    dt_pid_table_read(dep, SHT_DYNSYM, &rfs, &n, &sz) == 0) {
		if (n > 0)
			qsort(rfs, n, sizeof(*rfs), dt_pid_rawfn_cmp);
		rc = dt_pid_obj_keep(pop, rfs, n) == 0 &&
		    dt_pid_obj_index(pop) == 0 ? 0 : -1;
	}
	free(rfs);
	return rc;
}

/* ---- the cache ---- */

dt_pid_obj_t *
dt_pid_obj_get(dt_pid_obj_t **cachep, const char *path, dev_t dev, ino_t ino)
{
	dt_pid_obj_t *pop;
	dt_elf_t *dep;

	for (pop = *cachep; pop != NULL; pop = pop->po_next)
		if (pop->po_dev == dev && pop->po_ino == ino)
			return pop;
	if ((pop = calloc(1, sizeof(*pop))) == NULL)
		return NULL;
	pop->po_dev = dev;
	pop->po_ino = ino;
	errno = 0;
	if ((dep = dt_elf_open(path)) == NULL)
		pop->po_err = errno ? errno : ENOEXEC;
	else if (dt_pid_obj_read(pop, dep) != 0)
		pop->po_err = ENOEXEC;
	dt_elf_close(dep);
	pop->po_next = *cachep;
	*cachep = pop;
	return pop;
}

int
dt_pid_obj_lookup(const dt_pid_obj_t *pop, const char *name)
{
	uint32_t lo = 0, hi = pop->po_nfns;

	while (lo < hi) {
		uint32_t mid = lo + (hi - lo) / 2;
		int c = strcmp(name, pop->po_fns[pop->po_byname[mid]].pf_name);

		if (c == 0)
			return (int)pop->po_byname[mid];
		if (c < 0)
			hi = mid;
		else
			lo = mid + 1;
	}
	return -1;
}

void
dt_pid_objs_free(dt_pid_obj_t *pop)
{
	while (pop != NULL) {
		dt_pid_obj_t *next = pop->po_next;
		uint32_t i;

		for (i = 0; i < pop->po_nfns; i++)
			free(pop->po_fns[i].pf_name);
		free(pop->po_fns);
		free(pop->po_byname);
		free(pop);
		pop = next;
	}
}
