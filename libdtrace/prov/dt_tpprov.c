/*
 * dt_tpprov.c: the common part of the providers whose probes are a fixed
 * table of names, each fired by a kernel tracepoint with a trampoline of
 * its own (proc, sched): they differ only in their table and in what their
 * trampolines compute.
 *
 * Probes.  populate creates the provider; the probes provider:vmlinux::name
 * of every row (pr_data points at the row) are created together, on demand,
 * by the first description that could name one of them (so probes created
 * at open keep their ids, and `tick-1s` creates none).  Nothing is read from
 * the kernel before a probe is enabled.
 *
 * Firing.  One program per enabled probe through the provider framework:
 * a raw tracepoint program (DT_TARGET_RAWTP, attached by name, no tracefs),
 * whose context is the tracepoint's arguments after __data, one u64 each;
 * or, for a row without a tracepoint (sched:::tick), a perf CPU clock
 * event on every CPU at the provider's tick rate.  The trampoline stores
 * the probe id, zeroes argv[0..9] and lets the provider fill the arguments
 * and filter (a jump to the exit label ends the firing without running the
 * clauses): several probes often share a tracepoint and differ by a test
 * (proc:::create and lwp-create on sched_process_fork).  Kernel memory is
 * read with bpf_probe_read_kernel() through a stack slot (dt_tp_load), at
 * offsets from BTF (dt_tp_offset), so a raw tracepoint program is enough.
 *
 * Arguments (args[], -lv).  Each row gives the native type of each
 * argument and, where DTrace translates it, the translated type: args[0]
 * of proc:::create is a struct task_struct * translated to psinfo_t *
 * (dlib/psinfo.d), which dt_cook_args.c turns into xlate<psinfo_t *>.
 */
#include <string.h>
#include "dt_tpprov.h"
#include "dt_btf.h"
#include "dt_glob.h"
#include "dt_insn.h"

/* A provider's pv_data. */
typedef struct dt_tpstate {
	const dt_tpprov_t *ts_tvp;
	int ts_provided;	/* its probes exist */
} dt_tpstate_t;

int
dt_tpprov_populate(dtrace_hdl_t *dtp, const dt_tpprov_t *tvp,
    const dt_provimpl_t *impl)
{
	dt_tpstate_t *tsp = dt_zalloc(dtp, sizeof(*tsp));

	if (tsp == NULL)
		return -1;
	tsp->ts_tvp = tvp;
	if (dt_provider_create(dtp, tvp->tv_name, impl, tsp) == NULL) {
		dt_free(dtp, tsp);
		return -1;
	}
	return 0;
}

/* Could pdp name a probe of tvp? */
static int
dt_tpprov_named(const dt_tpprov_t *tvp, const dtrace_probedesc_t *pdp)
{
	int i;

	if (!dt_gmatch(tvp->tv_name, pdp->prv) || !dt_gmatch("vmlinux", pdp->mod) ||
	    !dt_gmatch("", pdp->fun))
		return 0;
	for (i = 0; i < tvp->tv_nprobes; i++)
		if (dt_gmatch(tvp->tv_probes[i].tp_name, pdp->prb))
			return 1;
	return 0;
}

int
dt_tpprov_provide(dtrace_hdl_t *dtp, const dtrace_probedesc_t *pdp,
    const char *name)
{
	dt_provider_t *pvp = dt_provider_lookup(dtp, name);
	dt_tpstate_t *tsp = pvp != NULL ? pvp->pv_data : NULL;
	const dt_tpprov_t *tvp;
	int i;

	if (tsp == NULL || tsp->ts_provided || !dt_tpprov_named(tsp->ts_tvp, pdp))
		return 0;
	tsp->ts_provided = 1;
	tvp = tsp->ts_tvp;
	for (i = 0; i < tvp->tv_nprobes; i++)
		if (dt_probe_insert(dtp, pvp, "vmlinux", "",
		    tvp->tv_probes[i].tp_name, (void *)&tvp->tv_probes[i]) == NULL)
			return i;
	return i;
}

void
dt_tpprov_destroy(dtrace_hdl_t *dtp, void *datap)
{
	dt_free(dtp, datap);
}

/* ---- trampoline pieces ---- */

void
dt_tp_ctx(dt_irlist_t *dlp, int reg, int i)
{
	dt_irlist_append(dlp, BPF_LDX_MEM(BPF_DW, reg, BPF_REG_FP, DT_STK_CTX));
	dt_irlist_append(dlp, BPF_LDX_MEM(BPF_DW, reg, reg, 8 * i));
}

