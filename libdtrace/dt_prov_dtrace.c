/*
 * dt_prov_dtrace.c: the dtrace provider: dtrace:::BEGIN, END and ERROR.
 *
 * BEGIN fires once, before any other probe's data, when tracing starts; END
 * fires once when it stops; ERROR fires when a clause faults.  DTrace lists
 * them with an empty module and function, with ids 1, 2 and 3.
 *
 * BEGIN and END are real probes, not special cases in the consumer: each is
 * a uprobe on an empty function of libdtrace (dt_begin_probe, dt_end_probe),
 * filtered to dtrace's own pid.  The consumer calls the function and the
 * kernel runs the probe's program synchronously, in this thread, before the
 * call returns, so every record BEGIN produces is in the ring buffer when
 * dt_begin_probe() returns.  The functions are noinline and contain an empty
 * asm volatile statement, so the compiler neither inlines nor merges nor
 * removes them, and the uprobe sits on their first instruction.
 *
 * ERROR has no program of its own: it fires in the program of the clause
 * that faults.  dt_link.c appends ERROR's clauses as a subprogram to every
 * program whose clauses can fault, and their fault paths call it (see
 * dt_link_error_prog); dt_dtrace_error_probe() tells it where they are.
 *
 * BEGIN and END get a program each: a trampoline that stores the probe id
 * in scratch memory and zeroes arg0..arg9 (these probes have no arguments),
 * then the probe's clauses.  BEGIN's run only in the warm-up state, before
 * tracing is active (dtrace_go() activates it once BEGIN has fired, so no
 * other probe records before BEGIN, and a BEGIN clause that calls exit()
 * stops the BEGIN clauses after it); END's run in any state.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <linux/limits.h>
#include "dt_impl.h"
#include "dt_bpf.h"
#include "dt_insn.h"
#include "dt_link.h"
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
	pvp->pv_data = prp;	/* ERROR, for dt_dtrace_error_probe() */
	return 0;
}

dt_probe_t *
dt_dtrace_error_probe(dtrace_hdl_t *dtp)
{
	dt_provider_t *pvp = dt_provider_lookup(dtp, "dtrace");

	return pvp != NULL ? pvp->pv_data : NULL;
}

static void
dt_dtrace_trampoline(dtrace_hdl_t *dtp, dt_probe_t *prp, dt_irlist_t *dlp)
{
	int i;

	dt_irlist_append(dlp, BPF_ST_MEM(BPF_W, DT_REG_MEM, DT_MEM_PRID,
	    prp->pr_desc.id));
	for (i = 0; i < DT_MAXARGS; i++)
		dt_irlist_append(dlp, BPF_ST_MEM(BPF_DW, DT_REG_MEM,
		    DT_MEM_ARGV + 8 * i, 0));
}

static int
dt_dtrace_attach(dtrace_hdl_t *dtp, dt_probe_t *prp, int progfd)
{
	char path[PATH_MAX];
	void (*func)(void);
	uint64_t off;

	switch ((uintptr_t)prp->pr_data) {
	case DT_DTRACE_BEGIN:
		func = dt_begin_probe;
		break;
	case DT_DTRACE_END:
		func = dt_end_probe;
		break;
	default:
		return 0;
	}

	if (dt_uprobe_map_offset(0, (uintptr_t)func, path, sizeof(path),
	    &off) < 0)
		return dt_set_errmsg(dtp, EDT_ATTACH,
		    "cannot find dtrace:::%s in this process's mappings: %s",
		    prp->pr_desc.prb, strerror(errno));

	prp->pr_attach = dt_uprobe_attach(dtp, progfd, path, 1, &off, NULL,
	    NULL, getpid());
	return prp->pr_attach != NULL ? 0 : -1;
}

/*
 * One program per probe: the trampoline, then the probe's clauses.  END's
 * run even while draining after exit() (it is what draining leads to).
 */
static int
dt_dtrace_enable_probe(dtrace_hdl_t *dtp, dt_probe_t *prp, FILE *fp)
{
	int is_end = (uintptr_t)prp->pr_data == DT_DTRACE_END;
	struct bpf_insn *insns;
	char title[DTRACE_NAMELEN + 16];
	dt_irlist_t dl;
	uint32_t exitlbl, n;
	int fd;

	dt_link_start(dtp, &dl, &exitlbl);
	dt_dtrace_trampoline(dtp, prp, &dl);
	if (dt_link_clauses(dtp, &dl, prp->pr_stmts, prp->pr_nstmts,
	    is_end ? DT_LINK_ALWAYS : DT_LINK_WARMUP) != 0) {
		dt_irlist_destroy(&dl);
		return -1;
	}
	snprintf(title, sizeof(title), "dtrace:::%s", prp->pr_desc.prb);
	if (dt_link_finish(dtp, &dl, exitlbl, title, &insns, &n, fp) != 0)
		return -1;
	if (fp != NULL) {
		free(insns);
		return 0;
	}
	fd = dt_uprobe_prog_load(dtp, title, insns, n);
	free(insns);
	if (fd < 0)
		return -1;
	prp->pr_progfd = fd;
	return dt_dtrace_attach(dtp, prp, fd);
}

static int
dt_dtrace_enable(dtrace_hdl_t *dtp, dt_probe_t **probes, int n, FILE *fp)
{
	int i;

	for (i = 0; i < n; i++) {
		if (probes[i]->pr_progfd >= 0 ||
		    (uintptr_t)probes[i]->pr_data == DT_DTRACE_ERROR)
			continue;	/* enabled before (called again), or ERROR */
		if (dt_dtrace_enable_probe(dtp, probes[i], fp) != 0)
			return -1;
	}
	return 0;
}

static void
dt_dtrace_disable(dtrace_hdl_t *dtp, dt_probe_t **probes, int n)
{
	int i;

	for (i = 0; i < n; i++) {
		dt_uprobe_detach(probes[i]->pr_attach);
		probes[i]->pr_attach = NULL;
		if (probes[i]->pr_progfd >= 0)
			close(probes[i]->pr_progfd);
		probes[i]->pr_progfd = -1;
	}
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
	.enable = dt_dtrace_enable,
	.disable = dt_dtrace_disable,
	.probe_info = dt_dtrace_probe_info,
};
