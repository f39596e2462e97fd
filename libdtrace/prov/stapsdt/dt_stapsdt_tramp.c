/*
 * dt_stapsdt_tramp.c: the BPF code of a stapsdt object file's program.
 *
 * One program serves every enabled site of an object file, in every traced
 * process, for every overlying probe (dt_prov_stapsdt.h).  After the
 * prologue (r9 = this CPU's scratch memory) it runs:
 *
 *	dispatch	one lookup whatever the number of processes or probes:
 *			with a link per process, the cookie indexes the
 *			object's own array map; else (tgid, cookie) is looked
 *			up in the shared hash map (dt_dispatch_emit()).  No
 *			entry (a process we do not trace that maps the
 *			object): return.  The entry is copied to scratch
 *			memory (disp[]).
 *	decode		argument decoder dv_dec: the site's note operands read
 *			from pt_regs and user memory into argv[].  Sites whose
 *			operands decode alike share a decoder; only the args
 *			some clause reads (st_argmask) are decoded at all.
 *	clauses		clause set dv_cset (dt_csets_emit()): for each slot's
 *			probe, its id goes to scratch memory and its clauses
 *			run.
 *
 * Decoders and clause sets are chosen with compare-and-branch chains over a
 * handful of indexes (their number depends on the script and the object,
 * never on how many processes are traced).
 *
 * Operands: registers from pt_regs; memory through bpf_probe_read_user();
 * RIP-relative ones from the site's runtime address, which the kernel puts
 * in regs->ip before running uprobe handlers (uprobe_multi and perf alike);
 * %fs-relative (TLS) ones from the thread's fs base in its task_struct
 * (offset from kernel BTF).
 */
#include <stddef.h>
#include <string.h>
#include "dt_prov_stapsdt.h"
#include "dt_insn.h"
#include "dt_link.h"
#include "dt_btf.h"
#include "dt_irlist.h"
#include "dt_provider.h"
#include "dt_arch.h"

/* ---- argument decoding ---- */

/* Sign- or zero-extend r0 from `bytes` to 64 bits. */
static void
dt_stapsdt_extend(dt_irlist_t *dlp, int bytes, int is_signed)
{
	if (bytes >= 8)
		return;
	if (is_signed) {
		dt_irlist_append(dlp, BPF_ALU64_IMM(BPF_LSH, BPF_REG_0, 64 - 8 * bytes));
		dt_irlist_append(dlp, BPF_ALU64_IMM(BPF_ARSH, BPF_REG_0, 64 - 8 * bytes));
	} else if (bytes == 4) {
		dt_irlist_append(dlp, BPF_MOV32_REG(BPF_REG_0, BPF_REG_0));
	} else {
		dt_irlist_append(dlp, BPF_ALU64_IMM(BPF_AND, BPF_REG_0,
		    bytes == 1 ? 0xff : 0xffff));
	}
}

/*
 * r0 = *(size bytes at user address in r3), zero-extended; 0 on a fault.
 * A page not yet touched (a global in .data) is faulted in where the
 * program is sleepable (dt_link_ucopy()).
 */
static void
dt_stapsdt_read_user(dtrace_hdl_t *dtp, dt_irlist_t *dlp, int size)
{
	dt_irlist_append(dlp, BPF_ST_MEM(BPF_DW, BPF_REG_FP, DT_STK_KEY, 0));
	dt_irlist_append(dlp, BPF_MOV64_REG(BPF_REG_1, BPF_REG_FP));
	dt_irlist_append(dlp, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, DT_STK_KEY));
	dt_irlist_append(dlp, BPF_MOV64_IMM(BPF_REG_2, size));
	dt_link_ucopy(dtp, dlp, BPF_FUNC_probe_read_user);
	dt_irlist_append(dlp, BPF_LDX_MEM(dt_bpf_size(size), BPF_REG_0, BPF_REG_FP, DT_STK_KEY));
}

