/*
 * dt_prov_dtrace.c: the dtrace provider: dtrace:::BEGIN, END and ERROR.
 *
 * BEGIN fires once, before any other probe's data, when tracing starts; END
 * fires once when it stops; ERROR fires when a clause faults.  DTrace lists
 * them with an empty module and function, with ids 1, 2 and 3.
 *
 * BEGIN and END are real probes, not special cases in the consumer: each
 * has a program, which the kernel runs synchronously, in dtrace's thread,
 * when the consumer fires the probe (dt_fire_probe()), so every record
 * BEGIN produces is in the ring buffer when the firing returns.  Two ways:
 *
 *   - run (DT_TARGET_RUN, the usual one): a sleepable syscall program that
 *     dtrace runs itself with BPF_PROG_TEST_RUN.  No uprobe link is made,
 *     so none has to be closed: a link costs ~15 ms to make and ~16 ms to
 *     close (the kernel waits for a grace period), most of the start-up of
 *     `dtrace -n 'BEGIN { exit(0); }'`.  pid, tid, execname, timestamp,
 *     copyin() are what they are at a uprobe in dtrace;
 *   - a uprobe on an empty function of libdtrace (dt_begin_probe,
 *     dt_end_probe), filtered to dtrace's own pid, which dt_fire_probe()
 *     calls, when a clause of the probe (or of ERROR, which may run in its
 *     program) asks where the thread is: uregs[], ustack(), stack(),
 *     caller, ucaller, the stack depths (dt_dtrace_site_used()).  Then
 *     they show dt_begin_probe() as Oracle Linux DTrace shows its
 *     BEGIN_probe(), not the bpf() system call.  Also where the kernel
 *     cannot run programs (dt_bpf_has_prog_run()).  The functions are
 *     noinline and contain an empty asm volatile statement, so the
 *     compiler neither inlines nor merges nor removes them, and the uprobe
 *     sits on their first instruction.
 *
 * ERROR has no program of its own: it fires in the program of the clause
 * that faults.  dt_link.c appends ERROR's clauses as a subprogram to every
 * program whose clauses can fault, and their fault paths call it (see
 * dt_link_error_prog); the handle's dt_error_probe tells it where they are.
 *
 * BEGIN and END get a program each from the provider framework
 * (dt_enabling.c): a trampoline that stores the probe id in scratch memory
 * and zeroes arg0..arg9 (these probes have no arguments), then the probe's
 * clauses.  BEGIN's run only in the warm-up state, before tracing is active
 * (dtrace_go() activates it once BEGIN has fired, so no other probe records
 * before BEGIN, and a BEGIN clause that calls exit() stops the BEGIN
 * clauses after it); END's run in any state.
 */
#include <errno.h>
#include <sched.h>
#include <string.h>
#include <unistd.h>
#include "dt_impl.h"
#include "dt_irlist.h"
#include "dt_provider.h"
#include "dt_bpf.h"
#include "dt_insn.h"
#include "dt_link.h"
#include "dt_enabling.h"
#include "dt_prov_dtrace.h"

enum { DT_DTRACE_BEGIN = 1, DT_DTRACE_END, DT_DTRACE_ERROR };

/*
 * Not inlined, not cloned, and never folded into one another by identical
 * code folding (calling dt_end_probe must not run into BEGIN's uprobe): the
 * asm statements differ, and GCC's noipa keeps them out of IPA altogether.
 */
#if defined(__GNUC__) && !defined(__clang__)
#define DT_PROBE_FUNC	__attribute__((noinline, noipa, used))
#else
#define DT_PROBE_FUNC	__attribute__((noinline, used))
#endif

DT_PROBE_FUNC void
dt_begin_probe(void)
{
	__asm__ __volatile__("# dtrace:::BEGIN" ::: "memory");
}

DT_PROBE_FUNC void
dt_end_probe(void)
{
	__asm__ __volatile__("# dtrace:::END" ::: "memory");
}

/* The probe (BEGIN or END) that calling fire fires. */
static dt_probe_t *
dt_dtrace_probe(dtrace_hdl_t *dtp, void (*fire)(void))
{
	uintptr_t which = fire == dt_end_probe ? DT_DTRACE_END :
	    DT_DTRACE_BEGIN;
	dt_provider_t *pvp = dt_provider_lookup(dtp, "dtrace");
	dt_probe_t *prp;

	for (prp = pvp != NULL ? pvp->pv_probes : NULL; prp != NULL;
	    prp = prp->pr_pnext)
		if ((uintptr_t)prp->pr_data == which)
			return prp;
	return NULL;
}

/* Run the probe's program if dtrace runs it, else call the function. */
static int
dt_fire(dtrace_hdl_t *dtp, dt_probe_t *prp, void (*fire)(void))
{
	int rc = prp != NULL ? dt_enabling_run(dtp, prp) : 0;

	if (rc == 0)
		fire();
	return rc < 0 ? -1 : 0;
}

/*
 * Fire BEGIN or END.  With -x cpu=N every program returns at once on any
 * other CPU (dt_cg_prologue()), so they fire from this thread moved to CPU
 * N for the call, as Oracle's DTrace fires them from a thread bound there.
 */
int
dt_fire_probe(dtrace_hdl_t *dtp, void (*fire)(void))
{
	int64_t cpu = dt_opt(dtp, DTRACEOPT_CPU);
	dt_probe_t *prp = dt_dtrace_probe(dtp, fire);
	cpu_set_t old, one;
	int rc;

	if (cpu < 0 || sched_getaffinity(0, sizeof(old), &old) != 0)
		return dt_fire(dtp, prp, fire);
	CPU_ZERO(&one);
	CPU_SET((int)cpu, &one);
	if (sched_setaffinity(0, sizeof(one), &one) != 0)
		return dt_fire(dtp, prp, fire);
	rc = dt_fire(dtp, prp, fire);
	(void) sched_setaffinity(0, sizeof(old), &old);
	return rc;
}

