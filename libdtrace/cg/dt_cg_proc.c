/*
 * dt_cg_proc.c: the process subroutines: progenyof(pid), the process tree,
 * and d_execargs(task), a process's arguments (psinfo_t's pr_psargs).
 *
 * progenyof(pid) is 1 if the current process is pid or one of its
 * descendants, else 0, as in DTrace: starting from the current task, the
 * code compares each task's tgid with pid and steps to task->real_parent
 * until the swapper (tgid 0, the root of the tree) has been compared.  The
 * offsets of tgid and real_parent come from the kernel's BTF (dt_btf.c);
 * the loop is bounded by DT_PROGENY_MAX ancestors, far more than real
 * process trees have, so that the verifier accepts it.
 */
#include "dt_impl.h"
#include "dt_btf.h"
#include "dt_cg.h"

#define DT_PROGENY_MAX	256

/* r0 = the `size` bytes at the task pointer in fp+slot plus off, or fail. */
static void
dt_cg_task_read(dt_cg_t *cg, int slot, uint32_t off, int size, uint32_t fail)
{
	dt_cg_emit(cg, BPF_ST_MEM(BPF_DW, BPF_REG_FP, DT_STK_KEY, 0));
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_1, BPF_REG_FP));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, DT_STK_KEY));
	dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_2, size));
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_FP, slot));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, (int32_t)off));
	dt_cg_call(cg, BPF_FUNC_probe_read_kernel);
	dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JNE, BPF_REG_0, 0, 0), fail);
	dt_cg_emit(cg, BPF_LDX_MEM(size == 4 ? BPF_W : BPF_DW, BPF_REG_0,
	    BPF_REG_FP, DT_STK_KEY));
}

int
dt_cg_progenyof(dt_cg_t *cg, dt_node_t *dnp)
{
	dt_irlist_t *dlp = cg->dlp;
	uint32_t loop = dt_irlist_label(dlp), yes = dt_irlist_label(dlp);
	uint32_t no = dt_irlist_label(dlp), done = dt_irlist_label(dlp);
	uint32_t poff, toff;
	int pid, n, slot;

	if (dt_btf_offset("task_struct", "real_parent", &poff) != 0 ||
	    dt_btf_offset("task_struct", "tgid", &toff) != 0)
		dnerror(dnp, D_NOT_SUPPORTED, "progenyof( ) is not available: no "
		    "kernel BTF");
	pid = dt_cg_expr(cg, dnp->dn_args);
	n = dt_cg_reg_alloc(cg, dnp);
	slot = dt_cg_slot_alloc(cg, dnp);
	dt_cg_emit(cg, BPF_MOV64_IMM(n, DT_PROGENY_MAX));
	dt_cg_call(cg, BPF_FUNC_get_current_task);
	dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_FP, BPF_REG_0, slot));
	dt_irlist_place(dlp, loop);
	dt_cg_task_read(cg, slot, toff, 4, no);
	dt_irlist_jump(dlp, BPF_JMP_REG(BPF_JEQ, BPF_REG_0, pid, 0), yes);
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), no);
	dt_cg_task_read(cg, slot, poff, 8, no);
	dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_FP, BPF_REG_0, slot));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_SUB, n, 1));
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JNE, n, 0, 0), loop);
	dt_irlist_place(dlp, no);
	dt_cg_emit(cg, BPF_MOV64_IMM(n, 0));
	dt_irlist_jump(dlp, BPF_JA_INSN(0), done);
	dt_irlist_place(dlp, yes);
	dt_cg_emit(cg, BPF_MOV64_IMM(n, 1));
	dt_irlist_place(dlp, done);
	dt_cg_slot_free(cg);
	dt_cg_reg_free(cg, pid);
	return n;
}

/* The string temporary at off: "" */
static void
dt_cg_execargs_empty(dt_cg_t *cg, int32_t off)
{
	dt_cg_memptr(cg, BPF_REG_1, DT_MR_STRTMP, off);
	dt_cg_emit(cg, BPF_ST_MEM(BPF_B, BPF_REG_1, 0, 0));
}

/*
 * The len bytes at arg_start (in slot) into the string temporary at off,
 * NULs but the last turned into spaces, then a NUL after them; to comm
 * if the read fails.  1 <= len <= lim.
 */
