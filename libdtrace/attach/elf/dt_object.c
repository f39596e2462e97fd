/*
 * dt_object.c: the symbols of the ELF objects processes map.
 *
 * An object (a program or library, a deleted file, a memfd) is read once
 * per (device, inode), whichever process maps it, and kept on the handle
 * (dtp->dt_objects) until dtrace_close().  It is opened through the
 * mapping's /proc/PID/map_files link while the process lives (the very
 * inode mapped, wherever it is), else by its path (dt_maps.c).  This one
 * cache serves ustack()/usym()/ufunc() (dt_sym.c), the dynamic linker
 * watch (dt_rtld.c) and the pid provider's function lists (dt_prov_pid.c).
 * What is kept:
 *
 *   its PT_LOAD segments (dt_elf.c), which turn the file offset of an
 *	address in a mapping into the link-time address the symbols use,
 *	and back (dt_object_vaddr(), dt_object_offset());
 *   its entry point (e_entry);
 *   its R_X86_64_IRELATIVE relocations (GOT slot, resolver), through which
 *	the object calls its own IFUNCs: the slot a process's dynamic linker
 *	filled says which implementation it chose (dt_ifunc.c); and its
 *	GLOB_DAT and JUMP_SLOT ones with the imported symbol's name (an IFUNC
 *	of another object that this one calls: its slot, once bound, says
 *	the same);
 *   its function and data symbols (STT_FUNC, STT_GNU_IFUNC, STT_OBJECT,
 *	defined, at a non-zero address) from every source there is, merged:
 *	.symtab, .dynsym, the separate debug file's .symtab and the
 *	MiniDebugInfo's .symtab (dt_debuginfo.c).  A name at an address that
 *	two sources both hold is kept once.  The names are copied (the string
 *	tables, once each), so no file stays open, and C++ names are
 *	demangled once here (dt_demangle.c), both forms kept.
 *
 * The symbols are sorted by address and, among aliases at one address, by
 * one preference, Solaris libproc's: functions before data, then non-local
 * before local, then fewer leading underscores, then global before weak,
 * then the shorter name, then strcmp() order (glibc's getpid, not
 * __getpid).  The first of an address is its canonical name: what
 * dt_object_sym_at() gives there, so usym(), ufunc() and ustack() print
 * the name the pid provider gives the function's probes.
 *
 * dt_object_sym_at() finds the preferred symbol containing an address
 * (its [value, value + size), or its very address for a symbol of size 0)
 * by binary search; dt_object_sym_named() a symbol by name, by binary
 * search of a second index sorted by name (else, for a demangled name, by
 * a scan).
 */
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "dt_object.h"
#include "dt_debuginfo.h"
#include "dt_demangle.h"

/* ---- the preference among aliases ---- */

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

/*
 * libproc's preference as one number, lower first: data (bit 30), local
 * (bit 29), leading underscores (bits 25-28), weak (bit 24), the name's
 * length (bits 0-23).
 */
static uint32_t
dt_objsym_rank(const GElf_Sym *sym, const char *name)
{
	size_t us = strspn(name, "_"), len = strlen(name);
	uint32_t r = 0;

	if (GELF_ST_TYPE(sym->st_info) == STT_OBJECT)
		r |= 1U << 30;
	if (GELF_ST_BIND(sym->st_info) == STB_LOCAL)
		r |= 1U << 29;
	r |= (uint32_t)(us < 15 ? us : 15) << 25;
	if (GELF_ST_BIND(sym->st_info) == STB_WEAK)
		r |= 1U << 24;
	return r | (uint32_t)(len < 0xffffff ? len : 0xffffff);
}

/* ---- reading ---- */

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

