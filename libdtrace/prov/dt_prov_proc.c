/*
 * dt_prov_proc.c: the proc provider, process and thread life cycle as the
 * Dynamic Tracing Guide and Oracle Linux DTrace define it, on kernel
 * tracepoints (no kprobes here), through dt_tpprov.c.
 *
 *   probe           tracepoint          fires in        args
 *   exec            sys_enter           the caller      [0] string path
 *   exec-success    sched_process_exec  the new image   -
 *   exec-failure    sys_exit            the caller      [0] int errno
 *   exit            sched_process_exit  the last thread [0] int CLD_EXITED,
 *                   (group_dead)                        CLD_KILLED, CLD_DUMPED
 *   lwp-exit        sched_process_exit  every thread    -
 *   create          sched_process_fork  the parent      [0] psinfo_t * child
 *   lwp-create      sched_process_fork  the creator     [0] lwpsinfo_t *,
 *                                                       [1] psinfo_t * new thread
 *   start           sys_exit            the new process -
 *   lwp-start       sys_exit            every new thread -
 *   signal-send     signal_generate     the sender      [0] lwpsinfo_t *,
 *                                                       [1] psinfo_t * target,
 *                                                       [2] int signal
 *   signal-discard  signal_generate     the sender      the same
 *                   (result ignored)
 *   signal-handle   signal_deliver      the receiver    [0] int signal
 *                                                       (delivered),
 *                                                       [1] siginfo (struct
 *                                                       kernel_siginfo *),
 *                                                       [2] the handler
 *
 * exec and exec-failure are execve(2) and execveat(2) (numbers 59 and 322)
 * at system call entry (the path: rdi, or rsi for execveat) and at return
 * with an error.  start and lwp-start are the first return to user space
 * of a new task: a fork/vfork/clone/clone3 (56, 57, 58, 435) that returns
 * 0, which only the child does, through sys_exit; a process is a task
 * whose pid is its tgid, a thread one whose is not (create and lwp-create
 * tell them apart the same way, on the child).  As in Oracle Linux DTrace,
 * lwp-start and lwp-exit fire for every thread, a process's first (and
 * last) one too, beside start and exit.  exit's reason comes from
 * the exiting task's exit_code (the low 7 bits the signal, 0x80 a core).
 * signal-send fires for every signal generated, signal-discard when the
 * kernel drops it as ignored (TRACE_SIGNAL_IGNORED).  A signal whose
 * default action kills the process is delivered as SIGKILL, the signal
 * itself kept in task->signal->group_exit_code: signal-handle reports that
 * one (SIGUSR1 is 10, not 9), as Oracle Linux DTrace does.
 */
#include "dt_tpprov.h"
#include "dt_insn.h"

enum {
	DT_PROC_EXEC, DT_PROC_EXEC_SUCCESS, DT_PROC_EXEC_FAILURE, DT_PROC_EXIT,
	DT_PROC_LWP_EXIT, DT_PROC_CREATE, DT_PROC_LWP_CREATE, DT_PROC_START,
	DT_PROC_LWP_START, DT_PROC_SIGNAL_SEND, DT_PROC_SIGNAL_DISCARD,
	DT_PROC_SIGNAL_HANDLE
};

/* x86-64 system call numbers */
#define DT_NR_CLONE	56
#define DT_NR_FORK	57
#define DT_NR_VFORK	58
#define DT_NR_EXECVE	59
#define DT_NR_EXECVEAT	322
#define DT_NR_CLONE3	435

#define DT_CLD_EXITED	1
#define DT_CLD_KILLED	2
#define DT_CLD_DUMPED	3

#define DT_TRACE_SIGNAL_IGNORED	1
#define DT_SIGKILL		9

#define TASK	"struct task_struct *"

static const dt_tpprobe_t dt_proc_probes[] = {
	{ "exec", "sys_enter", DT_PROC_EXEC, 1, { "char *" }, { "string" } },
	{ "exec-success", "sched_process_exec", DT_PROC_EXEC_SUCCESS, 0, { NULL }, { NULL } },
	{ "exec-failure", "sys_exit", DT_PROC_EXEC_FAILURE, 1, { "int" }, { NULL } },
	{ "exit", "sched_process_exit", DT_PROC_EXIT, 1, { "int" }, { NULL } },
	{ "lwp-exit", "sched_process_exit", DT_PROC_LWP_EXIT, 0, { NULL }, { NULL } },
	{ "create", "sched_process_fork", DT_PROC_CREATE, 1, { TASK },
	    { "psinfo_t *" } },
	{ "lwp-create", "sched_process_fork", DT_PROC_LWP_CREATE, 2,
	    { TASK, TASK }, { "lwpsinfo_t *", "psinfo_t *" } },
	{ "start", "sys_exit", DT_PROC_START, 0, { NULL }, { NULL } },
	{ "lwp-start", "sys_exit", DT_PROC_LWP_START, 0, { NULL }, { NULL } },
	{ "signal-send", "signal_generate", DT_PROC_SIGNAL_SEND, 3,
	    { TASK, TASK, "int" }, { "lwpsinfo_t *", "psinfo_t *", NULL } },
	{ "signal-discard", "signal_generate", DT_PROC_SIGNAL_DISCARD, 3,
	    { TASK, TASK, "int" }, { "lwpsinfo_t *", "psinfo_t *", NULL } },
	{ "signal-handle", "signal_deliver", DT_PROC_SIGNAL_HANDLE, 3,
	    { "int", "struct kernel_siginfo *", "uintptr_t" }, { NULL } },
};

