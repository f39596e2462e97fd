/*
 * dt_irlist.c: instruction lists (see dt_irlist.h).
 *
 * A list is a singly linked chain of nodes; a node is either an instruction
 * (possibly a jump to a label, possibly with a relocation) or a label marker.
 * Labels are numbered from a counter shared by all lists of a handle, so
 * lists can be concatenated without renumbering.
 */
#include <stdlib.h>
#include <string.h>
#include "dt_impl.h"
#include "dt_ident.h"
#include "dt_irlist.h"
#include "dt_insn.h"

void
dt_irlist_create(dt_irlist_t *dlp, uint32_t *labelctr)
{
	memset(dlp, 0, sizeof(*dlp));
	dlp->dl_nextlabel = labelctr;
}

void
dt_irlist_destroy(dt_irlist_t *dlp)
{
	dt_irnode_t *dip, *next;

	for (dip = dlp->dl_list; dip != NULL; dip = next) {
		next = dip->di_next;
		free(dip);
	}
	dlp->dl_list = dlp->dl_last = NULL;
	dlp->dl_len = 0;
}

uint32_t
dt_irlist_label(dt_irlist_t *dlp)
{
	return ++*dlp->dl_nextlabel;
}

static dt_irnode_t *
dt_irlist_node(dt_irlist_t *dlp)
{
	dt_irnode_t *dip = dt_xalloc(sizeof(dt_irnode_t));

	if (dlp->dl_last != NULL)
		dlp->dl_last->di_next = dip;
	else
		dlp->dl_list = dip;
	dlp->dl_last = dip;
	return dip;
}

void
dt_irlist_place(dt_irlist_t *dlp, uint32_t label)
{
	dt_irlist_node(dlp)->di_label = label;
}

dt_irnode_t *
dt_irlist_append(dt_irlist_t *dlp, struct bpf_insn insn)
{
	dt_irnode_t *dip = dt_irlist_node(dlp);

	dip->di_instr = insn;
	dlp->dl_len++;
	return dip;
}

dt_irnode_t *
dt_irlist_jump(dt_irlist_t *dlp, struct bpf_insn insn, uint32_t label)
{
	dt_irnode_t *dip = dt_irlist_append(dlp, insn);

	dip->di_target = label;
	return dip;
}

void
dt_irlist_reloc(dt_irlist_t *dlp, struct bpf_insn insn, dt_reloc_t rl, uint32_t arg)
{
	dt_irnode_t *dip = dt_irlist_append(dlp, insn);

	dip->di_reloc = rl;
	dip->di_relarg = arg;
}

void
dt_irlist_ldimm64(dt_irlist_t *dlp, int reg, uint64_t val)
{
	dt_irlist_append(dlp, BPF_LD_IMM64_LO(reg, 0, (int32_t)(uint32_t)val));
	dt_irlist_append(dlp, BPF_LD_IMM64_HI((int32_t)(uint32_t)(val >> 32)));
}

void
dt_irlist_ldmap(dt_irlist_t *dlp, int reg, uint32_t mapid)
{
	dt_irlist_reloc(dlp, BPF_LD_IMM64_LO(reg, BPF_PSEUDO_MAP_FD, 0),
	    DT_RL_MAP_FD, mapid);
	dt_irlist_append(dlp, BPF_LD_IMM64_HI(0));
}

void
dt_irlist_ldmapval(dt_irlist_t *dlp, int reg, uint32_t mapid, uint32_t off)
{
	dt_irlist_reloc(dlp, BPF_LD_IMM64_LO(reg, BPF_PSEUDO_MAP_VALUE, 0),
	    DT_RL_MAP_VALUE, mapid);
	dt_irlist_append(dlp, BPF_LD_IMM64_HI((int32_t)off));
}

void
dt_irlist_lookup(dt_irlist_t *dlp, int16_t keyoff, uint32_t nulllbl)
{
	dt_irlist_append(dlp, BPF_MOV64_REG(BPF_REG_2, BPF_REG_FP));
	dt_irlist_append(dlp, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, keyoff));
	dt_irlist_append(dlp, BPF_CALL_HELPER(BPF_FUNC_map_lookup_elem));
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), nulllbl);
}

dt_irnode_t *
dt_irlist_insert(dt_irlist_t *dlp, dt_irnode_t *dip, struct bpf_insn insn,
    uint32_t label)
{
	dt_irnode_t *n = dt_xalloc(sizeof(dt_irnode_t));

	n->di_next = dip->di_next;
	dip->di_next = n;
	if (dlp->dl_last == dip)
		dlp->dl_last = n;
	if (label != 0)
		n->di_label = label;
	else {
		n->di_instr = insn;
		dlp->dl_len++;
	}
	return n;
}

void
dt_irlist_concat(dt_irlist_t *dst, dt_irlist_t *src)
{
	if (src->dl_list == NULL)
		return;
	if (dst->dl_last != NULL)
		dst->dl_last->di_next = src->dl_list;
	else
		dst->dl_list = src->dl_list;
	dst->dl_last = src->dl_last;
	dst->dl_len += src->dl_len;
	src->dl_list = src->dl_last = NULL;
	src->dl_len = 0;
}
