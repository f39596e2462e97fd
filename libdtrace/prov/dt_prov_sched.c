/*
 * dt_prov_sched.c: the sched provider, CPU scheduling as the Dynamic
 * Tracing Guide and Oracle Linux DTrace define it, on the scheduler's
 * tracepoints (no kprobes here), through dt_tpprov.c.
 *
 *   probe       tracepoint                 fires in           args
 *   on-cpu      sched_exit_tp (is_switch)  the thread that    -
 *                                          now runs
 *   off-cpu     sched_switch               the thread that    [0] lwpsinfo_t *,
 *                                          stops running      [1] psinfo_t * next
 *   sleep       sched_switch (blocks)      the sleeper        -
 *   preempt     sched_switch (runnable)    the preempted one  -
 *   dequeue     sched_switch (blocks)      the sleeper        [0] lwpsinfo_t *,
 *                                                             [1] psinfo_t *,
 *                                                             [2] cpuinfo_t *
 *   enqueue     sched_wakeup               the waker (or the  [0] lwpsinfo_t *,
 *                                          target's CPU)      [1] psinfo_t *,
 *                                                             [2] cpuinfo_t *,
 *                                                             [3] int 0
 *   wakeup      sched_waking               the waker          [0] lwpsinfo_t *,
 *                                                             [1] psinfo_t *
 *   change-pri  sched_pi_setprio           the changer        [0] lwpsinfo_t *,
 *                                                             [1] psinfo_t *,
 *                                                             [2] int priority
 *   surrender   sys_enter (sched_yield)    the yielding one   [0] lwpsinfo_t *,
 *                                                             [1] psinfo_t *
 *   tick        a perf CPU clock, 100 Hz   the running thread [0] lwpsinfo_t *,
 *                                                             [1] psinfo_t *
 *
 * on-cpu: sched_switch fires in the thread that leaves the CPU, so on-cpu
 * uses the tracepoint at the end of __schedule() (sched_exit_tp, kernel
 * 6.17+), which runs in the thread that returns from it, when it had
 * switched (is_switch): a thread that was switched out resumes there.  A
 * new thread's first run starts elsewhere (ret_from_fork), so it has no
 * on-cpu (proc:::start and lwp-start fire then).  A switch blocks the
 * thread (sleep, dequeue) when it was not preempted and its state was not
 * TASK_RUNNING, else it is a preemption (the thread stays on its run
 * queue: Linux does not re-enqueue it, so no enqueue fires).  enqueue is a
 * wakeup putting the thread on the run queue of CPU args[2] (new threads
 * and migrations are not enqueues here); change-pri is a priority
 * inheritance change (its new priority is the one the kernel computes:
 * the lower of the donor's prio and the thread's normal_prio); nice(2) and
 * sched_setscheduler(2) have no tracepoint.  cpuinfo_t arguments are CPU
 * numbers translated by dlib/sched.d.  surrender is sched_yield(2) (system
 * call 24) at its entry, as Oracle Linux DTrace's do_sched_yield(); tick
 * and surrender give the current thread as their arguments.
 */
#include "dt_tpprov.h"
#include "dt_insn.h"

enum {
	DT_SCHED_ON_CPU, DT_SCHED_OFF_CPU, DT_SCHED_SLEEP, DT_SCHED_PREEMPT,
	DT_SCHED_DEQUEUE, DT_SCHED_ENQUEUE, DT_SCHED_WAKEUP, DT_SCHED_CHANGE_PRI,
	DT_SCHED_SURRENDER, DT_SCHED_TICK
};

#define DT_NR_SCHED_YIELD	24	/* x86-64 */

#define TASK	"struct task_struct *"

