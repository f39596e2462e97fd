/*
 * dt_cg_stack.c: stacks and symbolic addresses as values: the records of
 * stack(), ustack(), jstack(), sym(), usym() ... (dt_cg_symval(), wherever
 * they go: an action's record, a printf() argument, an aggregation key),
 * and the built-ins caller, ucaller, stackdepth and ustackdepth.
 *
 * A stack is bpf_get_stack()'s frames (zero after the last); a user stack
 * or symbol is preceded by the firing process's pid, so that the consumer
 * can name its addresses after the process is gone.
 */
#include <string.h>
#include <stddef.h>
#include "dt_impl.h"
#include "dt_type.h"
#include "dt_cook.h"
#include "dt_cg.h"
#include "dt_kallsyms.h"

/* The firing process's pid as a u64 at region + off. */
static void
dt_cg_pid_store(dt_cg_t *cg, dt_memregion_t region, int32_t off)
{
	dt_cg_call(cg, BPF_FUNC_get_current_pid_tgid);
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_RSH, BPF_REG_0, 32));
	dt_cg_memptr(cg, BPF_REG_1, region, off);
	dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_1, BPF_REG_0, 0));
}

/* bpf_get_stack(ctx, region + off, size, flags); it zeroes what is unused. */
static void
dt_cg_getstack(dt_cg_t *cg, dt_memregion_t region, int32_t off, uint32_t size,
    int flags)
{
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP, DT_STK_CTX));
	dt_cg_memptr(cg, BPF_REG_2, region, off);
	dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_3, (int32_t)size));
	dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_4, flags));
	dt_cg_call(cg, BPF_FUNC_get_stack);
}

/*
 * ustack()'s frames.  At a pid entry probe (DT_MEM_ENTRYSP set: the
 * function's first instruction) the function has not pushed its frame
 * pointer yet, so a frame pointer walk goes from the function straight to
 * its caller's caller; the caller's return address is at the stack
 * pointer.  There the walk goes one frame further on, its first frame
 * moves down and that return address goes second.
 */
static void
dt_cg_getustack(dt_cg_t *cg, dt_memregion_t region, int32_t off,
    uint32_t size)
{
	uint32_t plain = dt_irlist_label(cg->dlp), done = dt_irlist_label(cg->dlp);

	if (size > 8) {
		dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_0, DT_REG_MEM,
		    DT_MEM_ENTRYSP));
		dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0),
		    plain);
		dt_cg_getstack(cg, region, off + 8, size - 8, BPF_F_USER_STACK);
		dt_cg_memptr(cg, BPF_REG_1, region, off);
		dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_1, 8));
		dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_1, BPF_REG_2, 0));
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, 8));
		dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_2, 8));
		dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_3, DT_REG_MEM,
		    DT_MEM_ENTRYSP));
		dt_cg_call(cg, BPF_FUNC_probe_read_user);
		dt_irlist_jump(cg->dlp, BPF_JA_INSN(0), done);
	}
	dt_irlist_place(cg->dlp, plain);
	dt_cg_getstack(cg, region, off, size, BPF_F_USER_STACK);
	dt_irlist_place(cg->dlp, done);
}

/*
 * caller, ucaller: the pc of the second frame of the kernel or user stack
 * (the first is where the probe is), 0 if there is none.  The two frames
 * go to two adjacent stack slots.  At a pid entry probe ucaller is the
 * return address at the stack pointer (see dt_cg_getustack()).
 */
void
dt_cg_caller(dt_cg_t *cg, const dt_node_t *dnp, int user, int reg)
{
	int hi = dt_cg_slot_alloc(cg, dnp), lo = dt_cg_slot_alloc(cg, dnp);

	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP, DT_STK_CTX));
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_2, BPF_REG_FP));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, lo));
	dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_3, 16));
	dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_4, user ? BPF_F_USER_STACK : 0));
	dt_cg_call(cg, BPF_FUNC_get_stack);
	if (user) {	/* a pid entry probe: the caller is at *sp (above) */
		uint32_t done = dt_irlist_label(cg->dlp);

		dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_3, DT_REG_MEM,
		    DT_MEM_ENTRYSP));
		dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_3, 0, 0),
		    done);
		dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_1, BPF_REG_FP));
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, hi));
		dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_2, 8));
		dt_cg_call(cg, BPF_FUNC_probe_read_user);
		dt_irlist_place(cg->dlp, done);
	}
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, reg, BPF_REG_FP, hi));
	dt_cg_slot_free(cg);
	dt_cg_slot_free(cg);
}

