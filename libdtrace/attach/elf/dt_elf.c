/*
 * dt_elf.c: one ELF object, read with libelf.
 *
 * dt_elf_open() opens a file (a path, or a /proc/PID/map_files link, which
 * works for deleted files and memfds) and dt_elf_open_mem() an image in
 * memory (tests and fuzzing: libelf may convert an image in place, so it
 * gets a copy).  Both read the ELF header and the program headers at once:
 *
 *   PT_LOAD segments say where the file is mapped.  A link-time address
 *	(what symbols and notes hold) is at file offset
 *	    offset = vaddr - p_vaddr + p_offset
 *	in the segment that holds it, and back; the same for ET_EXEC
 *	(absolute addresses) and ET_DYN (PIE and shared libraries, addresses
 *	relative to the load base).  Uprobes are placed by file offset; a
 *	process's address is a file offset through its mapping (dt_maps.c).
 *   PT_TLS gives the size of the object's TLS block (p_memsz rounded up to
 *	p_align), which thread-pointer offsets (@tpoff) count back from.
 *
 * Sections are found by type (the symbol tables) or by name (through the
 * section header string table), symbols read one by one from .symtab or
 * .dynsym (dt_elf_sym(): the name is NULL where the string table cannot
 * give one), notes iterated by section name, or by PT_NOTE segment in an
 * object without section headers.  Nothing here trusts the file: every
 * header, note and name goes through libelf's bounds checks
 * (gelf_getnote(), elf_strptr(), elf_getdata_rawchunk()), so a truncated or
 * damaged object gives fewer results, never a read out of bounds (the
 * stapsdt fuzz targets and reliability/tst.bad-elf.sh exercise this).
 *
 * Objects are opened with ELF_C_READ: libelf reads what it is asked for
 * with pread(), so a file truncated under us gives an error, not a SIGBUS.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "dt_elf.h"

static __thread const char *dt_elf_err;

const char *
dt_elf_errmsg(void)
{
	return dt_elf_err != NULL ? dt_elf_err : "no error";
}

static int
dt_elf_fail(const char *why)
{
	dt_elf_err = why;
	return -1;
}

/* PT_LOAD segments and the PT_TLS block size. */
static int
dt_elf_phdrs(dt_elf_t *dep)
{
	size_t i, n;

	if (elf_getphdrnum(dep->de_elf, &n) != 0)
		return 0;	/* no program headers: no segments */
	if ((dep->de_segs = calloc(n ? n : 1, sizeof(dt_elf_seg_t))) == NULL)
		return dt_elf_fail("out of memory");
	dep->de_phdrs = 1;
	for (i = 0; i < n; i++) {
		dt_elf_seg_t *esp = &dep->de_segs[dep->de_nsegs];
		GElf_Phdr ph;

		if (gelf_getphdr(dep->de_elf, i, &ph) == NULL)
			continue;
		if (ph.p_type == PT_TLS) {
			uint64_t a = ph.p_align > 1 ? ph.p_align : 1;

			dep->de_tls_size = (ph.p_memsz + a - 1) / a * a;
		}
		if (ph.p_type != PT_LOAD)
			continue;
		esp->es_vaddr = ph.p_vaddr;
		esp->es_memsz = ph.p_memsz;
		esp->es_filesz = ph.p_filesz;
		esp->es_offset = ph.p_offset;
		esp->es_flags = ph.p_flags;
		dep->de_nsegs++;
	}
	return 0;
}

/* The headers of a just-begun Elf; 0, or -1 with dt_elf_err set. */
static int
dt_elf_headers(dt_elf_t *dep)
{
	if (dep->de_elf == NULL)
		return dt_elf_fail(elf_errmsg(-1));
	if (elf_kind(dep->de_elf) != ELF_K_ELF ||
	    gelf_getehdr(dep->de_elf, &dep->de_ehdr) == NULL)
		return dt_elf_fail("not an ELF object");
	return dt_elf_phdrs(dep);
}

static dt_elf_t *
dt_elf_new(void)
{
	dt_elf_t *dep;

	if (elf_version(EV_CURRENT) == EV_NONE) {
		dt_elf_fail(elf_errmsg(-1));
		return NULL;
	}
	if ((dep = calloc(1, sizeof(dt_elf_t))) == NULL) {
		dt_elf_fail("out of memory");
		return NULL;
	}
	dep->de_fd = -1;
	return dep;
}

