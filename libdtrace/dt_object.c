/*
 * dt_object.c: the symbols of the ELF objects processes map.
 *
 * An object (a program or library, a deleted file, a memfd) is read once
 * per (device, inode), whichever process maps it, and kept on the handle
 * (dtp->dt_objects) until dtrace_close().  It is opened through the
 * mapping's /proc/PID/map_files link while the process lives (the very
 * inode mapped, wherever it is), else by its path (dt_maps.c).  What is
 * kept:
 *
 *   its PT_LOAD segments (dt_elf.c), which turn the file offset of an
 *	address in a mapping into the link-time address the symbols use,
 *	and back (dt_object_vaddr(), dt_object_offset());
 *   its function and data symbols (STT_FUNC, STT_GNU_IFUNC, STT_OBJECT,
 *	defined, non-zero), from .symtab, or when the object is stripped
 *	from its separate debug file (/usr/lib/debug/.build-id/xx/yyyy.debug,
 *	found by the object's GNU build id) if installed, else from .dynsym.
 *	The names are copied (the string tables, once each), so no file stays
 *	open.  They are sorted by address and, among aliases at one address,
 *	by preference as libproc chooses: functions before data, global
 *	before weak before local, fewer leading underscores first.
 *
 * dt_object_sym_at() finds the preferred symbol containing an address
 * (its [value, value + size), or its very address for a symbol of size 0)
 * by binary search; dt_object_sym_named() a symbol by name.  The user
 * symbol code (dt_sym.c) and the dynamic linker watch (dt_rtld.c) use them.
 */
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "dt_object.h"

/* ---- reading ---- */

static int
dt_objsym_cmp(const void *l, const void *r)
{
	const dt_objsym_t *a = l, *b = r;

	if (a->os_value != b->os_value)
		return a->os_value < b->os_value ? -1 : 1;
	if (a->os_rank != b->os_rank)
		return a->os_rank < b->os_rank ? -1 : 1;
	return strcmp(a->os_name, b->os_name);
}

/* As libproc prefers among aliases: functions, global, fewer underscores. */
static uint32_t
dt_objsym_rank(const GElf_Sym *sym, const char *name)
{
	uint32_t r = GELF_ST_TYPE(sym->st_info) == STT_OBJECT ? 4096 : 0;

	switch (GELF_ST_BIND(sym->st_info)) {
	case STB_GLOBAL: break;
	case STB_WEAK: r += 1024; break;
	default: r += 2048; break;
	}
	while (*name++ == '_')
		r++;
	return r;
}

static int
dt_objsym_wanted(const GElf_Sym *sym)
{
	int type = GELF_ST_TYPE(sym->st_info);

	return (type == STT_FUNC || type == STT_GNU_IFUNC || type == STT_OBJECT) &&
	    sym->st_shndx != SHN_UNDEF && sym->st_value != 0;
}

/* A copy of the string table of symbol table st, kept in ob_strs. */
static char *
dt_object_strtab(dt_object_t *obp, const dt_elf_t *dep,
    const dt_elf_symtab_t *stp, size_t *sizep)
{
	Elf_Scn *scn = elf_getscn(dep->de_elf, stp->est_shdr.sh_link);
	Elf_Data *data = scn != NULL ? elf_getdata(scn, NULL) : NULL;
	char *strs, **tabs;

	if (data == NULL || data->d_size == 0 || data->d_buf == NULL)
		return NULL;
	if ((strs = malloc(data->d_size + 1)) == NULL)
		return NULL;
	tabs = realloc(obp->ob_strs, (obp->ob_nstrs + 1) * sizeof(char *));
	if (tabs == NULL) {
		free(strs);
		return NULL;
	}
	memcpy(strs, data->d_buf, data->d_size);
	strs[data->d_size] = '\0';
	obp->ob_strs = tabs;
	tabs[obp->ob_nstrs++] = strs;
	*sizep = data->d_size;
	return strs;
}

/* Add the wanted symbols of symbol table type; 0, or -1 if there is none. */
static int
dt_object_add_syms(dt_object_t *obp, const dt_elf_t *dep, GElf_Word type)
{
	dt_elf_symtab_t st;
	size_t i, nstr;
	dt_objsym_t *syms;
	char *strs;

	if (dt_elf_symtab(dep, type, &st) != 0 || st.est_data == NULL ||
	    st.est_shdr.sh_entsize == 0 ||
	    (strs = dt_object_strtab(obp, dep, &st, &nstr)) == NULL)
		return -1;
	syms = realloc(obp->ob_syms,
	    (obp->ob_nsyms + st.est_nsyms) * sizeof(dt_objsym_t));
	if (syms == NULL)
		return -1;
	obp->ob_syms = syms;
	for (i = 0; i < st.est_nsyms; i++) {
		dt_objsym_t *osp = &obp->ob_syms[obp->ob_nsyms];
		GElf_Sym sym;

		if (gelf_getsym(st.est_data, (int)i, &sym) == NULL ||
		    !dt_objsym_wanted(&sym) || sym.st_name == 0 || sym.st_name >= nstr)
			continue;
		osp->os_value = sym.st_value;
		osp->os_size = sym.st_size;
		osp->os_name = strs + sym.st_name;
		osp->os_rank = dt_objsym_rank(&sym, osp->os_name);
		osp->os_type = GELF_ST_TYPE(sym.st_info);
		obp->ob_nsyms++;
	}
	return 0;
}

