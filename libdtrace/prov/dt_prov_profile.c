/*
 * dt_prov_profile.c: the profile provider: profile:::profile-N and
 * profile:::tick-N, probes that fire at a fixed interval.
 *
 * profile-N fires on every CPU, tick-N on one CPU, every N.  N is a rate
 * per second (no suffix, or "hz") or an interval with a unit: ns/nsec,
 * us/usec, ms/msec, s/sec, m/min, h/hour, d/day (case does not matter).
 * As in DTrace, the provider lists a default set (profile-97 ... 4999,
 * tick-1 ... 5000) and creates any other probe a description names exactly
 * (provide), if the name is valid: digits then a known suffix, N > 0, and an
 * interval of at least 200 us (5000 Hz).  Other names create nothing, and
 * the description then matches no probe, as in DTrace.  Module and
 * function are empty.
 *
 * Firing.  Each probe is a software perf event, PERF_COUNT_SW_CPU_CLOCK
 * with sample_period = the interval in ns: the kernel runs an hrtimer on
 * that CPU and, at each expiry, the BPF program attached to the event.
 * profile-N's target is such an event on every online CPU, tick-N's one
 * event on the first online CPU; the provider framework (dt_enabling.c)
 * builds the program, opens the events, attaches and detaches.
 *
 * The program runs in interrupt context (the provider is irq), which may
 * interrupt a uprobe program running on the same CPU (uprobe_multi
 * programs do not block perf programs), so it uses its own scratch memory:
 * its prologue (dt_link_start_ctx) takes a free slot of the CPU's, marked
 * in mem[cpu] (dt_cg_prologue), before it zeroes
 * anything there.  Its context is struct bpf_perf_event_data, whose
 * first member is the interrupted pt_regs: arg0 is the kernel PC (0 if the
 * CPU was in user mode), arg1 the user PC (0 if it was in the kernel), as
 * DTrace defines them; the other arguments are 0.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>
#include <linux/perf_event.h>
#include "dt_impl.h"
#include "dt_irlist.h"
#include "dt_provider.h"
#include "dt_glob.h"
#include "dt_bpf.h"
#include "dt_insn.h"
#include "dt_enabling.h"
#include "dt_arch.h"
#include "dt_prov_profile.h"

#define DT_PROF_PROFILE	0		/* profile-N: every CPU */
#define DT_PROF_TICK	1		/* tick-N: one CPU */

#define DT_NANOSEC		1000000000ULL
#define DT_PROF_MIN_INTERVAL	(DT_NANOSEC / 5000)	/* 200 us */

typedef struct dt_profile_probe {
	int pp_kind;		/* DT_PROF_PROFILE or DT_PROF_TICK */
	uint64_t pp_interval;	/* ns */
} dt_profile_probe_t;

/* ---- names ---- */

static const struct {
	const char *name;
	uint64_t mult;		/* ns per unit; 0: a rate per second */
} dt_profile_units[] = {
	{ "ns", 1 }, { "nsec", 1 },
	{ "us", 1000 }, { "usec", 1000 },
	{ "ms", 1000000 }, { "msec", 1000000 },
	{ "s", DT_NANOSEC }, { "sec", DT_NANOSEC },
	{ "m", 60 * DT_NANOSEC }, { "min", 60 * DT_NANOSEC },
	{ "h", 3600 * DT_NANOSEC }, { "hour", 3600 * DT_NANOSEC },
	{ "d", 86400 * DT_NANOSEC }, { "day", 86400 * DT_NANOSEC },
	{ "hz", 0 }, { "", 0 },
};

/*
 * The kind and interval (ns) a probe name stands for; -1 if it is not a
 * valid profile or tick probe name.
 */
static int
dt_profile_parse(const char *name, int *kindp, uint64_t *intervalp)
{
	const char *p, *unit;
	uint64_t n = 0, mult = 0;
	size_t i;

	if (strncmp(name, "profile-", 8) == 0) {
		*kindp = DT_PROF_PROFILE;
		p = name + 8;
	} else if (strncmp(name, "tick-", 5) == 0) {
		*kindp = DT_PROF_TICK;
		p = name + 5;
	} else {
		return -1;
	}
	for (; isdigit((unsigned char)*p); p++) {
		if (n > (UINT64_MAX - 9) / 10)
			return -1;
		n = n * 10 + (uint64_t)(*p - '0');
	}
	unit = p;
	for (i = 0; i < sizeof(dt_profile_units) / sizeof(dt_profile_units[0]); i++)
		if (strcasecmp(unit, dt_profile_units[i].name) == 0)
			break;
	if (n == 0 || i == sizeof(dt_profile_units) / sizeof(dt_profile_units[0]))
		return -1;
	mult = dt_profile_units[i].mult;
	if (mult == 0)
		*intervalp = DT_NANOSEC / n;
	else if (n > UINT64_MAX / mult)
		return -1;
	else
		*intervalp = n * mult;
	return *intervalp < DT_PROF_MIN_INTERVAL ? -1 : 0;
}

static dt_probe_t *
dt_profile_create(dtrace_hdl_t *dtp, dt_provider_t *pvp, const char *name)
{
	dt_profile_probe_t *pp;
	dt_probe_t *prp;
	uint64_t interval;
	int kind;

	if (dt_profile_parse(name, &kind, &interval) != 0)
		return NULL;
	if ((pp = dt_zalloc(dtp, sizeof(*pp))) == NULL)
		return NULL;
	pp->pp_kind = kind;
	pp->pp_interval = interval;
	if ((prp = dt_probe_insert(dtp, pvp, "", "", name, pp)) == NULL ||
	    prp->pr_data != pp)
		dt_free(dtp, pp);	/* failed, or it existed */
	return prp;
}