void
dt_tp_load(dt_irlist_t *dlp, int base, int32_t off, int size, uint32_t fail)
{
	dt_irlist_append(dlp, BPF_ST_MEM(BPF_DW, BPF_REG_FP, DT_STK_KEY, 0));
	dt_irlist_append(dlp, BPF_MOV64_REG(BPF_REG_1, BPF_REG_FP));
	dt_irlist_append(dlp, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, DT_STK_KEY));
	dt_irlist_append(dlp, BPF_MOV64_IMM(BPF_REG_2, size));
	dt_irlist_append(dlp, BPF_MOV64_REG(BPF_REG_3, base));
	dt_irlist_append(dlp, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, off));
	dt_irlist_append(dlp, BPF_CALL_HELPER(BPF_FUNC_probe_read_kernel));
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JNE, BPF_REG_0, 0, 0), fail);
	dt_irlist_append(dlp, BPF_LDX_MEM(size == 4 ? BPF_W : BPF_DW, BPF_REG_0,
	    BPF_REG_FP, DT_STK_KEY));
}

void
dt_tp_arg(dt_irlist_t *dlp, int i, int reg)
{
	dt_irlist_append(dlp, BPF_STX_MEM(BPF_DW, DT_REG_MEM, reg,
	    DT_MEM_ARGV + 8 * i));
}

int32_t
dt_tp_offset(const char *type, const char *path)
{
	uint32_t off;

	if (dt_btf_offset(type, path, &off) != 0) {
		dt_dprintf("no offset of %s.%s in kernel BTF\n", type, path);
		return -1;
	}
	return (int32_t)off;
}

int
dt_tp_member(dt_irlist_t *dlp, int base, int i, const char *type,
    const char *path, int size, uint32_t fail)
{
	int32_t off = dt_tp_offset(type, path);

	if (off < 0)
		return -1;
	dt_tp_ctx(dlp, base, i);
	dt_tp_load(dlp, base, off, size, fail);
	return 0;
}

/* ---- the provider callbacks ---- */

int
dt_tpprov_trampoline(dtrace_hdl_t *dtp, dt_probe_t *prp, dt_irlist_t *dlp,
    uint32_t exitlbl)
{
	const dt_tpprov_t *tvp = ((dt_tpstate_t *)prp->pr_prov->pv_data)->ts_tvp;
	int i;

	dt_irlist_append(dlp, BPF_ST_MEM(BPF_W, DT_REG_MEM, DT_MEM_PRID,
	    (int32_t)prp->pr_desc.id));
	for (i = 0; i < DT_MAXARGS; i++)
		dt_irlist_append(dlp, BPF_ST_MEM(BPF_DW, DT_REG_MEM,
		    DT_MEM_ARGV + 8 * i, 0));
	return tvp->tv_tramp(dtp, prp->pr_data, dlp, exitlbl);
}

int
dt_tpprov_target(dtrace_hdl_t *dtp, dt_probe_t *prp, dt_target_t *tgp)
{
	const dt_tpprov_t *tvp = ((dt_tpstate_t *)prp->pr_prov->pv_data)->ts_tvp;
	const dt_tpprobe_t *tpp = prp->pr_data;

	if (tpp->tp_tracepoint == NULL) {
		tgp->tg_kind = DT_TARGET_PERF;
		tgp->tg_perf.type = PERF_TYPE_SOFTWARE;
		tgp->tg_perf.config = PERF_COUNT_SW_CPU_CLOCK;
		tgp->tg_perf.sample_period = 1000000000ULL / tvp->tv_tickhz;
		return 0;
	}
	tgp->tg_kind = DT_TARGET_RAWTP;
	tgp->tg_tpname = tpp->tp_tracepoint;
	return 0;
}

int
dt_tpprov_probe_info(dtrace_hdl_t *dtp, const dt_probe_t *prp, int *argcp,
    dt_argdesc_t **argvp)
{
	const dt_tpprobe_t *tpp = prp->pr_data;
	dt_argdesc_t *argv;
	int i;

	*argcp = 0;
	*argvp = NULL;
	if (tpp->tp_nargs == 0)
		return 0;
	if ((argv = dt_zalloc(dtp, sizeof(*argv) * tpp->tp_nargs)) == NULL)
		return -1;
	for (i = 0; i < tpp->tp_nargs; i++) {
		argv[i].da_index = i;
		argv[i].da_native = tpp->tp_native[i];
		argv[i].da_xlate = tpp->tp_xlate[i];
		argv[i].da_argno = i;
	}
	*argcp = tpp->tp_nargs;
	*argvp = argv;
	return 0;
}