/*
 * stackdepth, ustackdepth: the number of frames stack() and ustack() would
 * print (at most maxframes), from the length bpf_get_stack() reports,
 * copied into the DT_MR_STACK region.  Kernel: the tracer's own frames at
 * the top of a tracepoint probe's stack (our program and the kernel's
 * bpf_trace_run<N>), which stack() leaves out, are not counted: the first
 * of the top three frames inside bpf_trace_run*'s text (kallsyms, read at
 * compile time) ends them.  User: at a pid entry probe ustack() adds the
 * caller the walk skips (dt_cg_getustack()), and so does ustackdepth.
 */
#define DT_STACK_TRACER_TOP	3

static void
dt_cg_depth_tracer(dt_cg_t *cg, uint32_t out)
{
	static int known;
	static uint64_t lo, hi;
	int i;

	if (!known)
		known = dt_kallsyms_range("bpf_trace_run", &lo, &hi) == 0 ? 1 : -1;
	if (known < 0)
		return;
	for (i = 0; i < DT_STACK_TRACER_TOP; i++) {
		uint32_t next = dt_irlist_label(cg->dlp);

		dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JLE, BPF_REG_0, i, 0), out);
		dt_cg_memptr(cg, BPF_REG_1, DT_MR_STACK, 8 * i);
		dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_1, 0));
		dt_irlist_ldimm64(cg->dlp, BPF_REG_2, lo);
		dt_irlist_jump(cg->dlp, BPF_JMP_REG(BPF_JLT, BPF_REG_1, BPF_REG_2, 0), next);
		dt_irlist_ldimm64(cg->dlp, BPF_REG_2, hi);
		dt_irlist_jump(cg->dlp, BPF_JMP_REG(BPF_JGE, BPF_REG_1, BPF_REG_2, 0), next);
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_SUB, BPF_REG_0, i + 1));
		dt_irlist_jump(cg->dlp, BPF_JA_INSN(0), out);
		dt_irlist_place(cg->dlp, next);
	}
}

void
dt_cg_stackdepth(dt_cg_t *cg, int user, int reg)
{
	int64_t frames = dt_opt(cg->dtp, DTRACEOPT_MAXFRAMES);
	uint32_t ok = dt_irlist_label(cg->dlp), out = dt_irlist_label(cg->dlp);

	if (frames <= 0 || frames > DT_STACK_MAXFRAMES)
		frames = DT_STACK_MAXFRAMES;
	dt_cg_getstack(cg, DT_MR_STACK, 0, (uint32_t)frames * 8,
	    user ? BPF_F_USER_STACK : 0);
	dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JSGE, BPF_REG_0, 0, 0), ok);
	dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_0, 0));
	dt_irlist_place(cg->dlp, ok);
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_RSH, BPF_REG_0, 3));
	if (user) {
		dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_1, DT_REG_MEM,
		    DT_MEM_ENTRYSP));
		dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_1, 0, 0), out);
		dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), out);
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_0, 1));
	} else
		dt_cg_depth_tracer(cg, out);
	dt_irlist_place(cg->dlp, out);
	dt_cg_emit(cg, BPF_MOV64_REG(reg, BPF_REG_0));
}

/* Fill the record of stack(), usym() ... (dt_symfunc_size() bytes). */
void
dt_cg_symval(dt_cg_t *cg, dt_node_t *fn, dt_memregion_t region, int32_t off)
{
	uint32_t size = dt_symfunc_size(fn);
	int reg;

	switch (fn->dn_ident->di_id) {
	case DT_ACT_STACK:
		dt_cg_getstack(cg, region, off, size, 0);
		return;
	case DT_ACT_USTACK: case DT_ACT_JSTACK:
		dt_cg_pid_store(cg, region, off);
		dt_cg_getustack(cg, region, off + 8, size - 8);
		return;
	default:
		reg = dt_cg_expr(cg, fn->dn_args);
		dt_cg_memptr(cg, BPF_REG_1, region, off + (int32_t)size - 8);
		dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_1, reg, 0));
		dt_cg_reg_free(cg, reg);
		if (size == 16)
			dt_cg_pid_store(cg, region, off);
	}
}
