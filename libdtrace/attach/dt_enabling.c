/*
 * dt_enabling.c: the provider framework: from enabled probes to attached
 * BPF programs, and back (the interface: dt_enabling.h).
 *
 * When tracing starts, dt_program.c hands each provider its enabled probes.
 * A provider with a program per probe (dtrace, profile, and the next ones)
 * leaves the work to dt_enabling_enable(), which for each probe not enabled
 * yet:
 *
 *   1. asks the provider for the probe's target (dt_provimpl_t.target):
 *      uprobes at offsets of a file, or a perf event on every CPU or one;
 *      DT_TARGET_NONE means the probe has no program of its own (ERROR,
 *      whose clauses dt_link.c links into the programs that can fault);
 *      DT_TARGET_RUN one that nothing fires but dtrace itself, by
 *      dt_enabling_run() (BEGIN, END: a sleepable BPF_PROG_TYPE_SYSCALL
 *      program run by BPF_PROG_TEST_RUN in the calling thread, so no link
 *      is made nor closed);
 *   2. builds the program (dt_prog_build): dt_link.c's prologue (the
 *      interrupt-context one for an irq provider), the provider's
 *      trampoline, which fills the probe context (probe id, arguments),
 *      the probe's clauses, run in the activity states the provider's
 *      when() gives, and the epilogue; then loads it with the BPF program
 *      type the target needs (a uprobe program, loaded for uprobe_multi
 *      where the kernel has it; a perf event program; for a kernel
 *      tracepoint, a tracing program on its btf_trace_<name> typedef
 *      (tp_btf, BPF_TRACE_RAW_TP) or a raw tracepoint program);
 *   3. attaches it (dt_target_attach): dt_uprobe.c's links, or one perf
 *      event per CPU with a BPF perf link (PERF_EVENT_IOC_SET_BPF on
 *      kernels without one), or a raw tracepoint link (no tracefs).
 *
 * dt_enabling_disable() detaches: every descriptor goes through
 * dt_uprobe_close(), so that closes made while dt_program.c's detach batch
 * is open share the kernel's RCU grace periods.  If dtrace dies, the kernel
 * closes them all: nothing outlives the process.
 *
 * Providers whose probes share programs (stapsdt, pid) do their own
 * grouping in their enable/disable, with the same dt_prog_build() and
 * dt_target_attach().
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <bpf/bpf.h>
#include "dt_enabling.h"
#include "dt_bpf.h"
#include "dt_link.h"
#include "dt_irlist.h"
#include "dt_provider.h"

#define DT_CPU_ONLINE	"/sys/devices/system/cpu/online"
#define DT_RUN_CTXSIZE	256	/* bytes: at least a struct pt_regs */

struct dt_attach {
	dtrace_hdl_t *at_dtp;
	dt_uprobe_link_t *at_ulp;	/* DT_TARGET_UPROBE */
	int at_n;			/* DT_TARGET_PERF: events opened */
	int *at_pfds;			/* perf event fds */
	int *at_lfds;			/* their BPF perf links (-1: by ioctl) */
	int at_tpfd;			/* DT_TARGET_BTFTP, _RAWTP: the link, or -1 */
	int at_runfd;			/* DT_TARGET_RUN: the program, or -1 */
};

/* A probe's enabling: dt_probe_t.pr_enabled. */
typedef struct dt_penabled {
	int pe_progfd;
	dt_attach_t *pe_attach;
} dt_penabled_t;

/* ---- building and loading a program ---- */

