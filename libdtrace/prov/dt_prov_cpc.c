/*
 * dt_prov_cpc.c: the cpc provider (CPU performance counters), with DTrace's
 * names: cpc:::EVENT-MODE-COUNT fires on every CPU each time the event
 * EVENT has happened COUNT times there in MODE (user, kernel or all), e.g.
 * cpc:::cpu_clock-all-1000000 (every millisecond of CPU time) or
 * cpc:::PAPI_tot_ins-user-10000 (every 10000 user-mode instructions).
 *
 * Events.  The kernel's generic perf events, named as Oracle Linux DTrace
 * names them (perf's names, lower case, '-' as '_'): the software ones
 * (cpu_clock, task_clock, page_faults, context_switches, cpu_migrations,
 * minor_faults, major_faults, alignment_faults, emulation_faults), which
 * every kernel has, and the hardware ones (cpu_cycles, instructions,
 * cache_references, cache_misses, branch_instructions, branch_misses,
 * bus_cycles, stalled_cycles_frontend, stalled_cycles_backend, ref_cycles),
 * with the PAPI names of illumos's generic events for the common ones
 * (PAPI_tot_cyc, PAPI_tot_ins, PAPI_br_ins, PAPI_br_msp, PAPI_l3_tcm,
 * PAPI_l3_tca).  A hardware event needs the CPU's PMU: where the kernel
 * has none (a VM without a virtual PMU), a description naming one is
 * refused as it is parsed, in one line (pdesc).
 *
 * Names.  COUNT is at least 5000 (illumos's smallest overflow); the
 * optional attributes field of DTrace's EVENT-MODE-ATTRS-COUNT is not
 * supported (as in Oracle's).  A name that is not valid creates nothing,
 * so the description matches no probe (D_PDESC_ZERO), as in DTrace.  A
 * description naming a probe creates it (provide); a glob lists
 * EVENT-all-1000000000 for each event this system has, as Oracle's does.
 *
 * Firing.  A perf event (PERF_TYPE_SOFTWARE or PERF_TYPE_HARDWARE, the
 * event's config, sample_period COUNT, exclude_kernel for user,
 * exclude_user for kernel) on every online CPU, with profile's program
 * (dt_prov_profile.h): arg0 the kernel PC (0 in user mode), arg1 the
 * user PC, in interrupt context.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/syscall.h>
#include <linux/perf_event.h>
#include "dt_impl.h"
#include "dt_parser.h"
#include "dt_provider.h"
#include "dt_glob.h"
#include "dt_enabling.h"
#include "dt_prov_profile.h"

#define DT_CPC_MIN_COUNT	5000
#define DT_CPC_LIST_COUNT	"1000000000"

typedef struct dt_cpc_event {
	const char *ce_name;
	uint32_t ce_type;		/* PERF_TYPE_SOFTWARE or _HARDWARE */
	uint64_t ce_config;
} dt_cpc_event_t;

#define SW(n, c)	{ n, PERF_TYPE_SOFTWARE, PERF_COUNT_SW_##c }
#define HW(n, c)	{ n, PERF_TYPE_HARDWARE, PERF_COUNT_HW_##c }

static const dt_cpc_event_t dt_cpc_events[] = {
	SW("cpu_clock", CPU_CLOCK), SW("task_clock", TASK_CLOCK),
	SW("page_faults", PAGE_FAULTS), SW("context_switches", CONTEXT_SWITCHES),
	SW("cpu_migrations", CPU_MIGRATIONS), SW("minor_faults", PAGE_FAULTS_MIN),
	SW("major_faults", PAGE_FAULTS_MAJ),
	SW("alignment_faults", ALIGNMENT_FAULTS),
	SW("emulation_faults", EMULATION_FAULTS),
	HW("cpu_cycles", CPU_CYCLES), HW("instructions", INSTRUCTIONS),
	HW("cache_references", CACHE_REFERENCES),
	HW("cache_misses", CACHE_MISSES),
	HW("branch_instructions", BRANCH_INSTRUCTIONS),
	HW("branch_misses", BRANCH_MISSES), HW("bus_cycles", BUS_CYCLES),
	HW("stalled_cycles_frontend", STALLED_CYCLES_FRONTEND),
	HW("stalled_cycles_backend", STALLED_CYCLES_BACKEND),
	HW("ref_cycles", REF_CPU_CYCLES),
	HW("PAPI_tot_cyc", CPU_CYCLES), HW("PAPI_tot_ins", INSTRUCTIONS),
	HW("PAPI_br_ins", BRANCH_INSTRUCTIONS), HW("PAPI_br_msp", BRANCH_MISSES),
	HW("PAPI_l3_tcm", CACHE_MISSES), HW("PAPI_l3_tca", CACHE_REFERENCES),
};

