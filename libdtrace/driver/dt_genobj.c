/*
 * dt_genobj.c: dtrace -G, the ELF object an application links with the
 * header of dtrace -h (dt_header.c).
 *
 * The probe sites themselves are <sys/sdt.h>'s: each SHOP_ORDER_START()
 * in the application's code is a nop and a .note.stapsdt note, made by the
 * C compiler.  What the header leaves to this object is the semaphores:
 * one 2-byte `unsigned short provider_probe_semaphore` per probe, in the
 * writable section .probes, as systemtap's dtrace -G defines them (hidden
 * visibility, so each shared library has its own).  On top of that, for the
 * tracer, one note per probe in .note.dtrace (format in dt_provdef.h): the
 * argument types of the definition and its stability attributes, which the
 * stapsdt provider reads so that -lv shows them and args[N] has the type.
 *
 * The object is a relocatable ELF file of the machine dtrace runs on,
 * written with libelf:
 *
 *	[1] .probes	    PROGBITS, WA, align 2: the semaphores (zeros)
 *	[2] .note.dtrace    NOTE, not allocated: the probes' notes
 *	[3] .note.GNU-stack PROGBITS, empty: no executable stack wanted
 *	[4] .symtab	    the section symbol of .probes, then the
 *			    semaphores (GLOBAL OBJECT, size 2, hidden)
 *	[5] .strtab, [6] .shstrtab
 *
 * Nothing in it needs a relocation: the notes carry names, not addresses.
 * Object files named after -G (DTrace rewrites their probe calls) are left
 * as they are, as systemtap's dtrace does: <sys/sdt.h> made their sites.
 * The object is made in memory, then written by dtrace_write_file()
 * (dt_outfile.c), which never removes what was at the path.
 */
#include <errno.h>
#include <fcntl.h>
#include <gelf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#include "dt_provdef.h"
#include "dt_arch.h"

/* A growing byte buffer (string tables, note descriptors). */
typedef struct dt_gbuf {
	char *gb_data;
	size_t gb_len, gb_size;
	int gb_nomem;
} dt_gbuf_t;

static size_t
dt_gbuf_add(dt_gbuf_t *gbp, const void *p, size_t len)
{
	size_t off = gbp->gb_len;

	if (gbp->gb_len + len > gbp->gb_size) {
		size_t sz = (gbp->gb_size + len) * 2;
		char *np = realloc(gbp->gb_data, sz);

		if (np == NULL) {
			gbp->gb_nomem = 1;
			return 0;
		}
		gbp->gb_data = np;
		gbp->gb_size = sz;
	}
	memcpy(gbp->gb_data + gbp->gb_len, p, len);
	gbp->gb_len += len;
	return off;
}

static size_t
dt_gbuf_str(dt_gbuf_t *gbp, const char *s)
{
	return dt_gbuf_add(gbp, s, strlen(s) + 1);
}

static void
dt_gbuf_align4(dt_gbuf_t *gbp)
{
	static const char zero[4];

	if (gbp->gb_len % 4 != 0)
		dt_gbuf_add(gbp, zero, 4 - gbp->gb_len % 4);
}

/* ---- the notes ---- */

static void
dt_genobj_attrs(dt_gbuf_t *gbp, const dt_provdef_t *pdp)
{
	char buf[256];
	size_t n = 0;
	int i;

	for (i = 0; i < DT_PD_NPARTS; i++) {
		const dtrace_attribute_t *ap = &pdp->pd_attr[i];

		if (!pdp->pd_attrset[i])
			n += snprintf(buf + n, sizeof(buf) - n, "%s-", i ? " " : "");
		else
			n += snprintf(buf + n, sizeof(buf) - n, "%s%s/%s/%s",
			    i ? " " : "", dtrace_stability_name(ap->dtat_name),
			    dtrace_stability_name(ap->dtat_data),
			    dtrace_class_name(ap->dtat_class));
	}
	dt_gbuf_str(gbp, buf);
}

static void
dt_genobj_desc(dt_gbuf_t *gbp, const dt_provdef_t *pdp, const dt_pdprobe_t *ppp)
{
	char buf[300];
	int i;

	dt_gbuf_str(gbp, pdp->pd_name);
	dt_gbuf_str(gbp, ppp->pp_name);
	dt_genobj_attrs(gbp, pdp);
	snprintf(buf, sizeof(buf), "%d", ppp->pp_nargc);
	dt_gbuf_str(gbp, buf);
	for (i = 0; i < ppp->pp_nargc; i++)
		dt_gbuf_str(gbp, ppp->pp_nargv[i]);
	snprintf(buf, sizeof(buf), "%d", ppp->pp_xargc);
	dt_gbuf_str(gbp, buf);
	for (i = 0; i < ppp->pp_xargc; i++) {
		snprintf(buf, sizeof(buf), "%d:%s", ppp->pp_map[i], ppp->pp_xargv[i]);
		dt_gbuf_str(gbp, buf);
	}
}