static const dt_tpprobe_t dt_sched_probes[] = {
	{ "on-cpu", "sched_exit_tp", DT_SCHED_ON_CPU, 0, { NULL }, { NULL } },
	{ "off-cpu", "sched_switch", DT_SCHED_OFF_CPU, 2, { TASK, TASK },
	    { "lwpsinfo_t *", "psinfo_t *" } },
	{ "sleep", "sched_switch", DT_SCHED_SLEEP, 0, { NULL }, { NULL } },
	{ "preempt", "sched_switch", DT_SCHED_PREEMPT, 0, { NULL }, { NULL } },
	{ "dequeue", "sched_switch", DT_SCHED_DEQUEUE, 3, { TASK, TASK, "int" },
	    { "lwpsinfo_t *", "psinfo_t *", "cpuinfo_t *" } },
	{ "enqueue", "sched_wakeup", DT_SCHED_ENQUEUE, 4,
	    { TASK, TASK, "int", "int" },
	    { "lwpsinfo_t *", "psinfo_t *", "cpuinfo_t *", NULL } },
	{ "wakeup", "sched_waking", DT_SCHED_WAKEUP, 2, { TASK, TASK },
	    { "lwpsinfo_t *", "psinfo_t *" } },
	{ "change-pri", "sched_pi_setprio", DT_SCHED_CHANGE_PRI, 3,
	    { TASK, TASK, "int" }, { "lwpsinfo_t *", "psinfo_t *", NULL } },
	{ "surrender", "sys_enter", DT_SCHED_SURRENDER, 2, { TASK, TASK },
	    { "lwpsinfo_t *", "psinfo_t *" } },
	{ "tick", NULL, DT_SCHED_TICK, 2, { TASK, TASK },
	    { "lwpsinfo_t *", "psinfo_t *" } },
};

/* args[0] = args[1] = ctx[i], a task. */
static void
dt_sched_task(dt_irlist_t *dlp, int i)
{
	dt_tp_ctx(dlp, BPF_REG_6, i);
	dt_tp_arg(dlp, 0, BPF_REG_6);
	dt_tp_arg(dlp, 1, BPF_REG_6);
}

/* args[0] = args[1] = the current task. */
static void
dt_sched_current(dt_irlist_t *dlp)
{
	dt_irlist_append(dlp, BPF_CALL_HELPER(BPF_FUNC_get_current_task));
	dt_tp_arg(dlp, 0, BPF_REG_0);
	dt_tp_arg(dlp, 1, BPF_REG_0);
}

/*
 * sched_switch(preempt, prev, next, prev_state): sleep and dequeue when it
 * blocks (!preempt && prev_state), preempt otherwise.
 */
static void
dt_sched_switch(int kind, dt_irlist_t *dlp, uint32_t exitlbl)
{
	uint32_t blocks = dt_irlist_label(dlp), done = dt_irlist_label(dlp);

	dt_tp_ctx(dlp, BPF_REG_6, 0);
	dt_irlist_append(dlp, BPF_ALU64_IMM(BPF_AND, BPF_REG_6, 0xff));
	dt_tp_ctx(dlp, BPF_REG_7, 3);
	dt_irlist_append(dlp, BPF_MOV32_REG(BPF_REG_7, BPF_REG_7));
	dt_irlist_append(dlp, BPF_MOV64_IMM(BPF_REG_1, 0));
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JNE, BPF_REG_6, 0, 0), done);
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_7, 0, 0), done);
	dt_irlist_place(dlp, blocks);
	dt_irlist_append(dlp, BPF_MOV64_IMM(BPF_REG_1, 1));
	dt_irlist_place(dlp, done);
	/* r1: the switch blocks prev */
	dt_irlist_jump(dlp, BPF_JMP_IMM(kind == DT_SCHED_PREEMPT ? BPF_JNE :
	    BPF_JEQ, BPF_REG_1, 0, 0), exitlbl);
	if (kind == DT_SCHED_DEQUEUE) {
		dt_sched_task(dlp, 1);
		dt_irlist_append(dlp, BPF_CALL_HELPER(BPF_FUNC_get_smp_processor_id));
		dt_tp_arg(dlp, 2, BPF_REG_0);
	}
}

/* enqueue: the woken task and the CPU of the run queue it goes on. */
static int
dt_sched_enqueue(dt_irlist_t *dlp, uint32_t exitlbl)
{
	dt_sched_task(dlp, 0);
	if (dt_tp_member(dlp, BPF_REG_6, 0, "task_struct", "thread_info.cpu", 4,
	    exitlbl) != 0)
		return -1;
	dt_tp_arg(dlp, 2, BPF_REG_0);
	return 0;
}

/*
 * change-pri: sched_pi_setprio(tsk, pi_task): the priority the kernel
 * gives tsk: pi_task ? min(pi_task->prio, tsk->normal_prio) : normal_prio.
 */