/* r3 = the address of a memory operand. */
static void
dt_stapsdt_mem_addr(dt_irlist_t *dlp, const dt_stapsdt_arg_t *ap)
{
	dt_irlist_append(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP, DT_STK_CTX));
	if (ap->da_base >= 0)
		dt_irlist_append(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_1, ap->da_base));
	else
		dt_irlist_append(dlp, BPF_MOV64_IMM(BPF_REG_3, 0));
	if (ap->da_index >= 0) {
		dt_irlist_append(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_1, ap->da_index));
		dt_irlist_append(dlp, BPF_ALU64_IMM(BPF_MUL, BPF_REG_2, ap->da_scale));
		dt_irlist_append(dlp, BPF_ALU64_REG(BPF_ADD, BPF_REG_3, BPF_REG_2));
	}
	dt_irlist_ldimm64(dlp, BPF_REG_2, (uint64_t)ap->da_disp);
	dt_irlist_append(dlp, BPF_ALU64_REG(BPF_ADD, BPF_REG_3, BPF_REG_2));
}

/* Emit code that leaves argument ap's value in r0. */
static void
dt_stapsdt_arg(dtrace_hdl_t *dtp, dt_irlist_t *dlp, const dt_stapsdt_arg_t *ap)
{
	uint32_t fsoff;
	int bytes;

	switch (ap->da_kind) {
	case DT_STAPSDT_ARG_IMM:
		dt_irlist_ldimm64(dlp, BPF_REG_0, (uint64_t)ap->da_disp);
		return;
	case DT_STAPSDT_ARG_REG:
		dt_irlist_append(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP, DT_STK_CTX));
		dt_irlist_append(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_1, ap->da_base));
		if (ap->da_regshift)
			dt_irlist_append(dlp, BPF_ALU64_IMM(BPF_RSH, BPF_REG_0, ap->da_regshift));
		bytes = ap->da_regsize < ap->da_size ? ap->da_regsize : ap->da_size;
		dt_stapsdt_extend(dlp, bytes, ap->da_signed || bytes < ap->da_size ?
		    ap->da_signed : 0);
		return;
	case DT_STAPSDT_ARG_MEM:
		dt_stapsdt_mem_addr(dlp, ap);
		break;
	case DT_STAPSDT_ARG_RIP:
		/* The kernel sets regs->ip to the site before running us. */
		dt_irlist_append(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP, DT_STK_CTX));
		dt_irlist_append(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_1,
		    DT_ARCH_PT_IP));
		dt_irlist_ldimm64(dlp, BPF_REG_2, (uint64_t)ap->da_disp);
		dt_irlist_append(dlp, BPF_ALU64_REG(BPF_ADD, BPF_REG_3, BPF_REG_2));
		break;
	case DT_STAPSDT_ARG_TLS:
		if (dt_btf_offset("task_struct", DT_ARCH_TLS_BASE, &fsoff) != 0) {
			dt_irlist_append(dlp, BPF_MOV64_IMM(BPF_REG_0, 0));
			return;
		}
		dt_irlist_append(dlp, BPF_CALL_HELPER(BPF_FUNC_get_current_task));
		dt_irlist_append(dlp, BPF_MOV64_REG(BPF_REG_3, BPF_REG_0));
		dt_irlist_append(dlp, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, (int32_t)fsoff));
		dt_irlist_append(dlp, BPF_MOV64_REG(BPF_REG_1, BPF_REG_FP));
		dt_irlist_append(dlp, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, DT_STK_KEY));
		dt_irlist_append(dlp, BPF_MOV64_IMM(BPF_REG_2, 8));
		dt_irlist_append(dlp, BPF_CALL_HELPER(BPF_FUNC_probe_read_kernel));
		dt_irlist_append(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_FP, DT_STK_KEY));
		dt_irlist_ldimm64(dlp, BPF_REG_2, (uint64_t)ap->da_disp);
		dt_irlist_append(dlp, BPF_ALU64_REG(BPF_ADD, BPF_REG_3, BPF_REG_2));
		break;
	default:
		dt_irlist_append(dlp, BPF_MOV64_IMM(BPF_REG_0, 0));
		return;
	}
	dt_stapsdt_read_user(dtp, dlp, ap->da_size);
	if (ap->da_signed)
		dt_stapsdt_extend(dlp, ap->da_size, 1);
}

