/*
 * dt_stapsdt_notes.h: SystemTap SDT notes (.note.stapsdt) of ELF objects.
 *
 * <sys/sdt.h> puts one ELF note per probe site into a program or library
 * (owner "stapsdt", type 3): the site's address, the `.stapsdt.base` address
 * (for prelink adjustment), the semaphore's address (0 if none), then three
 * strings: provider, name, argument specification ("-4@%eax 8@16(%rbx)").
 *
 * dt_stapsdt_file_get() parses an object once per (device, inode) and caches the
 * result: every site with file offsets (what uprobes want), its enclosing
 * function symbol, its semaphore's file offset, and its arguments decoded
 * into dt_stapsdt_arg_t.  Malformed notes or argument strings never fail the
 * whole file: a bad note is skipped with a debug message, a bad argument is
 * marked DT_STAPSDT_ARG_BAD with the reason, and the other arguments stay usable.
 */
#ifndef _DT_STAPSDT_NOTES_H
#define _DT_STAPSDT_NOTES_H

#include <stdint.h>
#include <sys/types.h>
#include "dt_impl.h"
#include "dt_arch.h"

#define DT_STAPSDT_MAXARGS	12

typedef enum dt_stapsdt_argkind {
	DT_STAPSDT_ARG_BAD = 0,	/* could not be decoded: see da_err */
	DT_STAPSDT_ARG_IMM,		/* $imm: value da_disp */
	DT_STAPSDT_ARG_REG,		/* %reg: value of register da_base */
	DT_STAPSDT_ARG_MEM,		/* disp(%base,%index,scale): *(da_base + da_index *
				   da_scale + da_disp); da_index -1 if none */
	DT_STAPSDT_ARG_RIP,		/* sym+off(%rip): *(runtime address of the site +
				   da_disp), da_disp = link-time address of the
				   operand minus the site's link-time address */
	DT_STAPSDT_ARG_TLS		/* %fs:sym@tpoff: *(fs base + da_disp), da_disp the
				   (negative) thread-pointer offset of sym */
} dt_stapsdt_argkind_t;

typedef struct dt_stapsdt_arg {
	dt_stapsdt_argkind_t da_kind;
	int da_size;		/* 1, 2, 4 or 8 bytes */
	int da_signed;		/* the spec's size was negative */
	int da_base;		/* register: byte offset in struct pt_regs, -1 none */
	int da_index;		/* index register: offset in pt_regs, -1 none */
	int da_scale;		/* 1, 2, 4, 8 */
	int da_regsize;		/* bytes of the named register (%eax: 4, %al: 1 ...) */
	int da_regshift;	/* 8 for %ah/%bh/%ch/%dh, else 0 */
	int64_t da_disp;	/* immediate value or displacement */
	char *da_spec;		/* the argument's text as in the note ("-4@%eax") */
	const char *da_err;	/* why da_kind is DT_STAPSDT_ARG_BAD */
} dt_stapsdt_arg_t;

/*
 * A probe's description from a D provider definition: the note dtrace -G
 * writes (dt_provdef.h), read by dt_stapsdt_types.c.  The strings point into
 * pt_desc, a copy of the note's descriptor.
 */
typedef struct dt_stapsdt_ptypes {
	const char *pt_provider;
	const char *pt_name;		/* as defined: "order__start" */
	int pt_attrset[5];		/* provider, module, function, name, args */
	dtrace_attribute_t pt_attr[5];	/* ... given by a #pragma */
	int pt_nargc, pt_xargc;
	const char *pt_nargv[DT_STAPSDT_MAXARGS];	/* declared types */
	const char *pt_xargv[DT_STAPSDT_MAXARGS];	/* translated types */
	int pt_map[DT_STAPSDT_MAXARGS];	/* translated i is native pt_map[i] */
	struct dt_stapsdt_ptypes *pt_next;
	char pt_desc[];
} dt_stapsdt_ptypes_t;