static void
dt_genobj_note(dt_gbuf_t *notes, const dt_provdef_t *pdp, const dt_pdprobe_t *ppp)
{
	dt_gbuf_t desc = { 0 };
	Elf64_Nhdr nh;

	dt_genobj_desc(&desc, pdp, ppp);
	nh.n_namesz = sizeof(DT_PDNOTE_OWNER);
	nh.n_descsz = desc.gb_len;
	nh.n_type = DT_PDNOTE_TYPE;
	dt_gbuf_add(notes, &nh, sizeof(nh));
	dt_gbuf_add(notes, DT_PDNOTE_OWNER, sizeof(DT_PDNOTE_OWNER));
	dt_gbuf_align4(notes);
	dt_gbuf_add(notes, desc.gb_data, desc.gb_len);
	dt_gbuf_align4(notes);
	notes->gb_nomem |= desc.gb_nomem;
	free(desc.gb_data);
}

/* ---- the object ---- */

typedef struct dt_genobj {
	dt_gbuf_t go_notes, go_syms, go_strtab, go_shstrtab;
	size_t go_nsems;
} dt_genobj_t;

static void
dt_genobj_sym(dt_genobj_t *gop, const char *prov, const char *probe)
{
	char name[DTRACE_PROVNAMELEN + DTRACE_NAMELEN + 16];
	Elf64_Sym sym = { 0 };

	snprintf(name, sizeof(name), "%s_%s_semaphore", prov, probe);
	sym.st_name = dt_gbuf_str(&gop->go_strtab, name);
	sym.st_info = ELF64_ST_INFO(STB_GLOBAL, STT_OBJECT);
	sym.st_other = STV_HIDDEN;
	sym.st_shndx = 1;		/* .probes */
	sym.st_value = 2 * gop->go_nsems++;
	sym.st_size = 2;
	dt_gbuf_add(&gop->go_syms, &sym, sizeof(sym));
}

static void
dt_genobj_collect(dtrace_hdl_t *dtp, dt_genobj_t *gop)
{
	Elf64_Sym sym = { 0 };
	const dt_provdef_t *pdp;
	const dt_pdprobe_t *ppp;

	dt_gbuf_add(&gop->go_strtab, "", 1);
	dt_gbuf_add(&gop->go_shstrtab, "", 1);
	dt_gbuf_add(&gop->go_syms, &sym, sizeof(sym));		/* [0] */
	sym.st_info = ELF64_ST_INFO(STB_LOCAL, STT_SECTION);
	sym.st_shndx = 1;
	dt_gbuf_add(&gop->go_syms, &sym, sizeof(sym));		/* .probes */
	for (pdp = dt_provdef_first(dtp); pdp != NULL;
	    pdp = dt_provdef_next(pdp->pd_next)) {
		for (ppp = pdp->pd_probes; ppp != NULL; ppp = ppp->pp_next) {
			dt_genobj_sym(gop, pdp->pd_name, ppp->pp_name);
			dt_genobj_note(&gop->go_notes, pdp, ppp);
		}
	}
}

static int
dt_genobj_scn(Elf *e, dt_gbuf_t *shstr, const char *name, Elf64_Word type,
    Elf64_Xword flags, const void *buf, size_t len, size_t align)
{
	Elf_Scn *scn = elf_newscn(e);
	Elf64_Shdr *shp;
	Elf_Data *d;

	if (scn == NULL || (shp = elf64_getshdr(scn)) == NULL ||
	    (d = elf_newdata(scn)) == NULL)
		return -1;
	d->d_buf = (void *)buf;
	d->d_size = len;
	d->d_align = align;
	d->d_type = type == SHT_SYMTAB ? ELF_T_SYM : ELF_T_BYTE;
	d->d_version = EV_CURRENT;
	shp->sh_name = dt_gbuf_str(shstr, name);
	shp->sh_type = type;
	shp->sh_flags = flags;
	shp->sh_addralign = align;
	return (int)elf_ndxscn(scn);
}