/* Decode the arguments in mask of site sp into argv[] of scratch memory. */
static void
dt_stapsdt_args(dtrace_hdl_t *dtp, dt_irlist_t *dlp, const dt_stapsdt_site_t *sp,
    uint32_t mask)
{
	int i;

	for (i = 0; i < DT_MAXARGS; i++) {
		if (!(mask & (1u << i)))
			continue;
		if (i < sp->ds_nargs)
			dt_stapsdt_arg(dtp, dlp, &sp->ds_args[i]);
		else
			dt_irlist_append(dlp, BPF_MOV64_IMM(BPF_REG_0, 0));
		dt_irlist_append(dlp, BPF_STX_MEM(BPF_DW, DT_REG_MEM, BPF_REG_0,
		    DT_MEM_ARGV + 8 * i));
	}
}

/* Do two sites' arguments in mask decode to the same code? */
int
dt_stapsdt_args_same(const dt_stapsdt_site_t *a, const dt_stapsdt_site_t *b, uint32_t mask)
{
	int i;

	for (i = 0; i < DT_MAXARGS; i++) {
		const dt_stapsdt_arg_t *x = &a->ds_args[i], *y = &b->ds_args[i];

		if (!(mask & (1u << i)))
			continue;
		if ((i < a->ds_nargs) != (i < b->ds_nargs))
			return 0;
		if (i >= a->ds_nargs)
			continue;
		if (x->da_kind != y->da_kind || x->da_size != y->da_size ||
		    x->da_signed != y->da_signed || x->da_base != y->da_base ||
		    x->da_index != y->da_index || x->da_scale != y->da_scale ||
		    x->da_regsize != y->da_regsize ||
		    x->da_regshift != y->da_regshift || x->da_disp != y->da_disp)
			return 0;
	}
	return 1;
}

/*
 * The test before entry idx of an n-entry chain on the disp[] word at
 * dispoff: the last entry needs none (the map holds only indexes we made),
 * the others branch to the returned label, placed after them.
 */
static uint32_t
dt_stapsdt_chain_test(dt_irlist_t *dlp, int idx, int n, uint32_t dispoff)
{
	uint32_t next = dt_irlist_label(dlp);

	if (idx < n - 1) {
		dt_irlist_append(dlp, BPF_LDX_MEM(BPF_W, BPF_REG_0, DT_REG_MEM, dispoff));
		dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JNE, BPF_REG_0, idx, 0), next);
	}
	return next;
}

static void
dt_stapsdt_decoders(dtrace_hdl_t *dtp, const dt_stapsdt_obj_t *sop,
    dt_irlist_t *dlp)
{
	uint32_t done = dt_irlist_label(dlp);
	int k;

	for (k = 0; k < sop->so_ndec && sop->so_argmask != 0; k++) {
		uint32_t next = dt_stapsdt_chain_test(dlp, k, sop->so_ndec,
		    DT_MEM_PROV + offsetof(dt_dispatch_val_t, dv_dec));

		dt_stapsdt_args(dtp, dlp, &sop->so_file->df_sites[sop->so_decsite[k]],
		    sop->so_argmask);
		dt_irlist_jump(dlp, BPF_JA_INSN(0), done);
		dt_irlist_place(dlp, next);
	}
	dt_irlist_place(dlp, done);
}

int
dt_stapsdt_tramp(dtrace_hdl_t *dtp, const dt_stapsdt_obj_t *sop, dt_irlist_t *dlp,
    uint32_t exitlbl)
{
	dt_dispatch_emit(dlp, sop->so_pidlinks ? sop->so_mapfd : -1, exitlbl);
	dt_stapsdt_decoders(dtp, sop, dlp);
	return dt_csets_emit(dtp, &sop->so_csets, dlp,
	    DT_MEM_PROV + offsetof(dt_dispatch_val_t, dv_cset),
	    DT_MEM_PROV + offsetof(dt_dispatch_val_t, dv_prid), DT_LINK_ACTIVE,
	    exitlbl);
}