#define DT_CPC_NEVENTS	(sizeof(dt_cpc_events) / sizeof(dt_cpc_events[0]))

/* A probe: what its name says. */
typedef struct dt_cpc_probe {
	const dt_cpc_event_t *cp_event;
	int cp_exclude_user, cp_exclude_kernel;
	uint64_t cp_count;
} dt_cpc_probe_t;

typedef struct dt_cpc_state {
	int cs_pmu;		/* 1 there is a PMU, 0 none, -1 not asked yet */
	int cs_listed;		/* the default probes were made */
} dt_cpc_state_t;

/* ---- names ---- */

static const dt_cpc_event_t *
dt_cpc_event(const char *name, size_t len)
{
	size_t i;

	for (i = 0; i < DT_CPC_NEVENTS; i++)
		if (strlen(dt_cpc_events[i].ce_name) == len &&
		    strncmp(dt_cpc_events[i].ce_name, name, len) == 0)
			return &dt_cpc_events[i];
	return NULL;
}

/* What a probe name EVENT-MODE-COUNT says into *cp; -1 if not valid. */
static int
dt_cpc_parse(const char *name, dt_cpc_probe_t *cp)
{
	const char *mode, *count;
	char *end;

	memset(cp, 0, sizeof(*cp));
	if ((mode = strchr(name, '-')) == NULL ||
	    (count = strchr(mode + 1, '-')) == NULL ||
	    (cp->cp_event = dt_cpc_event(name, (size_t)(mode - name))) == NULL)
		return -1;
	mode++;
	if (strncmp(mode, "user-", 5) == 0)
		cp->cp_exclude_kernel = 1;
	else if (strncmp(mode, "kernel-", 7) == 0)
		cp->cp_exclude_user = 1;
	else if (strncmp(mode, "all-", 4) != 0)
		return -1;	/* a bad mode, or attributes */
	count++;
	if (strspn(count, "0123456789") != strlen(count) || *count == '\0')
		return -1;
	errno = 0;
	cp->cp_count = strtoull(count, &end, 10);
	return errno != 0 || cp->cp_count < DT_CPC_MIN_COUNT ? -1 : 0;
}

/* ---- the PMU ---- */

/* Can the kernel count hardware events here?  Asked once per handle. */
static int
dt_cpc_has_pmu(dtrace_hdl_t *dtp)
{
	dt_provider_t *pvp = dt_provider_lookup(dtp, "cpc");
	dt_cpc_state_t *csp = pvp != NULL ? pvp->pv_data : NULL;
	struct perf_event_attr attr;
	int fd;

	if (csp == NULL)
		return 0;
	if (csp->cs_pmu >= 0)
		return csp->cs_pmu;
	memset(&attr, 0, sizeof(attr));
	attr.size = sizeof(attr);
	attr.type = PERF_TYPE_HARDWARE;
	attr.config = PERF_COUNT_HW_CPU_CYCLES;
	attr.disabled = 1;
	fd = (int)syscall(__NR_perf_event_open, &attr, 0, -1, -1, 0);
	if (fd >= 0)
		close(fd);
	return csp->cs_pmu = fd >= 0;
}

/*
 * A description naming a hardware event where there is no PMU is refused
 * at once, saying why, rather than matching no probe.
 */
static void
dt_cpc_pdesc(dtrace_hdl_t *dtp, dtrace_probedesc_t *pdp)
{
	dt_cpc_probe_t cp;

	if (strcmp(pdp->prv, "cpc") != 0 || dt_cpc_parse(pdp->prb, &cp) != 0 ||
	    cp.cp_event->ce_type != PERF_TYPE_HARDWARE || dt_cpc_has_pmu(dtp))
		return;
	xyerror(D_PDESC_INVAL, "cpc:::%s: hardware event %s is not available: "
	    "this system has no hardware performance counters (PMU)", pdp->prb,
	    cp.cp_event->ce_name);
}

/* ---- probes ---- */

