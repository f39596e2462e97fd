/*
 * dt_object.h: the symbols of the ELF objects processes map, read once per
 * (device, inode) and kept on the handle (dt_object.c).
 */
#ifndef _DT_OBJECT_H
#define _DT_OBJECT_H

#include <stdint.h>
#include <sys/types.h>
#include "dt_impl.h"
#include "dt_elf.h"
#include "dt_maps.h"

/* A function or data symbol. */
typedef struct dt_objsym {
	uint64_t os_value;	/* link-time address */
	uint64_t os_size;
	const char *os_name;	/* as the object spells it (mangled) */
	const char *os_dname;	/* demangled (C++), else os_name */
	uint32_t os_rank;	/* lower is preferred among aliases */
	uint8_t os_type;	/* STT_FUNC, STT_GNU_IFUNC or STT_OBJECT */
} dt_objsym_t;

/* An R_X86_64_IRELATIVE relocation: the slot the dynamic linker fills
   with what the IFUNC resolver at ir_resolver returns; or (ir_name set) an
   R_X86_64_GLOB_DAT or _JUMP_SLOT one, where it puts the address of the
   function ir_name that another object defines, once bound. */
typedef struct dt_objirel {
	uint64_t ir_slot;	/* link-time address of the GOT slot */
	uint64_t ir_resolver;	/* link-time address of the resolver */
	const char *ir_name;	/* an imported symbol's name, or NULL */
} dt_objirel_t;

/* One ELF object. */
typedef struct dt_object {
	dev_t ob_dev;
	ino_t ob_ino;
	int ob_ok;		/* read (1) or unreadable (0) */
	uint64_t ob_entry;	/* e_entry: the entry point (_start) */
	dt_elf_seg_t *ob_segs;	/* PT_LOAD segments */
	size_t ob_nsegs;
	dt_objsym_t *ob_syms;	/* sorted by address, then preference */
	size_t ob_nsyms;
	uint32_t *ob_byname;	/* indexes of ob_syms by os_name, then rank */
	dt_objirel_t *ob_irels;	/* its IRELATIVE, GLOB_DAT, JUMP_SLOT relocs */
	size_t ob_nirels;
	char **ob_strs;		/* string tables the names point into */
	size_t ob_nstrs;
	struct dt_object *ob_next;	/* the handle's list */
} dt_object_t;

/*
 * The object mapped at dmp in the process of msp: from the handle's cache,
 * or read now through its /proc/PID/map_files link (else its path).  An
 * object that cannot be read is cached too, with ob_ok 0.  NULL only when
 * out of memory.
 */
extern dt_object_t *dt_object_get(dtrace_hdl_t *dtp, const dt_maps_t *msp,
    const dt_mapping_t *dmp);
/* The same for the object (dev, ino) opened at file (a map_files link),
   else at path, which also names its directory (path may be NULL). */
extern dt_object_t *dt_object_get_file(dtrace_hdl_t *dtp, const char *file,
    const char *path, dev_t dev, ino_t ino);
/* The preferred symbol containing link-time address vaddr, or NULL. */
extern const dt_objsym_t *dt_object_sym_at(const dt_object_t *obp,
    uint64_t vaddr);
/* The preferred symbol called name (mangled, else demangled), or NULL. */
extern const dt_objsym_t *dt_object_sym_named(const dt_object_t *obp,
    const char *name);
/* The preferred alias of osp (the first at its address: what
   dt_object_sym_at() gives for that address). */
extern const dt_objsym_t *dt_object_sym_canon(const dt_object_t *obp,
    const dt_objsym_t *osp);
/* Is osp a function with code (STT_FUNC or STT_GNU_IFUNC, non-zero size,
   in an executable segment)?  1 with its file offset in *offp, else 0. */
extern int dt_object_sym_code(const dt_object_t *obp, const dt_objsym_t *osp,
    uint64_t *offp);
/* Link-time address of file offset off; 0, or -1 if no segment has it. */
extern int dt_object_vaddr(const dt_object_t *obp, uint64_t off,
    uint64_t *vaddrp);
/* File offset of link-time address vaddr; 0, or -1. */
extern int dt_object_offset(const dt_object_t *obp, uint64_t vaddr,
    uint64_t *offp);
/* Free the cache (dtrace_close()). */
extern void dt_object_fini(dtrace_hdl_t *dtp);

#endif /* _DT_OBJECT_H */