static int
dt_dtrace_populate(dtrace_hdl_t *dtp)
{
	static const char *const names[] = { "BEGIN", "END", "ERROR" };
	dt_provider_t *pvp;
	size_t i;

	dt_probe_t *prp = NULL;

	if ((pvp = dt_provider_create(dtp, "dtrace", &dt_dtrace, NULL)) == NULL)
		return -1;

	/* pr_data: which of the three it is (ids differ if not created first). */
	for (i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if ((prp = dt_probe_insert(dtp, pvp, "", "", names[i],
		    (void *)(uintptr_t)(DT_DTRACE_BEGIN + i))) == NULL)
			return -1;
	dtp->dt_error_probe = prp;	/* ERROR, for dt_link.c and the consumer */
	return 0;
}

/* The probe context: the probe id; BEGIN and END have no arguments. */
static int
dt_dtrace_trampoline(dtrace_hdl_t *dtp, dt_probe_t *prp, dt_irlist_t *dlp,
    uint32_t exitlbl)
{
	int i;

	dt_irlist_append(dlp, BPF_ST_MEM(BPF_W, DT_REG_MEM, DT_MEM_PRID,
	    prp->pr_desc.id));
	for (i = 0; i < DT_MAXARGS; i++)
		dt_irlist_append(dlp, BPF_ST_MEM(BPF_DW, DT_REG_MEM,
		    DT_MEM_ARGV + 8 * i, 0));
	return 0;
}

/*
 * Does a clause call a helper whose answer depends on where the thread is
 * (its stacks, its user registers)?  Those see the bpf() system call in a
 * program dtrace runs, and dt_begin_probe() at the uprobe.
 */
static int
dt_dtrace_clause_site(const dt_stmt_t *stp)
{
	const dt_irnode_t *dip;

	for (dip = stp->st_code != NULL ? stp->st_code->dl_list : NULL;
	    dip != NULL; dip = dip->di_next) {
		const struct bpf_insn *ip = &dip->di_instr;

		if (dip->di_label == 0 && ip->code == (BPF_JMP | BPF_CALL) &&
		    ip->src_reg == 0 && (ip->imm == BPF_FUNC_get_stack ||
		    ip->imm == BPF_FUNC_get_stackid ||
		    ip->imm == BPF_FUNC_task_pt_regs))
			return 1;
	}
	return 0;
}

/* Does a clause of the probe, or of ERROR (linked into its program)? */
static int
dt_dtrace_site_used(dtrace_hdl_t *dtp, const dt_probe_t *prp)
{
	const dt_probe_t *erp = dtp->dt_error_probe;
	int i;

	for (i = 0; i < prp->pr_nstmts; i++)
		if (dt_dtrace_clause_site(prp->pr_stmts[i]))
			return 1;
	for (i = 0; erp != NULL && i < erp->pr_nstmts; i++)
		if (dt_dtrace_clause_site(erp->pr_stmts[i]))
			return 1;
	return 0;
}

/*
 * A program dtrace runs, or a uprobe on dt_begin_probe() or dt_end_probe(),
 * in this process only.
 */
static int
dt_dtrace_target(dtrace_hdl_t *dtp, dt_probe_t *prp, dt_target_t *tgp)
{
	void (*func)(void);

	switch ((uintptr_t)prp->pr_data) {
	case DT_DTRACE_BEGIN:
		func = dt_begin_probe;
		break;
	case DT_DTRACE_END:
		func = dt_end_probe;
		break;
	default:
		return 0;	/* ERROR: no program of its own */
	}
	if (!dt_dtrace_site_used(dtp, prp) && dt_bpf_has_prog_run()) {
		tgp->tg_kind = DT_TARGET_RUN;
		return 0;
	}
	tgp->tg_kind = DT_TARGET_UPROBE;
	tgp->tg_pid = getpid();
	if (dt_uprobe_map_offset(0, (uintptr_t)func, tgp->tg_path,
	    sizeof(tgp->tg_path), &tgp->tg_off) < 0)
		return dt_set_errmsg(dtp, EDT_ATTACH,
		    "cannot find dtrace:::%s in this process's mappings: %s",
		    prp->pr_desc.prb, strerror(errno));
	return 0;
}

/*
 * BEGIN's clauses run before tracing is active (nothing else records
 * before them); END's run in any state, even while draining after exit()
 * (it is what draining leads to).
 */
static int
dt_dtrace_when(const dt_probe_t *prp)
{
	return (uintptr_t)prp->pr_data == DT_DTRACE_END ? DT_LINK_ALWAYS :
	    DT_LINK_WARMUP;
}

static int
dt_dtrace_probe_info(dtrace_hdl_t *dtp, const dt_probe_t *prp, int *argcp,
    dt_argdesc_t **argvp)
{
	*argcp = 0;
	*argvp = NULL;
	return 0;
}

const dt_provimpl_t dt_dtrace = {
	.name = "dtrace",
	.attr_probe = { DTRACE_STABILITY_STABLE, DTRACE_STABILITY_STABLE,
	    DTRACE_CLASS_COMMON },
	.attr_args = { DTRACE_STABILITY_STABLE, DTRACE_STABILITY_STABLE,
	    DTRACE_CLASS_COMMON },
	.populate = dt_dtrace_populate,
	.trampoline = dt_dtrace_trampoline,
	.target = dt_dtrace_target,
	.when = dt_dtrace_when,
	.probe_info = dt_dtrace_probe_info,
};