static void
dt_cg_execargs_copy(dt_cg_t *cg, int len, int slot, int32_t off, int lim,
    uint32_t comm)
{
	uint32_t done = dt_irlist_label(cg->dlp);
	int i;

	dt_cg_memptr(cg, BPF_REG_1, DT_MR_STRTMP, off);
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_2, len));
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_FP, slot));
	dt_cg_call(cg, BPF_FUNC_probe_read_user);
	dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JNE, BPF_REG_0, 0, 0), comm);
	dt_cg_memptr(cg, BPF_REG_1, DT_MR_STRTMP, off);
	for (i = 0; i < lim - 1; i++) {
		dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JLE, len, i + 1, 0), done);
		dt_cg_emit(cg, BPF_LDX_MEM(BPF_B, BPF_REG_0, BPF_REG_1, i));
		dt_cg_emit(cg, BPF_JMP_IMM(BPF_JNE, BPF_REG_0, 0, 1));
		dt_cg_emit(cg, BPF_ST_MEM(BPF_B, BPF_REG_1, i, ' '));
	}
	dt_irlist_place(cg->dlp, done);
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_ADD, BPF_REG_1, len));
	dt_cg_emit(cg, BPF_ST_MEM(BPF_B, BPF_REG_1, 0, 0));
}

int
dt_cg_execargs(dt_cg_t *cg, dt_node_t *dnp)
{
	dt_irlist_t *dlp = cg->dlp;
	uint32_t comm = dt_irlist_label(dlp), empty = dt_irlist_label(dlp);
	uint32_t out = dt_irlist_label(dlp), n = dt_cg_strtmp(cg);
	int32_t off = dt_cg_strtmp_off(cg, n);
	int64_t strsize = dt_strbytes(cg->dtp) - 1;
	int lim = strsize < 79 ? (int)strsize : 79, reg, st, sx;
	uint32_t mmoff, aso, aeo, co;

	if (dt_btf_offset("task_struct", "mm", &mmoff) != 0 ||
	    dt_btf_offset("task_struct", "comm", &co) != 0 ||
	    dt_btf_offset("mm_struct", "arg_start", &aso) != 0 ||
	    dt_btf_offset("mm_struct", "arg_end", &aeo) != 0)
		dnerror(dnp, D_NOT_SUPPORTED, "d_execargs( ) is not available: "
		    "no kernel BTF");
	reg = dt_cg_expr(cg, dnp->dn_args);
	st = dt_cg_slot_alloc(cg, dnp);
	sx = dt_cg_slot_alloc(cg, dnp);
	dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_FP, reg, st));
	/* reg = task->mm, which must be the current task's */
	dt_cg_task_read(cg, st, mmoff, 8, comm);
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), comm);
	dt_cg_emit(cg, BPF_MOV64_REG(reg, BPF_REG_0));
	dt_cg_call(cg, BPF_FUNC_get_current_task);
	dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_FP, BPF_REG_0, sx));
	dt_cg_task_read(cg, sx, mmoff, 8, comm);
	dt_irlist_jump(dlp, BPF_JMP_REG(BPF_JNE, BPF_REG_0, reg, 0), comm);
	/* reg = arg_end - arg_start, clamped to [1, lim]; sx = arg_start */
	dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_FP, reg, sx));
	dt_cg_task_read(cg, sx, aeo, 8, comm);
	dt_cg_emit(cg, BPF_MOV64_REG(reg, BPF_REG_0));
	dt_cg_task_read(cg, sx, aso, 8, comm);
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_SUB, reg, BPF_REG_0));
	dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_FP, BPF_REG_0, sx));
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JSLE, reg, 0, 0), empty);
	dt_cg_emit(cg, BPF_JMP_IMM(BPF_JLE, reg, lim, 1));
	dt_cg_emit(cg, BPF_MOV64_IMM(reg, lim));
	dt_cg_execargs_copy(cg, reg, sx, off, lim, comm);
	dt_irlist_jump(dlp, BPF_JA_INSN(0), out);
	dt_irlist_place(dlp, empty);
	dt_cg_execargs_empty(cg, off);
	dt_irlist_jump(dlp, BPF_JA_INSN(0), out);
	dt_irlist_place(dlp, comm);
	dt_cg_memptr(cg, BPF_REG_1, DT_MR_STRTMP, off);
	dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_2, strsize < 15 ? strsize + 1 : 16));
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_FP, st));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, (int32_t)co));
	dt_cg_call(cg, BPF_FUNC_probe_read_kernel_str);
	dt_irlist_place(dlp, out);
	dt_cg_slot_free(cg);
	dt_cg_slot_free(cg);
	dt_cg_memptr(cg, reg, DT_MR_STRTMP, off);
	return reg;
}