/* Add the wanted symbols of symbol table type, if dep has one. */
static void
dt_object_add_syms(dt_object_t *obp, const dt_elf_t *dep, GElf_Word type)
{
	dt_elf_symtab_t st;
	size_t i, nstr;
	dt_objsym_t *syms;
	char *strs;

	if (dep == NULL || dt_elf_symtab(dep, type, &st) != 0 ||
	    st.est_data == NULL || st.est_shdr.sh_entsize == 0 ||
	    (strs = dt_object_strtab(obp, dep, &st, &nstr)) == NULL)
		return;
	syms = realloc(obp->ob_syms,
	    (obp->ob_nsyms + st.est_nsyms) * sizeof(dt_objsym_t));
	if (syms == NULL)
		return;
	obp->ob_syms = syms;
	for (i = 0; i < st.est_nsyms; i++) {
		dt_objsym_t *osp = &obp->ob_syms[obp->ob_nsyms];
		GElf_Sym sym;

		if (gelf_getsym(st.est_data, (int)i, &sym) == NULL ||
		    !dt_objsym_wanted(&sym) || sym.st_name == 0 || sym.st_name >= nstr)
			continue;
		osp->os_value = sym.st_value;
		osp->os_size = sym.st_size;
		osp->os_name = osp->os_dname = strs + sym.st_name;
		osp->os_rank = dt_objsym_rank(&sym, osp->os_name);
		osp->os_type = GELF_ST_TYPE(sym.st_info);
		obp->ob_nsyms++;
	}
}

/* The name of an import (a GLOB_DAT or JUMP_SLOT relocation), or NULL. */
static const char *
dt_object_import(dt_object_t *obp, const dt_elf_t *dep, const GElf_Rela *rp,
    dt_elf_symtab_t *stp, char **strsp, size_t *nstrp)
{
	size_t type = GELF_R_TYPE(rp->r_info), idx = GELF_R_SYM(rp->r_info);
	GElf_Sym sym;

	if ((type != R_X86_64_GLOB_DAT && type != R_X86_64_JUMP_SLOT) ||
	    idx == 0)
		return NULL;
	if (*strsp == NULL && (dt_elf_symtab(dep, SHT_DYNSYM, stp) != 0 ||
	    (*strsp = dt_object_strtab(obp, dep, stp, nstrp)) == NULL))
		return NULL;
	if (gelf_getsym(stp->est_data, (int)idx, &sym) == NULL ||
	    sym.st_shndx != SHN_UNDEF || sym.st_name == 0 ||
	    sym.st_name >= *nstrp)
		return NULL;
	return *strsp + sym.st_name;
}

/*
 * Keep the R_X86_64_IRELATIVE relocations of the SHT_RELA sections, and
 * the GLOB_DAT and JUMP_SLOT ones of undefined (imported) symbols, with
 * the name from .dynsym (its string table copied once, when first needed).
 */
static void
dt_object_add_irels(dt_object_t *obp, const dt_elf_t *dep)
{
	Elf_Scn *scn = NULL;
	GElf_Shdr sh;
	dt_elf_symtab_t st;
	char *strs = NULL;
	size_t nstr = 0, cap = 0;

	while ((scn = elf_nextscn(dep->de_elf, scn)) != NULL) {
		Elf_Data *data;
		GElf_Rela r;
		int i;

		if (gelf_getshdr(scn, &sh) == NULL || sh.sh_type != SHT_RELA ||
		    (data = elf_getdata(scn, NULL)) == NULL)
			continue;
		for (i = 0; gelf_getrela(data, i, &r) != NULL; i++) {
			const char *name = dt_object_import(obp, dep, &r, &st,
			    &strs, &nstr);
			dt_objirel_t *irp;

			if (GELF_R_TYPE(r.r_info) != R_X86_64_IRELATIVE &&
			    name == NULL)
				continue;
			if (obp->ob_nirels == cap) {
				cap = cap ? 2 * cap : 16;
				irp = realloc(obp->ob_irels,
				    cap * sizeof(dt_objirel_t));
				if (irp == NULL)
					return;
				obp->ob_irels = irp;
			}
			irp = &obp->ob_irels[obp->ob_nirels++];
			irp->ir_slot = r.r_offset;
			irp->ir_resolver = name ? 0 : (uint64_t)r.r_addend;
			irp->ir_name = name;
		}
	}
}

/* Add the .symtab of the separate debug file and of the MiniDebugInfo. */
static void
dt_object_add_debuginfo(dt_object_t *obp, const dt_elf_t *dep,
    const char *path)
{
	dt_elf_t *ddep = dt_debuginfo_file(dep, path);

	dt_object_add_syms(obp, ddep, SHT_SYMTAB);
	dt_elf_close(ddep);
	ddep = dt_debuginfo_mini(dep);
	dt_object_add_syms(obp, ddep, SHT_SYMTAB);
	dt_elf_close(ddep);
}

