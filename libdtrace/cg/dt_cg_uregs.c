/*
 * dt_cg_uregs.c: the code generator's half of uregs[] (the cook pass's half
 * is dt_cook_uregs.c): reading register N, known at compile time (dn_value
 * of the built-in variable uregs), into a register of the program.
 *
 * The registers are the thread's user-mode registers, saved by the kernel
 * at its entry: bpf_task_pt_regs(bpf_get_current_task_btf()), so that a
 * probe that fires in kernel mode (a profile tick) reads the user registers
 * too, not the interrupted kernel's.  Where each index is, a word of
 * struct pt_regs or a member of the task's thread_struct (offset from
 * kernel BTF), is the machine's (dt_arch_ureg(): on x86-64, R_DS, R_ES,
 * R_FS, R_GS and R_TRAPNO are thread members).  Any other index is a
 * compile error, as in Oracle Linux DTrace (D_UNKNOWN "uregs[]: index out
 * of bounds (N)"; illumos faulted at run time).
 */
#include "dt_impl.h"
#include "dt_btf.h"
#include "dt_cg.h"
#include "dt_arch.h"

/* reg = the thread_struct field of the current task (read_kernel). */
static void
dt_cg_ureg_thread(dt_cg_t *cg, const dt_node_t *dnp, const dt_arch_ureg_t *urp,
    int reg)
{
	uint32_t off;

	if (dt_btf_offset("task_struct", urp->ur_field, &off) != 0)
		dnerror(dnp, D_NOT_SUPPORTED, "uregs[%llu] is not available: no "
		    "kernel BTF", (unsigned long long)dnp->dn_value);
	dt_cg_call(cg, BPF_FUNC_get_current_task);
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_3, BPF_REG_0));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, (int32_t)off));
	dt_cg_emit(cg, BPF_ST_MEM(BPF_DW, BPF_REG_FP, DT_STK_KEY, 0));
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_1, BPF_REG_FP));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, DT_STK_KEY));
	dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_2, urp->ur_size));
	dt_cg_call(cg, BPF_FUNC_probe_read_kernel);
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, reg, BPF_REG_FP, DT_STK_KEY));
}

void
dt_cg_uregs(dt_cg_t *cg, const dt_node_t *dnp, int reg)
{
	dt_arch_ureg_t ur;

	/* An index that names no register: Oracle Linux DTrace's error. */
	if (dt_arch_ureg((int64_t)dnp->dn_value, &ur) != 0)
		dnerror(dnp, D_UNKNOWN, "uregs[]: index out of bounds (%d)",
		    (int)dnp->dn_value);
	if (ur.ur_off < 0) {
		dt_cg_ureg_thread(cg, dnp, &ur, reg);
		return;
	}
	/* A kernel pointer (BTF) to the user pt_regs: read with a plain load. */
	dt_cg_call(cg, BPF_FUNC_get_current_task_btf);
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_1, BPF_REG_0));
	dt_cg_call(cg, BPF_FUNC_task_pt_regs);
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, reg, BPF_REG_0, ur.ur_off));
}