typedef struct dt_stapsdt_site {
	char *ds_provider;	/* note's provider, as is ("python") */
	char *ds_name;		/* note's name with "__" turned into "-" */
	char *ds_func;		/* symbol containing the site, "" if none */
	uint64_t ds_fvaddr;	/* ... its link-time address */
	uint64_t ds_fsize;	/* ... and size (0: none) */
	uint64_t ds_vaddr;	/* link-time address of the site (after prelink adjustment) */
	uint64_t ds_offset;	/* file offset of the site */
	uint64_t ds_sem_vaddr;	/* link-time address of the semaphore, 0 if none */
	uint64_t ds_sem_offset;	/* file offset of the semaphore, 0 if none */
	char *ds_argstr;	/* the whole argument string */
	const char *ds_nonop;	/* why the site is not a nop <sys/sdt.h>
				   emits at an instruction boundary of its
				   function (never attached), or NULL */
	uint8_t ds_insn[DT_ARCH_INSN_MAX]; /* the bytes at ds_offset (ds_ninsn) */
	int ds_ninsn;
	int ds_warned;		/* dt_stapsdt_enable() said it is not attached */
	int ds_nargs;
	dt_stapsdt_arg_t ds_args[DT_STAPSDT_MAXARGS];
	const dt_stapsdt_ptypes_t *ds_types; /* its provider definition, or NULL */
} dt_stapsdt_site_t;

typedef struct dt_stapsdt_file {
	dev_t df_dev;
	ino_t df_ino;
	char *df_path;		/* path it was parsed from */
	char *df_name;		/* the object's own path, as a process maps it
				   (set by the provider; NULL until then) */
	int df_type;		/* ET_EXEC or ET_DYN */
	uint64_t df_tls_size;	/* aligned PT_TLS memsz (for @tpoff), 0 if none */
	dt_stapsdt_site_t *df_sites;
	int df_nsites;
	dt_stapsdt_ptypes_t *df_types;	/* the notes of .note.dtrace */
	struct dt_stapsdt_file *df_next;	/* cache chain */
} dt_stapsdt_file_t;

/*
 * The parsed notes of the object at path (which may be a /proc/PID/map_files
 * link) whose device and inode are dev/ino: from the cache, or parsed now.
 * Returns NULL only if the object cannot be read as ELF at all; an object
 * without notes gives a file with df_nsites == 0 (also cached).
 */
extern dt_stapsdt_file_t *dt_stapsdt_file_get(dt_stapsdt_file_t **cachep, const char *path,
    dev_t dev, ino_t ino);
/* Parse notes from an ELF image in memory (for tests and fuzzing). */
extern dt_stapsdt_file_t *dt_stapsdt_file_parse_mem(const void *buf, size_t len);
extern void dt_stapsdt_file_free(dt_stapsdt_file_t *dfp);
/* Drop the whole cache (the provider's destruction). */
extern void dt_stapsdt_cache_fini(dt_stapsdt_file_t **cachep);

/* Read .note.dtrace and set the sites' ds_types (dt_stapsdt_types.c). */
struct dt_elf;
extern void dt_stapsdt_types_read(const struct dt_elf *dep, dt_stapsdt_file_t *dfp);
extern void dt_stapsdt_types_free(dt_stapsdt_ptypes_t *ptp);

/* Decode one argument ("-4@%eax"); returns 0 or -1 with da_err set. */
extern int dt_stapsdt_arg_parse(const char *spec, dt_stapsdt_arg_t *dap);
/* Split and decode a whole argument string; returns the number of args. */
extern int dt_stapsdt_args_parse(const char *argstr, dt_stapsdt_arg_t *args, int max);
/*
 * The symbol a decoded RIP, TLS or absolute MEM argument names ("NBuffers"
 * in "-4@NBuffers(%rip)"): a pointer into da_spec and its length, or NULL.
 * dt_stapsdt_arg_parse() leaves only the numeric part in da_disp; the notes
 * parser adds the symbol's value (dt_stapsdt_file_get() results are resolved).
 */
extern const char *dt_stapsdt_arg_sym(const dt_stapsdt_arg_t *dap, size_t *lenp);

#endif /* _DT_STAPSDT_NOTES_H */