static void
dt_cpc_create(dtrace_hdl_t *dtp, dt_provider_t *pvp, const char *name)
{
	dt_cpc_probe_t cp, *cpp;
	dt_probe_t *prp;

	if (dt_cpc_parse(name, &cp) != 0 ||
	    (cp.cp_event->ce_type == PERF_TYPE_HARDWARE && !dt_cpc_has_pmu(dtp)) ||
	    (cpp = dt_alloc(dtp, sizeof(*cpp))) == NULL)
		return;
	*cpp = cp;
	if ((prp = dt_probe_insert(dtp, pvp, "", "", name, cpp)) == NULL ||
	    prp->pr_data != cpp)
		dt_free(dtp, cpp);	/* failed, or it existed */
}

/* EVENT-all-1000000000 for every event there is here. */
static void
dt_cpc_list(dtrace_hdl_t *dtp, dt_provider_t *pvp)
{
	char name[DTRACE_NAMELEN];
	size_t i;

	for (i = 0; i < DT_CPC_NEVENTS; i++) {
		snprintf(name, sizeof(name), "%s-all-" DT_CPC_LIST_COUNT,
		    dt_cpc_events[i].ce_name);
		dt_cpc_create(dtp, pvp, name);
	}
}

static int
dt_cpc_populate(dtrace_hdl_t *dtp)
{
	dt_cpc_state_t *csp = dt_zalloc(dtp, sizeof(*csp));

	if (csp == NULL)
		return -1;
	csp->cs_pmu = -1;
	if (dt_provider_create(dtp, "cpc", &dt_cpc, csp) == NULL) {
		dt_free(dtp, csp);
		return -1;
	}
	return 0;
}

/* A name creates its probe; a glob, the default list (once). */
static int
dt_cpc_provide(dtrace_hdl_t *dtp, const dtrace_probedesc_t *pdp)
{
	dt_provider_t *pvp = dt_provider_lookup(dtp, "cpc");
	uint32_t before = dtp->dt_nprobes;
	dt_cpc_state_t *csp;

	if (pvp == NULL || pdp->prv[0] == '\0' || !dt_gmatch("cpc", pdp->prv) ||
	    !dt_gmatch("", pdp->mod) || !dt_gmatch("", pdp->fun))
		return 0;
	csp = pvp->pv_data;
	if (strpbrk(pdp->prb, "*?[\\") == NULL && pdp->prb[0] != '\0')
		dt_cpc_create(dtp, pvp, pdp->prb);
	else if (!csp->cs_listed) {
		csp->cs_listed = 1;
		dt_cpc_list(dtp, pvp);
	}
	return (int)(dtp->dt_nprobes - before);
}

/* ---- programs ---- */

static int
dt_cpc_target(dtrace_hdl_t *dtp, dt_probe_t *prp, dt_target_t *tgp)
{
	const dt_cpc_probe_t *cp = prp->pr_data;

	tgp->tg_kind = DT_TARGET_PERF;
	tgp->tg_perf.type = cp->cp_event->ce_type;
	tgp->tg_perf.config = cp->cp_event->ce_config;
	tgp->tg_perf.sample_period = cp->cp_count;
	tgp->tg_perf.exclude_user = cp->cp_exclude_user;
	tgp->tg_perf.exclude_kernel = cp->cp_exclude_kernel;
	return 0;
}

static int
dt_cpc_probe_info(dtrace_hdl_t *dtp, const dt_probe_t *prp, int *argcp,
    dt_argdesc_t **argvp)
{
	*argcp = 0;		/* arg0 and arg1 are untyped, as profile's */
	*argvp = NULL;
	return 0;
}

static void
dt_cpc_free(dtrace_hdl_t *dtp, void *datap)
{
	dt_free(dtp, datap);
}

const dt_provimpl_t dt_cpc = {
	.name = "cpc",
	.irq = 1,
	/* Oracle's cpc: the least stable of its names' attributes */
	.attr_probe = { DTRACE_STABILITY_PRIVATE, DTRACE_STABILITY_PRIVATE,
	    DTRACE_CLASS_UNKNOWN },
	.attr_args = { DTRACE_STABILITY_EVOLVING, DTRACE_STABILITY_EVOLVING,
	    DTRACE_CLASS_COMMON },
	.pdesc = dt_cpc_pdesc,
	.populate = dt_cpc_populate,
	.provide = dt_cpc_provide,
	.trampoline = dt_profile_trampoline,
	.target = dt_cpc_target,
	.probe_info = dt_cpc_probe_info,
	.probe_destroy = dt_cpc_free,
	.provider_destroy = dt_cpc_free,
};