int
dt_prog_build(dtrace_hdl_t *dtp, const dt_progspec_t *psp, FILE *fp,
    int *fdp)
{
	struct bpf_insn *insns;
	dt_irlist_t dl;
	uint32_t exitlbl, n;
	int type, atype;
	uint32_t btf_id = 0;

	*fdp = -1;
	/* A uprobe program runs in the process: it may fault pages in. */
	dtp->dt_sleepable = (psp->ps_kind == DT_TARGET_UPROBE &&
	    dt_bpf_sleepable_uprobes(dtp)) || (psp->ps_kind == DT_TARGET_RUN &&
	    getenv("DTRACE_NO_SLEEPABLE") == NULL);
	dt_link_start_pre(dtp, &dl, &exitlbl, psp->ps_irq, psp->ps_precheck,
	    psp->ps_arg);
	if (psp->ps_tramp(dtp, psp->ps_arg, &dl, exitlbl) != 0 ||
	    dt_link_clauses(dtp, &dl, psp->ps_stmts, psp->ps_nstmts,
	    psp->ps_when) != 0) {
		dt_irlist_destroy(&dl);
		dtp->dt_sleepable = 0;
		return -1;
	}
	if (dt_link_finish(dtp, &dl, exitlbl, psp->ps_title, &insns, &n,
	    fp != NULL ? fp : dtp->dt_disasm_fp) != 0) {
		dtp->dt_sleepable = 0;
		return -1;
	}
	if (fp != NULL) {
		free(insns);
		dtp->dt_sleepable = 0;
		return 0;
	}
	if (psp->ps_kind == DT_TARGET_PERF) {
		type = BPF_PROG_TYPE_PERF_EVENT;
		atype = 0;
	} else if (psp->ps_kind == DT_TARGET_BTFTP) {
		type = BPF_PROG_TYPE_TRACING;
		atype = BPF_TRACE_RAW_TP;
		btf_id = psp->ps_btf_id;
	} else if (psp->ps_kind == DT_TARGET_RAWTP) {
		type = BPF_PROG_TYPE_RAW_TRACEPOINT;
		atype = 0;
	} else if (psp->ps_kind == DT_TARGET_RUN) {
		type = BPF_PROG_TYPE_SYSCALL;
		atype = 0;
	} else {
		type = BPF_PROG_TYPE_KPROBE;
		atype = dt_uprobe_attach_type(dtp);
	}
	*fdp = dt_bpf_prog_load_btf(dtp, psp->ps_name ? psp->ps_name :
	    psp->ps_title, type, atype, btf_id, insns, n);
	dtp->dt_sleepable = 0;
	free(insns);
	return *fdp < 0 ? -1 : 0;
}

/* ---- attaching ---- */

/* The online CPUs ("0-3,5" in sysfs); their number, or -1. */
static int
dt_online_cpus(dtrace_hdl_t *dtp, int **cpusp)
{
	char buf[4096], *p = buf;
	int *cpus = NULL, n = 0;
	FILE *f;

	if ((f = fopen(DT_CPU_ONLINE, "r")) == NULL ||
	    fgets(buf, sizeof(buf), f) == NULL) {
		if (f != NULL)
			fclose(f);
		return dt_set_errmsg(dtp, EDT_ATTACH, "cannot read %s",
		    DT_CPU_ONLINE);
	}
	fclose(f);
	while (*p != '\0' && *p != '\n') {
		long lo = strtol(p, &p, 10), hi = lo, c;
		int *np;

		if (*p == '-')
			hi = strtol(p + 1, &p, 10);
		if (lo < 0 || hi < lo || hi - lo > 65536 ||
		    (np = realloc(cpus, (n + hi - lo + 1) * sizeof(int))) == NULL) {
			free(cpus);
			return dt_set_errmsg(dtp, EDT_ATTACH, "cannot parse %s",
			    DT_CPU_ONLINE);
		}
		cpus = np;
		for (c = lo; c <= hi; c++)
			cpus[n++] = (int)c;
		if (*p == ',')
			p++;
	}
	if (n == 0) {
		free(cpus);
		return dt_set_errmsg(dtp, EDT_ATTACH, "no online CPU in %s",
		    DT_CPU_ONLINE);
	}
	*cpusp = cpus;
	return n;
}

/* The target's perf event on cpu (disabled until attached). */
static int
dt_perf_open(const dt_target_t *tgp, int cpu)
{
	struct perf_event_attr attr = tgp->tg_perf;

	attr.size = sizeof(attr);
	attr.disabled = 1;
	return syscall(__NR_perf_event_open, &attr, -1, cpu, -1,
	    PERF_FLAG_FD_CLOEXEC);
}

/* Attach progfd to pfd with a BPF perf link, else the ioctl (-2). */
static int
dt_perf_link(int progfd, int pfd)
{
	int lfd = bpf_link_create(progfd, pfd, BPF_PERF_EVENT, NULL);

	if (lfd >= 0)
		return lfd;
	if (errno != EINVAL && errno != EOPNOTSUPP)
		return -1;
	return ioctl(pfd, PERF_EVENT_IOC_SET_BPF, progfd) < 0 ? -1 : -2;
}

static int
dt_perf_attach(dtrace_hdl_t *dtp, dt_attach_t *atp, int progfd,
    const dt_target_t *tgp)
{
	int *cpus = NULL, ncpus, i, n;

	if ((ncpus = dt_online_cpus(dtp, &cpus)) < 0)
		return -1;
	n = tgp->tg_onecpu ? 1 : ncpus;
	atp->at_pfds = calloc(n, sizeof(int));
	atp->at_lfds = calloc(n, sizeof(int));
	if (atp->at_pfds == NULL || atp->at_lfds == NULL) {
		free(cpus);
		return dt_set_errno(dtp, EDT_NOMEM);
	}
	for (i = 0; i < n; i++) {
		int pfd = dt_perf_open(tgp, cpus[i]), lfd;

		if (pfd < 0)
			goto fail;
		atp->at_pfds[atp->at_n] = pfd;
		atp->at_lfds[atp->at_n++] = -1;
		if ((lfd = dt_perf_link(progfd, pfd)) == -1 ||
		    ioctl(pfd, PERF_EVENT_IOC_ENABLE, 0) < 0)
			goto fail;
		atp->at_lfds[atp->at_n - 1] = lfd;
	}
	free(cpus);
	return 0;
fail:
	dt_set_errmsg(dtp, EDT_ATTACH, "failed to attach %s on CPU %d: %s",
	    tgp->tg_name, cpus[i], strerror(errno));
	free(cpus);
	return -1;
}