dt_elf_t *
dt_elf_open(const char *path)
{
	dt_elf_t *dep = dt_elf_new();

	if (dep == NULL)
		return NULL;
	if ((dep->de_fd = open(path, O_RDONLY | O_CLOEXEC)) < 0) {
		dt_elf_fail(strerror(errno));
		dt_elf_close(dep);
		return NULL;
	}
	dep->de_elf = elf_begin(dep->de_fd, ELF_C_READ, NULL);
	if (dt_elf_headers(dep) != 0) {
		dt_elf_close(dep);
		return NULL;
	}
	return dep;
}

dt_elf_t *
dt_elf_open_mem(const void *buf, size_t len)
{
	dt_elf_t *dep = dt_elf_new();

	if (dep == NULL)
		return NULL;
	if ((dep->de_mem = malloc(len ? len : 1)) == NULL) {
		dt_elf_fail("out of memory");
		dt_elf_close(dep);
		return NULL;
	}
	memcpy(dep->de_mem, buf, len);
	dep->de_elf = elf_memory(dep->de_mem, len);
	if (dt_elf_headers(dep) != 0) {
		dt_elf_close(dep);
		return NULL;
	}
	return dep;
}

void
dt_elf_close(dt_elf_t *dep)
{
	if (dep == NULL)
		return;
	if (dep->de_elf != NULL)
		elf_end(dep->de_elf);
	if (dep->de_fd >= 0)
		close(dep->de_fd);
	free(dep->de_mem);
	free(dep->de_segs);
	free(dep);
}

/* ---- segments ---- */

int
dt_elf_seg_offset(const dt_elf_seg_t *segs, size_t nsegs, uint64_t vaddr,
    uint32_t flags, uint64_t *offp)
{
	size_t i;

	for (i = 0; i < nsegs; i++) {
		const dt_elf_seg_t *esp = &segs[i];

		if (vaddr < esp->es_vaddr || vaddr - esp->es_vaddr >= esp->es_memsz)
			continue;
		if ((esp->es_flags & flags) != flags)
			continue;
		*offp = vaddr - esp->es_vaddr + esp->es_offset;
		return 0;
	}
	return -1;
}

int
dt_elf_seg_vaddr(const dt_elf_seg_t *segs, size_t nsegs, uint64_t off,
    uint64_t *vaddrp)
{
	size_t i;

	for (i = 0; i < nsegs; i++) {
		const dt_elf_seg_t *esp = &segs[i];

		if (off >= esp->es_offset && off - esp->es_offset < esp->es_filesz) {
			*vaddrp = off - esp->es_offset + esp->es_vaddr;
			return 0;
		}
	}
	return -1;
}

/* ---- sections and symbols ---- */

Elf_Scn *
dt_elf_scn(const dt_elf_t *dep, GElf_Word type, GElf_Shdr *shp)
{
	Elf_Scn *scn = NULL;

	while ((scn = elf_nextscn(dep->de_elf, scn)) != NULL) {
		if (gelf_getshdr(scn, shp) != NULL && shp->sh_type == type)
			return scn;
	}
	return NULL;
}

/* Is scn (header sh) called name?  (0 if its name cannot be read.) */
static int
dt_elf_scn_is(const dt_elf_t *dep, size_t shstrndx, const GElf_Shdr *shp,
    const char *name)
{
	const char *s = elf_strptr(dep->de_elf, shstrndx, shp->sh_name);

	return s != NULL && strcmp(s, name) == 0;
}

Elf_Scn *
dt_elf_scn_named(const dt_elf_t *dep, const char *name, GElf_Shdr *shp)
{
	Elf_Scn *scn = NULL;
	size_t shstrndx;

	if (elf_getshdrstrndx(dep->de_elf, &shstrndx) != 0)
		return NULL;
	while ((scn = elf_nextscn(dep->de_elf, scn)) != NULL) {
		if (gelf_getshdr(scn, shp) != NULL &&
		    dt_elf_scn_is(dep, shstrndx, shp, name))
			return scn;
	}
	return NULL;
}

const void *
dt_elf_scn_bytes(const dt_elf_t *dep, const char *name, size_t *lenp)
{
	Elf_Scn *scn;
	Elf_Data *data;
	GElf_Shdr sh;

	if ((scn = dt_elf_scn_named(dep, name, &sh)) == NULL ||
	    sh.sh_type == SHT_NOBITS || (data = elf_getdata(scn, NULL)) == NULL ||
	    data->d_buf == NULL)
		return NULL;
	*lenp = data->d_size;
	return data->d_buf;
}