/* Is name among syms[first, n)? */
static int
dt_object_seen(const dt_objsym_t *syms, size_t first, size_t n,
    const char *name)
{
	for (; first < n; first++)
		if (strcmp(syms[first].os_name, name) == 0)
			return 1;
	return 0;
}

/*
 * A symbol's size is the file's word: a damaged object may say 2^64 - 1.
 * A symbol in a PT_LOAD segment ends where the segment's memory image
 * ends at the latest, so that nothing reads or allocates a function's
 * code beyond its segment (dt_object_sym_code() also bounds it by the
 * segment's bytes in the file).
 */
static uint64_t
dt_object_bound(const dt_object_t *obp, uint64_t value, uint64_t size)
{
	size_t i;

	for (i = 0; i < obp->ob_nsegs; i++) {
		const dt_elf_seg_t *esp = &obp->ob_segs[i];
		uint64_t room;

		if (value < esp->es_vaddr || value - esp->es_vaddr >= esp->es_memsz)
			continue;
		room = esp->es_memsz - (value - esp->es_vaddr);
		return size < room ? size : room;
	}
	return size;
}

/* Sort, keep each name once per address, demangle. */
static void
dt_object_merge(dt_object_t *obp)
{
	dt_objsym_t *syms = obp->ob_syms;
	size_t i, n = 0, first = 0;

	if (obp->ob_nsyms == 0)
		return;
	for (i = 0; i < obp->ob_nsyms; i++)
		syms[i].os_size = dt_object_bound(obp, syms[i].os_value,
		    syms[i].os_size);
	qsort(syms, obp->ob_nsyms, sizeof(dt_objsym_t), dt_objsym_cmp);
	for (i = 0; i < obp->ob_nsyms; i++) {
		if (n == 0 || syms[i].os_value != syms[n - 1].os_value)
			first = n;
		else if (dt_object_seen(syms, first, n, syms[i].os_name))
			continue;
		syms[n] = syms[i];
		if ((syms[n].os_dname = dt_demangle(syms[n].os_name)) == NULL)
			syms[n].os_dname = syms[n].os_name;
		n++;
	}
	obp->ob_nsyms = n;
}

static const dt_objsym_t *dt_object_sort_syms;	/* for dt_object_byname_cmp */

static int
dt_object_byname_cmp(const void *l, const void *r)
{
	const dt_objsym_t *a = &dt_object_sort_syms[*(const uint32_t *)l];
	const dt_objsym_t *b = &dt_object_sort_syms[*(const uint32_t *)r];
	int c = strcmp(a->os_name, b->os_name);

	if (c != 0)
		return c;
	return a->os_rank < b->os_rank ? -1 : a->os_rank > b->os_rank;
}

static void
dt_object_index(dt_object_t *obp)
{
	uint32_t i;

	if (obp->ob_nsyms == 0 ||
	    (obp->ob_byname = malloc(obp->ob_nsyms * sizeof(uint32_t))) == NULL)
		return;
	for (i = 0; i < obp->ob_nsyms; i++)
		obp->ob_byname[i] = i;
	dt_object_sort_syms = obp->ob_syms;
	qsort(obp->ob_byname, obp->ob_nsyms, sizeof(uint32_t),
	    dt_object_byname_cmp);
	dt_object_sort_syms = NULL;
}

static void
dt_object_read(dt_object_t *obp, dt_elf_t *dep, const char *path)
{
	size_t segsz = dep->de_nsegs * sizeof(dt_elf_seg_t);

	if (!dep->de_phdrs)
		return;
	if (segsz > 0) {
		if ((obp->ob_segs = malloc(segsz)) == NULL)
			return;
		memcpy(obp->ob_segs, dep->de_segs, segsz);
		obp->ob_nsegs = dep->de_nsegs;
	}
	obp->ob_entry = dep->de_ehdr.e_entry;
	dt_object_add_syms(obp, dep, SHT_SYMTAB);
	dt_object_add_syms(obp, dep, SHT_DYNSYM);
	dt_object_add_debuginfo(obp, dep, path);
	dt_object_add_irels(obp, dep);
	dt_object_merge(obp);
	dt_object_index(obp);
	obp->ob_ok = 1;
}