static int
dt_genobj_write(dt_genobj_t *gop, int fd)
{
	static const unsigned short zeros[1] = { 0 };
	Elf *e = elf_begin(fd, ELF_C_WRITE, NULL);
	Elf64_Ehdr *eh;
	Elf64_Shdr *shp;
	void *sems = NULL;
	int symtab, strtab, shstrtab, rc = -1;

	if (e == NULL || (eh = elf64_newehdr(e)) == NULL)
		goto out;
	eh->e_ident[EI_DATA] = ELFDATA2LSB;
	eh->e_type = ET_REL;
	eh->e_machine = DT_ARCH_ELF_MACHINE;
	eh->e_version = EV_CURRENT;
	if (gop->go_nsems > 0 && (sems = calloc(gop->go_nsems, 2)) == NULL)
		goto out;
	if (dt_genobj_scn(e, &gop->go_shstrtab, ".probes", SHT_PROGBITS,
	    SHF_WRITE | SHF_ALLOC, sems ? sems : zeros, 2 * gop->go_nsems, 2) < 0 ||
	    dt_genobj_scn(e, &gop->go_shstrtab, DT_PDNOTE_SCN, SHT_NOTE, 0,
	    gop->go_notes.gb_data, gop->go_notes.gb_len, 4) < 0 ||
	    dt_genobj_scn(e, &gop->go_shstrtab, ".note.GNU-stack", SHT_PROGBITS,
	    0, zeros, 0, 1) < 0 ||
	    (symtab = dt_genobj_scn(e, &gop->go_shstrtab, ".symtab", SHT_SYMTAB,
	    0, gop->go_syms.gb_data, gop->go_syms.gb_len, 8)) < 0 ||
	    (strtab = dt_genobj_scn(e, &gop->go_shstrtab, ".strtab", SHT_STRTAB,
	    0, gop->go_strtab.gb_data, gop->go_strtab.gb_len, 1)) < 0)
		goto out;
	/* .shstrtab names itself: its name goes in before its data is set */
	shstrtab = dt_genobj_scn(e, &gop->go_shstrtab, ".shstrtab", SHT_STRTAB,
	    0, NULL, 0, 1);
	if (shstrtab < 0 || gop->go_shstrtab.gb_nomem)
		goto out;
	elf_getdata(elf_getscn(e, shstrtab), NULL)->d_buf = gop->go_shstrtab.gb_data;
	elf_getdata(elf_getscn(e, shstrtab), NULL)->d_size = gop->go_shstrtab.gb_len;
	shp = elf64_getshdr(elf_getscn(e, symtab));
	shp->sh_link = strtab;
	shp->sh_info = 2;		/* the first global symbol */
	shp->sh_entsize = sizeof(Elf64_Sym);
	eh->e_shstrndx = shstrtab;
	if (elf_update(e, ELF_C_WRITE) >= 0)
		rc = 0;
out:
	if (e != NULL)
		elf_end(e);
	free(sems);
	return rc;
}

static void
dt_genobj_free(dt_genobj_t *gop)
{
	free(gop->go_notes.gb_data);
	free(gop->go_syms.gb_data);
	free(gop->go_strtab.gb_data);
	free(gop->go_shstrtab.gb_data);
}

/* The object libelf wrote into fd, read back (malloc'd, *lenp bytes). */
static void *
dt_genobj_image(int fd, size_t *lenp)
{
	off_t end = lseek(fd, 0, SEEK_END);
	char *buf;

	if (end < 0 || (buf = malloc(end > 0 ? (size_t)end : 1)) == NULL)
		return NULL;
	if (pread(fd, buf, (size_t)end, 0) != (ssize_t)end) {
		free(buf);
		return NULL;
	}
	*lenp = (size_t)end;
	return buf;
}

/*
 * The object is made in memory (a memfd: libelf writes to a descriptor)
 * and only then written to file (dt_outfile.c), so that a failure never
 * leaves a half-written object, nor removes anything that was there.
 */
int
dtrace_program_link(dtrace_hdl_t *dtp, dtrace_prog_t *pgp, unsigned int dflags,
    const char *file, int objc, char *const objv[])
{
	dt_genobj_t go = { 0 };
	size_t len = 0;
	void *img = NULL;
	int fd, rc;

	elf_version(EV_CURRENT);
	dt_genobj_collect(dtp, &go);
	if (go.go_notes.gb_nomem || go.go_syms.gb_nomem || go.go_strtab.gb_nomem) {
		dt_genobj_free(&go);
		return dt_set_errno(dtp, EDT_NOMEM);
	}
	if ((fd = memfd_create("dtrace-G", MFD_CLOEXEC)) < 0) {
		dt_genobj_free(&go);
		return dt_set_errmsg(dtp, EDT_COMPILER, "failed to make %s: %s",
		    file, strerror(errno));
	}
	rc = dt_genobj_write(&go, fd);
	dt_genobj_free(&go);
	if (rc != 0 || (img = dt_genobj_image(fd, &len)) == NULL) {
		close(fd);
		return dt_set_errmsg(dtp, EDT_COMPILER, "failed to make %s: %s",
		    file, rc != 0 ? elf_errmsg(-1) : strerror(errno));
	}
	close(fd);
	rc = dtrace_write_file(file, img, len);
	free(img);
	if (rc != 0)
		return dt_set_errmsg(dtp, EDT_COMPILER, "failed to write %s: %s",
		    file, strerror(errno));
	return 0;
}