/* Say which sites the kernel refused (-xdebug). */
static void
dt_target_debug_refused(const dt_uprobe_link_t *ulp, const dt_target_t *tgp)
{
	uint32_t i;
	int err;

	for (i = 0; ulp != NULL && i < dt_uprobe_nrefused(ulp); i++) {
		uint32_t k = dt_uprobe_refused(ulp, i, &err);

		dt_dprintf("%s: the kernel refused the uprobe at %s:0x%llx: "
		    "%s\n", tgp->tg_name, tgp->tg_path,
		    (unsigned long long)tgp->tg_offs[k], dt_uprobe_strerror(err));
	}
}

dt_attach_t *
dt_target_attach(dtrace_hdl_t *dtp, int progfd, const dt_target_t *tgp)
{
	dt_attach_t *atp = calloc(1, sizeof(*atp));
	int rc = 0;

	if (atp == NULL) {
		dt_set_errno(dtp, EDT_NOMEM);
		return NULL;
	}
	atp->at_dtp = dtp;
	atp->at_tpfd = -1;
	atp->at_runfd = tgp->tg_kind == DT_TARGET_RUN ? progfd : -1;
	if (tgp->tg_kind == DT_TARGET_UPROBE) {
		atp->at_ulp = dt_uprobe_attach_flags(dtp, progfd, tgp->tg_path,
		    tgp->tg_n, tgp->tg_offs, tgp->tg_refs, tgp->tg_cookies,
		    tgp->tg_pid, (tgp->tg_return ? DT_UPROBE_RETURN : 0) |
		    (tgp->tg_mayrefuse ? DT_UPROBE_MAYREFUSE : 0));
		dt_target_debug_refused(atp->at_ulp, tgp);
		rc = atp->at_ulp == NULL ? -1 : 0;
	} else if (tgp->tg_kind == DT_TARGET_PERF) {
		rc = dt_perf_attach(dtp, atp, progfd, tgp);
	} else if (tgp->tg_kind == DT_TARGET_BTFTP ||
	    tgp->tg_kind == DT_TARGET_RAWTP) {
		rc = atp->at_tpfd = bpf_raw_tracepoint_open(tgp->tg_kind ==
		    DT_TARGET_RAWTP ? tgp->tg_tpname : NULL, progfd);
		if (rc < 0)
			dt_set_errmsg(dtp, EDT_ATTACH, "failed to attach %s: %s",
			    tgp->tg_name, strerror(errno));
	}
	if (rc < 0) {
		dt_target_detach(atp);
		return NULL;
	}
	return atp;
}

void
dt_target_detach(dt_attach_t *atp)
{
	dtrace_hdl_t *dtp;
	int i;

	if (atp == NULL)
		return;
	dtp = atp->at_dtp;
	dt_uprobe_detach(atp->at_ulp);
	if (atp->at_tpfd >= 0)
		dt_uprobe_close(dtp, atp->at_tpfd);
	for (i = 0; i < atp->at_n; i++) {
		if (atp->at_lfds[i] >= 0)
			dt_uprobe_close(dtp, atp->at_lfds[i]);
		dt_uprobe_close(dtp, atp->at_pfds[i]);
	}
	free(atp->at_pfds);
	free(atp->at_lfds);
	free(atp);
}

uint32_t
dt_target_nrefused(const dt_attach_t *atp)
{
	return atp != NULL && atp->at_ulp != NULL ?
	    dt_uprobe_nrefused(atp->at_ulp) : 0;
}

uint32_t
dt_target_refused(const dt_attach_t *atp, uint32_t i, const char **whyp)
{
	int err;
	uint32_t idx = dt_uprobe_refused(atp->at_ulp, i, &err);

	*whyp = dt_uprobe_strerror(err);
	return idx;
}

/*
 * Run a DT_TARGET_RUN program: the kernel runs it in this thread, pinned
 * to this CPU, before bpf() returns, as a uprobe's program runs before the
 * probed call returns.  Its context is a zeroed pt_regs: the probe has no
 * arguments, and it reads no register (dt_prov_dtrace.c).
 */