/* /usr/lib/debug/.build-id/xx/yyyy.debug for the object's build id. */
static int
dt_object_debugfile(const dt_elf_t *dep, char *path, size_t len)
{
	const unsigned char *id;
	size_t idlen, i;
	int n;

	if (dt_elf_build_id(dep, &id, &idlen) != 0)
		return -1;
	n = snprintf(path, len, "/usr/lib/debug/.build-id/%02x/", id[0]);
	for (i = 1; i < idlen && n > 0 && (size_t)n < len; i++)
		n += snprintf(path + n, len - n, "%02x", id[i]);
	if (n > 0 && (size_t)n < len)
		n += snprintf(path + n, len - n, ".debug");
	return n > 0 && (size_t)n < len ? 0 : -1;
}

/* .symtab of the separate debug file, if there is one. */
static int
dt_object_debug_syms(dt_object_t *obp, const dt_elf_t *dep)
{
	char path[PATH_MAX];
	dt_elf_t *ddep;
	int rc;

	if (dt_object_debugfile(dep, path, sizeof(path)) != 0 ||
	    (ddep = dt_elf_open(path)) == NULL)
		return -1;
	rc = dt_object_add_syms(obp, ddep, SHT_SYMTAB);
	dt_elf_close(ddep);
	return rc;
}

static void
dt_object_read(dt_object_t *obp, dt_elf_t *dep)
{
	size_t segsz = dep->de_nsegs * sizeof(dt_elf_seg_t);
	GElf_Shdr sh;

	if (!dep->de_phdrs)
		return;
	if (segsz > 0) {
		if ((obp->ob_segs = malloc(segsz)) == NULL)
			return;
		memcpy(obp->ob_segs, dep->de_segs, segsz);
		obp->ob_nsegs = dep->de_nsegs;
	}
	if (dt_elf_scn(dep, SHT_SYMTAB, &sh) != NULL)
		dt_object_add_syms(obp, dep, SHT_SYMTAB);
	else if (dt_object_debug_syms(obp, dep) != 0)
		dt_object_add_syms(obp, dep, SHT_DYNSYM);
	if (obp->ob_nsyms > 0)
		qsort(obp->ob_syms, obp->ob_nsyms, sizeof(dt_objsym_t), dt_objsym_cmp);
	obp->ob_ok = 1;
}

static void
dt_object_free(dt_object_t *obp)
{
	size_t i;

	for (i = 0; i < obp->ob_nstrs; i++)
		free(obp->ob_strs[i]);
	free(obp->ob_strs);
	free(obp->ob_syms);
	free(obp->ob_segs);
	free(obp);
}

dt_object_t *
dt_object_get(dtrace_hdl_t *dtp, const dt_maps_t *msp, const dt_mapping_t *dmp)
{
	char path[96];
	dt_object_t *obp;
	dt_elf_t *dep = NULL;

	for (obp = dtp->dt_objects; obp != NULL; obp = obp->ob_next)
		if (obp->ob_dev == dmp->dm_dev && obp->ob_ino == dmp->dm_ino)
			return obp;
	if ((obp = calloc(1, sizeof(dt_object_t))) == NULL)
		return NULL;
	obp->ob_dev = dmp->dm_dev;
	obp->ob_ino = dmp->dm_ino;
	if (dt_mapping_file(msp, dmp, path, sizeof(path)) == 0)
		dep = dt_elf_open(path);
	if (dep == NULL && dmp->dm_path != NULL)
		dep = dt_elf_open(dmp->dm_path);
	if (dep != NULL) {
		dt_object_read(obp, dep);
		dt_elf_close(dep);
	}
	obp->ob_next = dtp->dt_objects;
	dtp->dt_objects = obp;
	return obp;
}

/* ---- lookups ---- */

static int
dt_objsym_contains(const dt_objsym_t *osp, uint64_t vaddr)
{
	return vaddr == osp->os_value ||
	    (vaddr > osp->os_value && vaddr - osp->os_value < osp->os_size);
}

const dt_objsym_t *
dt_object_sym_at(const dt_object_t *obp, uint64_t vaddr)
{
	size_t lo = 0, hi = obp->ob_nsyms, mid, first;

	while (lo < hi) {
		mid = lo + (hi - lo) / 2;
		if (obp->ob_syms[mid].os_value <= vaddr)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo == 0)
		return NULL;
	for (first = lo - 1; first > 0 &&
	    obp->ob_syms[first - 1].os_value == obp->ob_syms[lo - 1].os_value;)
		first--;
	for (; first < lo; first++)
		if (dt_objsym_contains(&obp->ob_syms[first], vaddr))
			return &obp->ob_syms[first];
	return NULL;
}

const dt_objsym_t *
dt_object_sym_named(const dt_object_t *obp, const char *name)
{
	const dt_objsym_t *best = NULL;
	size_t i;

	for (i = 0; i < obp->ob_nsyms; i++) {
		const dt_objsym_t *osp = &obp->ob_syms[i];

		if (strcmp(osp->os_name, name) == 0 &&
		    (best == NULL || osp->os_rank < best->os_rank))
			best = osp;
	}
	return best;
}

int
dt_object_vaddr(const dt_object_t *obp, uint64_t off, uint64_t *vaddrp)
{
	return dt_elf_seg_vaddr(obp->ob_segs, obp->ob_nsegs, off, vaddrp);
}

int
dt_object_offset(const dt_object_t *obp, uint64_t vaddr, uint64_t *offp)
{
	return dt_elf_seg_offset(obp->ob_segs, obp->ob_nsegs, vaddr, 0, offp);
}

void
dt_object_fini(dtrace_hdl_t *dtp)
{
	dt_object_t *obp;

	while ((obp = dtp->dt_objects) != NULL) {
		dtp->dt_objects = obp->ob_next;
		dt_object_free(obp);
	}
}