static void
dt_object_free(dt_object_t *obp)
{
	size_t i;

	for (i = 0; i < obp->ob_nsyms; i++)
		if (obp->ob_syms[i].os_dname != obp->ob_syms[i].os_name)
			free((char *)obp->ob_syms[i].os_dname);
	for (i = 0; i < obp->ob_nstrs; i++)
		free(obp->ob_strs[i]);
	free(obp->ob_strs);
	free(obp->ob_syms);
	free(obp->ob_byname);
	free(obp->ob_irels);
	free(obp->ob_segs);
	free(obp);
}

dt_object_t *
dt_object_get_file(dtrace_hdl_t *dtp, const char *file, const char *path,
    dev_t dev, ino_t ino)
{
	dt_object_t *obp;
	dt_elf_t *dep = NULL;

	for (obp = dtp->dt_objects; obp != NULL; obp = obp->ob_next)
		if (obp->ob_dev == dev && obp->ob_ino == ino)
			return obp;
	if ((obp = calloc(1, sizeof(dt_object_t))) == NULL)
		return NULL;
	obp->ob_dev = dev;
	obp->ob_ino = ino;
	if (file != NULL)
		dep = dt_elf_open(file);
	if (dep == NULL && path != NULL)
		dep = dt_elf_open(path);
	if (dep != NULL) {
		dt_object_read(obp, dep, path);
		dt_elf_close(dep);
	}
	obp->ob_next = dtp->dt_objects;
	dtp->dt_objects = obp;
	return obp;
}

dt_object_t *
dt_object_get(dtrace_hdl_t *dtp, const dt_maps_t *msp, const dt_mapping_t *dmp)
{
	char path[96];

	return dt_object_get_file(dtp, dt_mapping_file(msp, dmp, path,
	    sizeof(path)) == 0 ? path : NULL, dmp->dm_path, dmp->dm_dev,
	    dmp->dm_ino);
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
dt_object_sym_canon(const dt_object_t *obp, const dt_objsym_t *osp)
{
	while (osp > obp->ob_syms && osp[-1].os_value == osp->os_value)
		osp--;
	return osp;
}

/*
 * The code is read from the file: the whole function must be in the bytes
 * its executable segment has in the file (p_filesz), which a damaged
 * object's symbol size or segment may not give.
 */
int
dt_object_sym_code(const dt_object_t *obp, const dt_objsym_t *osp,
    uint64_t *offp)
{
	size_t i;

	if (osp->os_type == STT_OBJECT || osp->os_size == 0)
		return 0;
	for (i = 0; i < obp->ob_nsegs; i++) {
		const dt_elf_seg_t *esp = &obp->ob_segs[i];
		uint64_t rel = osp->os_value - esp->es_vaddr;

		if (osp->os_value < esp->es_vaddr || rel >= esp->es_memsz ||
		    !(esp->es_flags & PF_X))
			continue;
		if (rel >= esp->es_filesz || osp->os_size > esp->es_filesz - rel ||
		    esp->es_offset + rel < esp->es_offset)
			return 0;
		*offp = esp->es_offset + rel;
		return 1;
	}
	return 0;
}

/* The first of the name index's entries called name, or NULL. */
static const dt_objsym_t *
dt_object_byname(const dt_object_t *obp, const char *name)
{
	size_t lo = 0, hi = obp->ob_byname != NULL ? obp->ob_nsyms : 0;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (strcmp(obp->ob_syms[obp->ob_byname[mid]].os_name, name) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo < obp->ob_nsyms && obp->ob_byname != NULL &&
	    strcmp(obp->ob_syms[obp->ob_byname[lo]].os_name, name) == 0)
		return &obp->ob_syms[obp->ob_byname[lo]];
	return NULL;
}

const dt_objsym_t *
dt_object_sym_named(const dt_object_t *obp, const char *name)
{
	const dt_objsym_t *best = dt_object_byname(obp, name);
	size_t i;

	for (i = 0; best == NULL && i < obp->ob_nsyms; i++) {
		const dt_objsym_t *osp = &obp->ob_syms[i];

		if (osp->os_dname != osp->os_name &&
		    strcmp(osp->os_dname, name) == 0)
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