/*
 * sys_exit(regs, ret): r6 = ret, and not to fire unless `ret op 0` fails
 * (BPF_JSGE: only errors go on); r0 = regs->orig_ax, the system call.
 */
static int
dt_proc_sysexit(dt_irlist_t *dlp, int op, uint32_t exitlbl)
{
	dt_tp_ctx(dlp, BPF_REG_6, 1);
	dt_irlist_jump(dlp, BPF_JMP_IMM(op, BPF_REG_6, 0, 0), exitlbl);
	return dt_tp_member(dlp, BPF_REG_7, 0, "pt_regs", "orig_ax", 8, exitlbl);
}

/* exec: execve's path (rdi) or execveat's (rsi). */
static int
dt_proc_exec(dt_irlist_t *dlp, uint32_t exitlbl)
{
	int32_t di = dt_tp_offset("pt_regs", "di"), si = dt_tp_offset("pt_regs", "si");
	uint32_t at = dt_irlist_label(dlp), store = dt_irlist_label(dlp);

	if (di < 0 || si < 0)
		return -1;
	dt_tp_ctx(dlp, BPF_REG_6, 1);
	dt_tp_ctx(dlp, BPF_REG_7, 0);
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_6, DT_NR_EXECVEAT, 0), at);
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JNE, BPF_REG_6, DT_NR_EXECVE, 0), exitlbl);
	dt_tp_load(dlp, BPF_REG_7, di, 8, exitlbl);
	dt_irlist_jump(dlp, BPF_JA_INSN(0), store);
	dt_irlist_place(dlp, at);
	dt_tp_load(dlp, BPF_REG_7, si, 8, exitlbl);
	dt_irlist_place(dlp, store);
	dt_tp_arg(dlp, 0, BPF_REG_0);
	return 0;
}

/* exec-failure: execve or execveat returning -errno; arg0 = errno. */
static int
dt_proc_exec_failure(dt_irlist_t *dlp, uint32_t exitlbl)
{
	uint32_t ok = dt_irlist_label(dlp);

	if (dt_proc_sysexit(dlp, BPF_JSGE, exitlbl) != 0)
		return -1;
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, DT_NR_EXECVE, 0), ok);
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JNE, BPF_REG_0, DT_NR_EXECVEAT, 0),
	    exitlbl);
	dt_irlist_place(dlp, ok);
	dt_irlist_append(dlp, BPF_NEG64(BPF_REG_6));
	dt_tp_arg(dlp, 0, BPF_REG_6);
	return 0;
}

/* exit (the group's last thread) with the reason, or lwp-exit (others). */
static int
dt_proc_exit(int kind, dt_irlist_t *dlp, uint32_t exitlbl)
{
	uint32_t killed = dt_irlist_label(dlp), store = dt_irlist_label(dlp);

	if (kind == DT_PROC_LWP_EXIT)
		return 0;
	dt_tp_ctx(dlp, BPF_REG_6, 1);
	dt_irlist_append(dlp, BPF_ALU64_IMM(BPF_AND, BPF_REG_6, 0xff));
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_6, 0, 0), exitlbl);
	if (dt_tp_member(dlp, BPF_REG_7, 0, "task_struct", "exit_code", 4,
	    exitlbl) != 0)
		return -1;
	dt_irlist_append(dlp, BPF_MOV64_IMM(BPF_REG_6, DT_CLD_EXITED));
	dt_irlist_append(dlp, BPF_MOV64_REG(BPF_REG_1, BPF_REG_0));
	dt_irlist_append(dlp, BPF_ALU64_IMM(BPF_AND, BPF_REG_1, 0x7f));
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JNE, BPF_REG_1, 0, 0), killed);
	dt_irlist_jump(dlp, BPF_JA_INSN(0), store);
	dt_irlist_place(dlp, killed);
	dt_irlist_append(dlp, BPF_MOV64_IMM(BPF_REG_6, DT_CLD_KILLED));
	dt_irlist_append(dlp, BPF_ALU64_IMM(BPF_AND, BPF_REG_0, 0x80));
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), store);
	dt_irlist_append(dlp, BPF_MOV64_IMM(BPF_REG_6, DT_CLD_DUMPED));
	dt_irlist_place(dlp, store);
	dt_tp_arg(dlp, 0, BPF_REG_6);
	return 0;
}

