/*
 * dt_cg_uregs.c: the code generator's half of uregs[] (the cook pass's half
 * is dt_cook_uregs.c): reading register N, known at compile time (dn_value
 * of the built-in variable uregs), into a register of the program.
 *
 * The registers are the thread's user-mode registers, saved by the kernel
 * at its entry: bpf_task_pt_regs(bpf_get_current_task_btf()), so that a
 * probe that fires in kernel mode (a profile tick) reads the user registers
 * too, not the interrupted kernel's.  Indexes 0-20 are the slots of struct
 * pt_regs; R_DS, R_ES, R_FS, R_GS and R_TRAPNO are read from the task's
 * thread_struct (ds, es, fsbase, gsbase, trap_nr; offsets from kernel BTF);
 * the i386 names read the 64-bit register they name.  Any other index is a
 * compile error, as in Oracle Linux DTrace (D_UNKNOWN "uregs[]: index out
 * of bounds (N)"; illumos faulted at run time).
 */
#include "dt_impl.h"
#include "dt_btf.h"
#include "dt_cg.h"

#define DT_UREG_NPTREGS	21	/* R_R15 (0) .. R_SS (20): struct pt_regs */
#define DT_UREG_NREGS	42	/* up to R_SS of the i386 names (41) */

/* Where register index i is: a pt_regs slot (>= 0), or a thread field. */
typedef struct dt_ureg {
	int ur_slot;		/* pt_regs slot, or -1 */
	const char *ur_field;	/* thread_struct member if ur_slot < 0 */
	int ur_size;		/* its size */
} dt_ureg_t;

static const dt_ureg_t dt_uregs_thread[] = {
	{ -1, "thread.ds", 2 }, { -1, "thread.es", 2 }, { -1, "thread.fsbase", 8 },
	{ -1, "thread.gsbase", 8 }, { -1, "thread.trap_nr", 8 }
};

/* The i386 names, in the order of the 32-bit pt_regs, as 64-bit registers. */
static const int dt_uregs_i386[] = {
	5, 11, 12, 13, 14, 4, 10,	/* ebx ecx edx esi edi ebp eax */
	21, 22, 23, 24, 15,		/* ds es fs gs orig_eax */
	16, 17, 18, 19, 20		/* eip cs eflags esp ss */
};

static int
dt_ureg_find(int64_t idx, dt_ureg_t *urp)
{
	if (idx < 0 || idx >= DT_UREG_NREGS)
		return -1;
	if (idx > 25)		/* 25 is R_TRAPNO, before the i386 names */
		idx = dt_uregs_i386[idx - 25];
	if (idx < DT_UREG_NPTREGS) {
		urp->ur_slot = (int)idx;
		urp->ur_field = NULL;
		urp->ur_size = 8;
		return 0;
	}
	*urp = dt_uregs_thread[idx - DT_UREG_NPTREGS];
	return 0;
}

/* reg = the thread_struct field of the current task (read_kernel). */
static void
dt_cg_ureg_thread(dt_cg_t *cg, const dt_node_t *dnp, const dt_ureg_t *urp, int reg)
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
	dt_ureg_t ur;

	/* An index that names no register: Oracle Linux DTrace's error. */
	if (dt_ureg_find((int64_t)dnp->dn_value, &ur) != 0)
		dnerror(dnp, D_UNKNOWN, "uregs[]: index out of bounds (%d)",
		    (int)dnp->dn_value);
	if (ur.ur_slot < 0) {
		dt_cg_ureg_thread(cg, dnp, &ur, reg);
		return;
	}
	/* A kernel pointer (BTF) to the user pt_regs: read with a plain load. */
	dt_cg_call(cg, BPF_FUNC_get_current_task_btf);
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_1, BPF_REG_0));
	dt_cg_call(cg, BPF_FUNC_task_pt_regs);
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, reg, BPF_REG_0, ur.ur_slot * 8));
}