int
dt_elf_symtab(const dt_elf_t *dep, GElf_Word type, dt_elf_symtab_t *stp)
{
	Elf_Scn *scn = dt_elf_scn(dep, type, &stp->est_shdr);

	if (scn == NULL)
		return -1;
	stp->est_nsyms = 0;
	if ((stp->est_data = elf_getdata(scn, NULL)) != NULL)
		stp->est_nsyms = stp->est_data->d_size /
		    gelf_fsize(dep->de_elf, ELF_T_SYM, 1, EV_CURRENT);
	return 0;
}

int
dt_elf_sym(const dt_elf_t *dep, const dt_elf_symtab_t *stp, size_t i,
    GElf_Sym *symp, const char **namep)
{
	if (gelf_getsym(stp->est_data, (int)i, symp) == NULL)
		return -1;
	*namep = elf_strptr(dep->de_elf, stp->est_shdr.sh_link, symp->st_name);
	return 0;
}

/* ---- notes and bytes ---- */

/* The notes of one section or segment; 1 if fn said stop. */
static int
dt_elf_notes_data(Elf_Data *data, dt_elf_note_f *fn, void *arg)
{
	size_t off = 0, name_off, desc_off;
	GElf_Nhdr nh;

	if (data == NULL || data->d_buf == NULL)
		return 0;
	while ((off = gelf_getnote(data, off, &nh, &name_off, &desc_off)) > 0) {
		if (fn(&nh, (const char *)data->d_buf + name_off,
		    (const unsigned char *)data->d_buf + desc_off, arg) != 0)
			return 1;
	}
	return 0;
}

/* PT_NOTE segments, for objects without section headers. */
static void
dt_elf_notes_phdrs(const dt_elf_t *dep, dt_elf_note_f *fn, void *arg)
{
	size_t i, n;

	if (elf_getphdrnum(dep->de_elf, &n) != 0)
		return;
	for (i = 0; i < n; i++) {
		GElf_Phdr ph;

		if (gelf_getphdr(dep->de_elf, i, &ph) == NULL || ph.p_type != PT_NOTE)
			continue;
		if (dt_elf_notes_data(elf_getdata_rawchunk(dep->de_elf, ph.p_offset,
		    ph.p_filesz, ph.p_align == 8 ? ELF_T_NHDR8 : ELF_T_NHDR),
		    fn, arg))
			return;
	}
}

void
dt_elf_notes(const dt_elf_t *dep, const char *name, dt_elf_note_f *fn, void *arg)
{
	Elf_Scn *scn = NULL;
	size_t shstrndx, nscn = 0;

	if (elf_getshdrnum(dep->de_elf, &nscn) != 0 || nscn <= 1 ||
	    elf_getshdrstrndx(dep->de_elf, &shstrndx) != 0) {
		dt_elf_notes_phdrs(dep, fn, arg);
		return;
	}
	while ((scn = elf_nextscn(dep->de_elf, scn)) != NULL) {
		GElf_Shdr sh;

		if (gelf_getshdr(scn, &sh) == NULL || sh.sh_type != SHT_NOTE)
			continue;
		if (name != NULL && !dt_elf_scn_is(dep, shstrndx, &sh, name))
			continue;
		if (dt_elf_notes_data(elf_getdata(scn, NULL), fn, arg))
			return;
	}
}

typedef struct dt_elf_idarg {
	const unsigned char *id;
	size_t len;
} dt_elf_idarg_t;

static int
dt_elf_build_id_note(const GElf_Nhdr *nhp, const char *name,
    const unsigned char *desc, void *arg)
{
	dt_elf_idarg_t *ida = arg;

	if (nhp->n_type != NT_GNU_BUILD_ID || nhp->n_namesz != 4 ||
	    memcmp(name, "GNU", 4) != 0 || nhp->n_descsz < 2)
		return 0;
	ida->id = desc;
	ida->len = nhp->n_descsz;
	return 1;
}

int
dt_elf_build_id(const dt_elf_t *dep, const unsigned char **idp, size_t *lenp)
{
	dt_elf_idarg_t ida = { NULL, 0 };

	dt_elf_notes(dep, NULL, dt_elf_build_id_note, &ida);
	if (ida.id == NULL)
		return -1;
	*idp = ida.id;
	*lenp = ida.len;
	return 0;
}

int
dt_elf_read(const dt_elf_t *dep, uint64_t off, void *buf, size_t len)
{
	Elf_Data *d = elf_getdata_rawchunk(dep->de_elf, off, len, ELF_T_BYTE);

	if (d == NULL || d->d_buf == NULL || d->d_size != len)
		return -1;
	memcpy(buf, d->d_buf, len);
	return 0;
}