/* create (the child is a process) or lwp-create (a thread): the child. */
static int
dt_proc_create(int kind, dt_irlist_t *dlp, uint32_t exitlbl)
{
	int32_t pid = dt_tp_offset("task_struct", "pid");
	int32_t tgid = dt_tp_offset("task_struct", "tgid");

	if (pid < 0 || tgid < 0)
		return -1;
	dt_tp_ctx(dlp, BPF_REG_7, 1);
	dt_tp_load(dlp, BPF_REG_7, pid, 4, exitlbl);
	dt_irlist_append(dlp, BPF_MOV64_REG(BPF_REG_6, BPF_REG_0));
	dt_tp_load(dlp, BPF_REG_7, tgid, 4, exitlbl);
	dt_irlist_jump(dlp, BPF_JMP_REG(kind == DT_PROC_CREATE ? BPF_JNE : BPF_JEQ,
	    BPF_REG_0, BPF_REG_6, 0), exitlbl);
	dt_tp_arg(dlp, 0, BPF_REG_7);
	if (kind == DT_PROC_LWP_CREATE)
		dt_tp_arg(dlp, 1, BPF_REG_7);
	return 0;
}

/* start or lwp-start: a fork, vfork, clone or clone3 returning 0. */
static int
dt_proc_start(int kind, dt_irlist_t *dlp, uint32_t exitlbl)
{
	uint32_t ok = dt_irlist_label(dlp);

	if (dt_proc_sysexit(dlp, BPF_JNE, exitlbl) != 0)
		return -1;
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, DT_NR_CLONE3, 0), ok);
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JLT, BPF_REG_0, DT_NR_CLONE, 0), exitlbl);
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JGT, BPF_REG_0, DT_NR_VFORK, 0), exitlbl);
	dt_irlist_place(dlp, ok);
	if (kind == DT_PROC_LWP_START)
		return 0;
	dt_irlist_append(dlp, BPF_CALL_HELPER(BPF_FUNC_get_current_pid_tgid));
	dt_irlist_append(dlp, BPF_MOV64_REG(BPF_REG_1, BPF_REG_0));
	dt_irlist_append(dlp, BPF_ALU64_IMM(BPF_RSH, BPF_REG_1, 32));
	dt_irlist_append(dlp, BPF_MOV32_REG(BPF_REG_0, BPF_REG_0));
	dt_irlist_jump(dlp, BPF_JMP_REG(BPF_JNE, BPF_REG_0, BPF_REG_1, 0), exitlbl);
	return 0;
}

/* signal-send, signal-discard: the target task twice and the signal. */
static void
dt_proc_signal_send(int kind, dt_irlist_t *dlp, uint32_t exitlbl)
{
	if (kind == DT_PROC_SIGNAL_DISCARD) {
		dt_tp_ctx(dlp, BPF_REG_6, 4);
		dt_irlist_append(dlp, BPF_MOV32_REG(BPF_REG_6, BPF_REG_6));
		dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JNE, BPF_REG_6,
		    DT_TRACE_SIGNAL_IGNORED, 0), exitlbl);
	}
	dt_tp_ctx(dlp, BPF_REG_6, 2);
	dt_tp_arg(dlp, 0, BPF_REG_6);
	dt_tp_arg(dlp, 1, BPF_REG_6);
	dt_tp_ctx(dlp, BPF_REG_6, 0);
	dt_irlist_append(dlp, BPF_MOV32_REG(BPF_REG_6, BPF_REG_6));
	dt_tp_arg(dlp, 2, BPF_REG_6);
}

/*
 * r6 = the signal delivered: the tracepoint's, or for SIGKILL the fatal
 * signal it stands for (current->signal->group_exit_code, if not 0).
 */
