/*
 * dt_irlist.h: instruction lists with labels and relocations.
 *
 * The code generator appends BPF instructions to a dt_irlist_t.  Jumps name
 * a label (di_target) instead of an offset; data that is only known when the
 * program is linked and loaded (map file descriptors, offsets of regions in
 * the per-CPU scratch memory) is named by a relocation.  dt_link.c
 * concatenates lists into one program, resolves labels to offsets and
 * applies the relocations.
 */
#ifndef _DT_IRLIST_H
#define _DT_IRLIST_H

#include <stdint.h>
#include <linux/bpf.h>

typedef enum dt_reloc {
	DT_RL_NONE = 0,
	DT_RL_MAP_FD,		/* ld_imm64 of map di_relarg's fd (src = BPF_PSEUDO_MAP_FD) */
	DT_RL_MAP_VALUE,	/* ld_imm64 of map di_relarg's value + imm (BPF_PSEUDO_MAP_VALUE) */
	DT_RL_MEM_IMM,		/* imm += base of scratch-memory region di_relarg */
	DT_RL_MEM_OFF,		/* off += base of scratch-memory region di_relarg */
	DT_RL_AGG_KEYSZ,	/* imm += bytes of an aggregation map key */
	DT_RL_AGG_ZERO,		/* a no-op standing for "zero the aggregation key
				   region", expanded when linking; clobbers r0-r5 */
	DT_RL_ZERO,		/* the same for scratch-memory region di_relarg */
	DT_RL_DVAR_KEYSZ,	/* imm += bytes of a dynamic variable map key */
	DT_RL_DVAR_VALSZ,	/* imm += bytes of a dynamic variable value */
	DT_RL_SUBPROG,		/* ld_imm64 (BPF_PSEUDO_FUNC) of subprogram
				   di_relarg: a string loop's callback, which
				   dt_link.c appends after the epilogue */
	DT_RL_ERROR_CALL,	/* a no-op standing for "run the ERROR clauses for
				   a fault of clause di_relarg", expanded when
				   linking (dt_link.c); clobbers r0-r5 */
	DT_RL_UCOPY		/* a call of bpf_probe_read_user[_str]: in a
				   sleepable program, linking makes it the
				   faulting copy (dt_link_ucopy()) */
} dt_reloc_t;

typedef struct dt_irnode {
	struct bpf_insn di_instr;
	uint32_t di_label;	/* this node is a label (no instruction) if != 0 */
	uint32_t di_target;	/* jump target label, 0 if none */
	dt_reloc_t di_reloc;
	uint32_t di_relarg;
	const char *di_comment;	/* shown by -S */
	struct dt_irnode *di_next;
} dt_irnode_t;

typedef struct dt_irlist {
	dt_irnode_t *dl_list, *dl_last;
	uint32_t dl_len;	/* instructions (labels not counted) */
	uint32_t *dl_nextlabel;	/* shared label counter */
} dt_irlist_t;

extern void dt_irlist_create(dt_irlist_t *dlp, uint32_t *labelctr);
extern void dt_irlist_destroy(dt_irlist_t *dlp);
extern uint32_t dt_irlist_label(dt_irlist_t *dlp);		/* new label id */
extern void dt_irlist_place(dt_irlist_t *dlp, uint32_t label);	/* label here */
extern dt_irnode_t *dt_irlist_append(dt_irlist_t *dlp, struct bpf_insn insn);
extern dt_irnode_t *dt_irlist_jump(dt_irlist_t *dlp, struct bpf_insn insn, uint32_t label);
extern void dt_irlist_reloc(dt_irlist_t *dlp, struct bpf_insn insn, dt_reloc_t rl, uint32_t arg);
/* ld_imm64 helpers (two slots). */
extern void dt_irlist_ldimm64(dt_irlist_t *dlp, int reg, uint64_t val);
extern void dt_irlist_ldmap(dt_irlist_t *dlp, int reg, uint32_t mapid);
extern void dt_irlist_ldmapval(dt_irlist_t *dlp, int reg, uint32_t mapid, uint32_t off);
/* r0 = bpf_map_lookup_elem(r1, fp + keyoff); to nulllbl if there is none. */
extern void dt_irlist_lookup(dt_irlist_t *dlp, int16_t keyoff, uint32_t nulllbl);
/* Insert an instruction (or, with label != 0, a label) after node dip. */
extern dt_irnode_t *dt_irlist_insert(dt_irlist_t *dlp, dt_irnode_t *dip,
    struct bpf_insn insn, uint32_t label);
/* Move all of src to the end of dst (src is left empty). */
extern void dt_irlist_concat(dt_irlist_t *dst, dt_irlist_t *src);

#endif /* _DT_IRLIST_H */