static int
dt_target_run(dtrace_hdl_t *dtp, const dt_attach_t *atp, const char *prv,
    const char *prb)
{
	uint64_t ctx[DT_RUN_CTXSIZE / 8] = { 0 };
	LIBBPF_OPTS(bpf_test_run_opts, opts, .ctx_in = ctx,
	    .ctx_size_in = sizeof(ctx));

	if (bpf_prog_test_run_opts(atp->at_runfd, &opts) == 0)
		return 1;
	return dt_set_errmsg(dtp, EDT_ATTACH, "failed to fire %s:::%s: %s",
	    prv, prb, strerror(errno));
}

/* ---- a program per probe ---- */

typedef struct dt_tramp_arg {
	const dt_provimpl_t *ta_pip;
	dt_probe_t *ta_prp;
} dt_tramp_arg_t;

static int
dt_enabling_tramp(dtrace_hdl_t *dtp, void *arg, dt_irlist_t *dlp,
    uint32_t exitlbl)
{
	dt_tramp_arg_t *tap = arg;

	return tap->ta_pip->trampoline(dtp, tap->ta_prp, dlp, exitlbl);
}

static int
dt_enabling_probe(dtrace_hdl_t *dtp, const dt_provimpl_t *pip,
    dt_probe_t *prp, FILE *fp)
{
	char title[DTRACE_PROVNAMELEN + DTRACE_MODNAMELEN + DTRACE_FUNCNAMELEN +
	    DTRACE_NAMELEN + 4];
	dt_tramp_arg_t ta = { pip, prp };
	dt_progspec_t ps;
	dt_target_t tg;
	dt_penabled_t *pep;

	memset(&tg, 0, sizeof(tg));
	tg.tg_pid = -1;
	tg.tg_name = title;
	snprintf(title, sizeof(title), "%s:%s:%s:%s", prp->pr_desc.prv,
	    prp->pr_desc.mod, prp->pr_desc.fun, prp->pr_desc.prb);
	if (pip->target(dtp, prp, &tg) != 0)
		return -1;
	if (tg.tg_kind == DT_TARGET_NONE)
		return 0;
	if (tg.tg_offs == NULL) {
		tg.tg_offs = &tg.tg_off;
		tg.tg_n = DT_TARGET_INLINE;
	}

	memset(&ps, 0, sizeof(ps));
	ps.ps_title = title;
	ps.ps_kind = tg.tg_kind;
	ps.ps_btf_id = tg.tg_btf_id;
	ps.ps_irq = pip->irq;
	ps.ps_tramp = dt_enabling_tramp;
	ps.ps_arg = &ta;
	ps.ps_stmts = prp->pr_stmts;
	ps.ps_nstmts = prp->pr_nstmts;
	ps.ps_when = pip->when != NULL ? pip->when(prp) : DT_LINK_ACTIVE;

	if ((pep = calloc(1, sizeof(*pep))) == NULL)
		return dt_set_errno(dtp, EDT_NOMEM);
	if (dt_prog_build(dtp, &ps, fp, &pep->pe_progfd) != 0 || fp != NULL) {
		free(pep);
		return fp != NULL ? 0 : -1;
	}
	prp->pr_enabled = pep;
	pep->pe_attach = dt_target_attach(dtp, pep->pe_progfd, &tg);
	return pep->pe_attach != NULL ? 0 : -1;
}

int
dt_enabling_enable(dtrace_hdl_t *dtp, const dt_provimpl_t *pip,
    dt_probe_t **probes, int n, FILE *fp)
{
	int i;

	for (i = 0; i < n; i++) {
		if (probes[i]->pr_enabled != NULL)
			continue;	/* enabled before (called again) */
		if (dt_enabling_probe(dtp, pip, probes[i], fp) != 0)
			return -1;
	}
	return 0;
}

int
dt_enabling_run(dtrace_hdl_t *dtp, dt_probe_t *prp)
{
	dt_penabled_t *pep = prp->pr_enabled;

	if (pep == NULL || pep->pe_attach == NULL ||
	    pep->pe_attach->at_runfd < 0)
		return 0;
	return dt_target_run(dtp, pep->pe_attach, prp->pr_desc.prv,
	    prp->pr_desc.prb);
}

void
dt_enabling_free(dtrace_hdl_t *dtp, dt_probe_t *prp)
{
	dt_penabled_t *pep = prp->pr_enabled;

	if (pep == NULL)
		return;
	dt_target_detach(pep->pe_attach);
	if (pep->pe_progfd >= 0)
		close(pep->pe_progfd);
	free(pep);
	prp->pr_enabled = NULL;
}

void
dt_enabling_disable(dtrace_hdl_t *dtp, const dt_provimpl_t *pip,
    dt_probe_t **probes, int n)
{
	int i;

	for (i = 0; i < n; i++)
		dt_enabling_free(dtp, probes[i]);
}