static int
dt_proc_signal_delivered(dt_irlist_t *dlp)
{
	int32_t sig = dt_tp_offset("task_struct", "signal");
	int32_t code = dt_tp_offset("signal_struct", "group_exit_code");
	uint32_t keep = dt_irlist_label(dlp);

	if (sig < 0 || code < 0)
		return -1;
	dt_tp_ctx(dlp, BPF_REG_6, 0);
	dt_irlist_append(dlp, BPF_MOV32_REG(BPF_REG_6, BPF_REG_6));
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JNE, BPF_REG_6, DT_SIGKILL, 0), keep);
	dt_irlist_append(dlp, BPF_CALL_HELPER(BPF_FUNC_get_current_task));
	dt_irlist_append(dlp, BPF_MOV64_REG(BPF_REG_8, BPF_REG_0));
	dt_tp_load(dlp, BPF_REG_8, sig, 8, keep);
	dt_irlist_append(dlp, BPF_MOV64_REG(BPF_REG_8, BPF_REG_0));
	dt_tp_load(dlp, BPF_REG_8, code, 4, keep);
	dt_irlist_append(dlp, BPF_ALU64_IMM(BPF_AND, BPF_REG_0, 0x7f));
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), keep);
	dt_irlist_append(dlp, BPF_MOV64_REG(BPF_REG_6, BPF_REG_0));
	dt_irlist_place(dlp, keep);
	return 0;
}

/* signal-handle: the signal, the siginfo, the handler (ka->sa.sa_handler). */
static int
dt_proc_signal_handle(dt_irlist_t *dlp, uint32_t exitlbl)
{
	if (dt_proc_signal_delivered(dlp) != 0)
		return -1;
	dt_tp_arg(dlp, 0, BPF_REG_6);
	dt_tp_ctx(dlp, BPF_REG_6, 1);
	dt_tp_arg(dlp, 1, BPF_REG_6);
	if (dt_tp_member(dlp, BPF_REG_7, 2, "k_sigaction", "sa.sa_handler", 8,
	    exitlbl) != 0)
		return -1;
	dt_tp_arg(dlp, 2, BPF_REG_0);
	return 0;
}

static int
dt_proc_tramp(dtrace_hdl_t *dtp, const dt_tpprobe_t *tpp, dt_irlist_t *dlp,
    uint32_t exitlbl)
{
	int rc = 0;

	switch (tpp->tp_kind) {
	case DT_PROC_EXEC:
		rc = dt_proc_exec(dlp, exitlbl);
		break;
	case DT_PROC_EXEC_FAILURE:
		rc = dt_proc_exec_failure(dlp, exitlbl);
		break;
	case DT_PROC_EXIT: case DT_PROC_LWP_EXIT:
		rc = dt_proc_exit(tpp->tp_kind, dlp, exitlbl);
		break;
	case DT_PROC_CREATE: case DT_PROC_LWP_CREATE:
		rc = dt_proc_create(tpp->tp_kind, dlp, exitlbl);
		break;
	case DT_PROC_START: case DT_PROC_LWP_START:
		rc = dt_proc_start(tpp->tp_kind, dlp, exitlbl);
		break;
	case DT_PROC_SIGNAL_SEND: case DT_PROC_SIGNAL_DISCARD:
		dt_proc_signal_send(tpp->tp_kind, dlp, exitlbl);
		break;
	case DT_PROC_SIGNAL_HANDLE:
		rc = dt_proc_signal_handle(dlp, exitlbl);
		break;
	default:		/* exec-success: no arguments */
		break;
	}
	return rc != 0 ? dt_set_errno(dtp, EDT_NOTSUP) : 0;
}

static const dt_tpprov_t dt_proc_table = {
	.tv_name = "proc",
	.tv_probes = dt_proc_probes,
	.tv_nprobes = sizeof(dt_proc_probes) / sizeof(dt_proc_probes[0]),
	.tv_tramp = dt_proc_tramp,
};

static int
dt_proc_populate(dtrace_hdl_t *dtp)
{
	return dt_tpprov_populate(dtp, &dt_proc_table, &dt_proc);
}

static int
dt_proc_provide(dtrace_hdl_t *dtp, const dtrace_probedesc_t *pdp)
{
	return dt_tpprov_provide(dtp, pdp, "proc");
}

const dt_provimpl_t dt_proc = {
	.name = "proc",
	/* DTrace's proc: names and arguments stable */
	.attr_probe = { DTRACE_STABILITY_STABLE, DTRACE_STABILITY_STABLE,
	    DTRACE_CLASS_COMMON },
	.attr_args = { DTRACE_STABILITY_STABLE, DTRACE_STABILITY_STABLE,
	    DTRACE_CLASS_COMMON },
	/* signal_generate runs with interrupts off (and from interrupts: a
	   timer's signal): new map entries must come preallocated */
	.irq = 1,
	.populate = dt_proc_populate,
	.provide = dt_proc_provide,
	.trampoline = dt_tpprov_trampoline,
	.target = dt_tpprov_target,
	.probe_info = dt_tpprov_probe_info,
	.provider_destroy = dt_tpprov_destroy,
};
