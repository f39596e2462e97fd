/*
 * dt_elf.h: one ELF object read with libelf (dt_elf.c): its PT_LOAD
 * segments (link-time address <-> file offset), sections by type or name,
 * symbol tables, notes and raw bytes.  Used by the stapsdt notes parser
 * (dt_stapsdt_notes.c) and the symbol tables of mapped objects (dt_object.c).
 */
#ifndef _DT_ELF_H
#define _DT_ELF_H

#include <stdint.h>
#include <gelf.h>

/* A PT_LOAD segment. */
typedef struct dt_elf_seg {
	uint64_t es_vaddr;	/* link-time address */
	uint64_t es_memsz;
	uint64_t es_filesz;
	uint64_t es_offset;	/* file offset */
	uint32_t es_flags;	/* PF_R, PF_W, PF_X */
} dt_elf_seg_t;

typedef struct dt_elf {
	Elf *de_elf;
	GElf_Ehdr de_ehdr;
	int de_fd;		/* -1 for an image in memory */
	char *de_mem;		/* our copy of that image */
	int de_phdrs;		/* the program headers could be read */
	dt_elf_seg_t *de_segs;	/* PT_LOAD segments, in file order */
	size_t de_nsegs;
	uint64_t de_tls_size;	/* PT_TLS p_memsz rounded up to p_align; 0 */
} dt_elf_t;

/*
 * Open the ELF object at path, or a copy of the image buf[len].  NULL if it
 * cannot be opened (errno), is not an ELF object or is out of memory
 * (dt_elf_errmsg() says which).
 */
extern dt_elf_t *dt_elf_open(const char *path);
extern dt_elf_t *dt_elf_open_mem(const void *buf, size_t len);
extern void dt_elf_close(dt_elf_t *dep);
/* Why the last dt_elf_open*() of this thread failed. */
extern const char *dt_elf_errmsg(void);

/*
 * The file offset of link-time address vaddr: in the first PT_LOAD segment
 * whose memory image holds it and whose p_flags have all of flags (PF_X for
 * code, 0 for any).  0, or -1 if none does.
 */
extern int dt_elf_seg_offset(const dt_elf_seg_t *segs, size_t nsegs,
    uint64_t vaddr, uint32_t flags, uint64_t *offp);
/* The link-time address of file offset off (in a segment's file image). */
extern int dt_elf_seg_vaddr(const dt_elf_seg_t *segs, size_t nsegs,
    uint64_t off, uint64_t *vaddrp);

/* The first section of type type (SHT_SYMTAB ...), its header in *shp. */
extern Elf_Scn *dt_elf_scn(const dt_elf_t *dep, GElf_Word type, GElf_Shdr *shp);
/* The section called name (of any type), or NULL. */
extern Elf_Scn *dt_elf_scn_named(const dt_elf_t *dep, const char *name,
    GElf_Shdr *shp);

/* The bytes of the section called name (*lenp of them), or NULL. */
extern const void *dt_elf_scn_bytes(const dt_elf_t *dep, const char *name,
    size_t *lenp);

/* A symbol table (.symtab or .dynsym) to read with dt_elf_sym(). */
typedef struct dt_elf_symtab {
	GElf_Shdr est_shdr;	/* its section header */
	Elf_Data *est_data;	/* NULL if unreadable */
	size_t est_nsyms;	/* as many as its data holds */
} dt_elf_symtab_t;

/*
 * The symbol table of type type (SHT_SYMTAB, SHT_DYNSYM): 0, or -1 if the
 * object has none.  A table whose data cannot be read has no symbols.
 */
extern int dt_elf_symtab(const dt_elf_t *dep, GElf_Word type,
    dt_elf_symtab_t *stp);
/* Symbol i and its name (NULL if the name cannot be read): 0, or -1. */
extern int dt_elf_sym(const dt_elf_t *dep, const dt_elf_symtab_t *stp,
    size_t i, GElf_Sym *symp, const char **namep);

/*
 * Call fn for each note (header, name, descriptor) of the SHT_NOTE sections
 * called scn (every one if scn is NULL), or, in an object without section
 * headers, of its PT_NOTE segments; stop when fn returns non-zero.
 * libelf checks each note's header against the section's size; fn gets
 * n_descsz bytes at desc.
 */
typedef int dt_elf_note_f(const GElf_Nhdr *nhp, const char *name,
    const unsigned char *desc, void *arg);
extern void dt_elf_notes(const dt_elf_t *dep, const char *scn,
    dt_elf_note_f *fn, void *arg);

/* The GNU build id (NT_GNU_BUILD_ID note): its bytes and length, or -1. */
extern int dt_elf_build_id(const dt_elf_t *dep, const unsigned char **idp,
    size_t *lenp);
/* Copy len bytes at file offset off into buf: 0, or -1 past the end. */
extern int dt_elf_read(const dt_elf_t *dep, uint64_t off, void *buf,
    size_t len);

#endif /* _DT_ELF_H */