static int
dt_sched_change_pri(dt_irlist_t *dlp, uint32_t exitlbl)
{
	int32_t prio = dt_tp_offset("task_struct", "prio");
	int32_t nprio = dt_tp_offset("task_struct", "normal_prio");
	uint32_t store = dt_irlist_label(dlp);

	if (prio < 0 || nprio < 0)
		return -1;
	dt_sched_task(dlp, 0);
	dt_tp_load(dlp, BPF_REG_6, nprio, 4, exitlbl);
	dt_irlist_append(dlp, BPF_MOV32_REG(BPF_REG_8, BPF_REG_0));
	dt_tp_ctx(dlp, BPF_REG_7, 1);
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_7, 0, 0), store);
	dt_tp_load(dlp, BPF_REG_7, prio, 4, exitlbl);
	dt_irlist_append(dlp, BPF_MOV32_REG(BPF_REG_0, BPF_REG_0));
	dt_irlist_jump(dlp, BPF_JMP_REG(BPF_JSGE, BPF_REG_0, BPF_REG_8, 0), store);
	dt_irlist_append(dlp, BPF_MOV64_REG(BPF_REG_8, BPF_REG_0));
	dt_irlist_place(dlp, store);
	dt_tp_arg(dlp, 2, BPF_REG_8);
	return 0;
}

static int
dt_sched_tramp(dtrace_hdl_t *dtp, const dt_tpprobe_t *tpp, dt_irlist_t *dlp,
    uint32_t exitlbl)
{
	int rc = 0;

	switch (tpp->tp_kind) {
	case DT_SCHED_ON_CPU:		/* sched_exit_tp(is_switch) */
		dt_tp_ctx(dlp, BPF_REG_6, 0);
		dt_irlist_append(dlp, BPF_ALU64_IMM(BPF_AND, BPF_REG_6, 0xff));
		dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_6, 0, 0), exitlbl);
		break;
	case DT_SCHED_OFF_CPU:
		dt_sched_task(dlp, 2);
		break;
	case DT_SCHED_SLEEP: case DT_SCHED_PREEMPT: case DT_SCHED_DEQUEUE:
		dt_sched_switch(tpp->tp_kind, dlp, exitlbl);
		break;
	case DT_SCHED_ENQUEUE:
		rc = dt_sched_enqueue(dlp, exitlbl);
		break;
	case DT_SCHED_WAKEUP:
		dt_sched_task(dlp, 0);
		break;
	case DT_SCHED_CHANGE_PRI:
		rc = dt_sched_change_pri(dlp, exitlbl);
		break;
	case DT_SCHED_SURRENDER:	/* sys_enter(regs, id) */
		dt_tp_ctx(dlp, BPF_REG_6, 1);
		dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JNE, BPF_REG_6,
		    DT_NR_SCHED_YIELD, 0), exitlbl);
		dt_sched_current(dlp);
		break;
	case DT_SCHED_TICK:
		dt_sched_current(dlp);
		break;
	default:
		break;
	}
	return rc != 0 ? dt_set_errno(dtp, EDT_NOTSUP) : 0;
}

static const dt_tpprov_t dt_sched_table = {
	.tv_name = "sched",
	.tv_probes = dt_sched_probes,
	.tv_nprobes = sizeof(dt_sched_probes) / sizeof(dt_sched_probes[0]),
	.tv_tickhz = 100,
	.tv_tramp = dt_sched_tramp,
};

static int
dt_sched_populate(dtrace_hdl_t *dtp)
{
	return dt_tpprov_populate(dtp, &dt_sched_table, &dt_sched);
}

static int
dt_sched_provide(dtrace_hdl_t *dtp, const dtrace_probedesc_t *pdp)
{
	return dt_tpprov_provide(dtp, pdp, "sched");
}

const dt_provimpl_t dt_sched = {
	.name = "sched",
	/* DTrace's sched: names and arguments evolving */
	.attr_probe = { DTRACE_STABILITY_EVOLVING, DTRACE_STABILITY_EVOLVING,
	    DTRACE_CLASS_ISA },
	.attr_args = { DTRACE_STABILITY_EVOLVING, DTRACE_STABILITY_EVOLVING,
	    DTRACE_CLASS_ISA },
	/* the tick is a perf event; the scheduler's tracepoints run with
	   interrupts off: new map entries must come preallocated */
	.irq = 1,
	.populate = dt_sched_populate,
	.provide = dt_sched_provide,
	.trampoline = dt_tpprov_trampoline,
	.target = dt_tpprov_target,
	.probe_info = dt_tpprov_probe_info,
	.provider_destroy = dt_tpprov_destroy,
};
