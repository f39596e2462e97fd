/*
 * dt_disasm.h: the code of an x86-64 function, decoded with a library
 * disassembler and followed from its entry (dt_disasm.c explains how):
 * where its instructions are, which of them are provably code, where it
 * returns, and where a uprobe may go (dt_insn_safe.h).
 */
#ifndef _DT_DISASM_H
#define _DT_DISASM_H

#include <stddef.h>
#include <stdint.h>
#include "dt_insn_safe.h"

/*
 * A part of a function: its entry part (part 0, dp_rel 0), and the parts
 * gcc splits off (foo.cold), dp_rel bytes from the entry (negative if the
 * part is placed before it).
 */
typedef struct dt_disasm_part {
	const uint8_t *dp_code;
	uint32_t dp_len;
	int64_t dp_rel;
} dt_disasm_part_t;

/*
 * Reading what the code refers to (a jump table in .rodata): len bytes at
 * link-time address vaddr into buf; 0 or -1.
 */
typedef int dt_disasm_read_f(void *arg, uint64_t vaddr, void *buf,
    size_t len);

typedef struct dt_disasm_ctx {
	uint64_t dc_vaddr;		/* link-time address of the entry */
	dt_disasm_read_f *dc_read;	/* NULL: only tables inside the code */
	void *dc_arg;
	int dc_list;			/* list the instructions (df_insns) */
} dt_disasm_ctx_t;

/* An instruction's flags (di_flags). */
#define DT_DISASM_CODE		0x01	/* reached from the entry */
#define DT_DISASM_MAYBE		0x02	/* decodes, but no branch reaches it */
#define DT_DISASM_OVERLAP	0x04	/* overlaps another reached one */
#define DT_DISASM_RETURN	0x08	/* a return site */

typedef struct dt_disasm_insn {
	int64_t di_off;			/* from the function's entry */
	uint8_t di_len;
	uint8_t di_part;
	uint8_t di_flags;
	uint8_t di_verdict;		/* dt_insn_verdict_t */
	const char *di_why;		/* its reason, if not DT_INSN_SAFE */
} dt_disasm_insn_t;

/* A function decoded. */
typedef struct dt_disasm_fn {
	dt_disasm_insn_t *df_insns;	/* in address order (dc_list) */
	uint32_t df_ninsns;
	int64_t *df_rets;		/* return sites, from the entry, in order */
	uint32_t df_nrets;
	const char *df_incomplete;	/* why returns may be missed, or NULL */
	uint32_t df_nparts;
	dt_disasm_part_t *df_parts;	/* a copy of the parts and their code */
} dt_disasm_fn_t;

/*
 * Decode the function of nparts parts into *dfp (free it with
 * dt_disasm_func_free()); -1 (ENOMEM) if out of memory.
 */
extern int dt_disasm_func(const dt_disasm_part_t *parts, uint32_t nparts,
    const dt_disasm_ctx_t *ctx, dt_disasm_fn_t *dfp);
extern void dt_disasm_func_free(dt_disasm_fn_t *dfp);

/* The listed instruction starting off bytes from the entry, or NULL. */
extern const dt_disasm_insn_t *dt_disasm_at(const dt_disasm_fn_t *dfp,
    int64_t off);

/*
 * May a uprobe go off bytes from the function's entry?  NULL if so: it
 * starts an instruction that is reached from the entry, overlaps no other
 * and that the kernel runs correctly; else why not, as a phrase that
 * follows "its instruction" (*ip, if ip, is the instruction, or NULL).
 */
extern const char *dt_disasm_site(const dt_disasm_fn_t *dfp, int64_t off,
    const dt_disasm_insn_t **ip);

/*
 * Is off strictly inside an instruction reached from the entry?  1 with
 * that instruction's start in *startp, else 0.
 */
extern int dt_disasm_inside(const dt_disasm_fn_t *dfp, int64_t off,
    int64_t *startp);

/*
 * Is the instruction a direct jmp, jcc or call?  1 with its target (from
 * the function's entry) in *targetp, else 0.
 */
extern int dt_disasm_target(const dt_disasm_fn_t *dfp,
    const dt_disasm_insn_t *ip, int64_t *targetp);

/* The text of an instruction of dfp ("lock decl (%rdi)"), in buf. */
extern const char *dt_disasm_insn_text(const dt_disasm_fn_t *dfp,
    const dt_disasm_insn_t *ip, char *buf, size_t sz);

/*
 * The first instruction of the n bytes at code: its length (0 if none is
 * whole there), its text in buf (if buf).
 */
extern uint32_t dt_disasm_one(const uint8_t *code, size_t n, char *buf,
    size_t sz);

#endif /* _DT_DISASM_H */