/* DTrace's default set. */
static int
dt_profile_populate(dtrace_hdl_t *dtp)
{
	static const int rates[] = { 97, 199, 499, 997, 1999, 4001, 4999 };
	static const int ticks[] = { 1, 10, 100, 500, 1000, 5000 };
	dt_provider_t *pvp;
	char name[32];
	size_t i;

	if ((pvp = dt_provider_create(dtp, "profile", &dt_profile, NULL)) == NULL)
		return -1;
	for (i = 0; i < sizeof(rates) / sizeof(rates[0]); i++) {
		snprintf(name, sizeof(name), "profile-%d", rates[i]);
		if (dt_profile_create(dtp, pvp, name) == NULL)
			return -1;
	}
	for (i = 0; i < sizeof(ticks) / sizeof(ticks[0]); i++) {
		snprintf(name, sizeof(name), "tick-%d", ticks[i]);
		if (dt_profile_create(dtp, pvp, name) == NULL)
			return -1;
	}
	return 0;
}

/* A description that names one profile probe exactly creates it. */
static int
dt_profile_provide(dtrace_hdl_t *dtp, const dtrace_probedesc_t *pdp)
{
	dt_provider_t *pvp = dt_provider_lookup(dtp, "profile");
	uint32_t before = dtp->dt_nprobes;

	if (pvp == NULL || !dt_gmatch("profile", pdp->prv) ||
	    !dt_gmatch("", pdp->mod) || !dt_gmatch("", pdp->fun) ||
	    strpbrk(pdp->prb, "*?[\\") != NULL)
		return 0;
	(void) dt_profile_create(dtp, pvp, pdp->prb);
	return (int)(dtp->dt_nprobes - before);
}

/* ---- programs ---- */

/*
 * The trampoline (after the interrupt-context prologue): the probe id, and
 * the PCs from the interrupted registers.  cpc's too (dt_prov_profile.h).
 */
int
dt_profile_trampoline(dtrace_hdl_t *dtp, dt_probe_t *prp, dt_irlist_t *dlp,
    uint32_t exitlbl)
{
	uint32_t user = dt_irlist_label(dlp), args = dt_irlist_label(dlp);
	int i;

	dt_irlist_append(dlp, BPF_ST_MEM(BPF_W, DT_REG_MEM, DT_MEM_PRID,
	    (int32_t)prp->pr_desc.id));
	dt_irlist_append(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP,
	    DT_STK_CTX));
	dt_irlist_append(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_1,
	    DT_ARCH_PT_IP));
	dt_irlist_append(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_1,
	    DT_ARCH_PT_MODE));
	dt_irlist_append(dlp, BPF_ALU64_IMM(BPF_AND, BPF_REG_3,
	    DT_ARCH_MODE_USER));
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JNE, BPF_REG_3, 0, 0), user);
	dt_irlist_append(dlp, BPF_STX_MEM(BPF_DW, DT_REG_MEM, BPF_REG_2,
	    DT_MEM_ARGV));
	dt_irlist_append(dlp, BPF_ST_MEM(BPF_DW, DT_REG_MEM, DT_MEM_ARGV + 8, 0));
	dt_irlist_jump(dlp, BPF_JA_INSN(0), args);
	dt_irlist_place(dlp, user);
	dt_irlist_append(dlp, BPF_ST_MEM(BPF_DW, DT_REG_MEM, DT_MEM_ARGV, 0));
	dt_irlist_append(dlp, BPF_STX_MEM(BPF_DW, DT_REG_MEM, BPF_REG_2,
	    DT_MEM_ARGV + 8));
	dt_irlist_place(dlp, args);
	for (i = 2; i < DT_MAXARGS; i++)
		dt_irlist_append(dlp, BPF_ST_MEM(BPF_DW, DT_REG_MEM,
		    DT_MEM_ARGV + 8 * i, 0));
	return 0;
}

/* A CPU clock perf event, every interval: on every CPU, or (tick) one. */
static int
dt_profile_target(dtrace_hdl_t *dtp, dt_probe_t *prp, dt_target_t *tgp)
{
	const dt_profile_probe_t *pp = prp->pr_data;

	tgp->tg_kind = DT_TARGET_PERF;
	tgp->tg_perf.type = PERF_TYPE_SOFTWARE;
	tgp->tg_perf.config = PERF_COUNT_SW_CPU_CLOCK;
	tgp->tg_perf.sample_period = pp->pp_interval;
	tgp->tg_onecpu = pp->pp_kind == DT_PROF_TICK;
	return 0;
}

static int
dt_profile_probe_info(dtrace_hdl_t *dtp, const dt_probe_t *prp, int *argcp,
    dt_argdesc_t **argvp)
{
	*argcp = 0;		/* arg0 and arg1 are untyped, as in DTrace */
	*argvp = NULL;
	return 0;
}

static void
dt_profile_probe_destroy(dtrace_hdl_t *dtp, void *datap)
{
	dt_free(dtp, datap);
}

const dt_provimpl_t dt_profile = {
	.name = "profile",
	.irq = 1,
	/* DTrace's: the least stable of the four names' attributes */
	.attr_probe = { DTRACE_STABILITY_PRIVATE, DTRACE_STABILITY_PRIVATE,
	    DTRACE_CLASS_UNKNOWN },
	.attr_args = { DTRACE_STABILITY_EVOLVING, DTRACE_STABILITY_EVOLVING,
	    DTRACE_CLASS_COMMON },
	.populate = dt_profile_populate,
	.provide = dt_profile_provide,
	.trampoline = dt_profile_trampoline,
	.target = dt_profile_target,
	.probe_info = dt_profile_probe_info,
	.probe_destroy = dt_profile_probe_destroy,
};
