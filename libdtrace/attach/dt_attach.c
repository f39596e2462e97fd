/*
 * dt_attach.c: putting the handle's compiled programs on probes: which
 * statements each probe runs, and handing each provider its enabled probes
 * to load and attach (or, for -S, to print), and to detach at the end.
 *
 * dt_program_match() enables every statement of a program on the probes
 * its descriptions match now; the providers first create what the
 * descriptions could match (dt_probe_provide), so that no probe appears
 * while matching.  After a dlopen it runs again and only the probes created
 * since the last pass are new.  dt_enable_all() gives each provider
 * implementation its enabled probes in id order: the provider's own enable,
 * or the framework's (dt_enabling.c); dt_disable_all() detaches them all
 * in one batch.  Neither is cut short by a signal (dt_signals_hold below).
 * dt_program_update() is the consumer's call when a traced process's
 * dynamic linker has changed its objects (dt_rtld.c).
 *
 * This file is in the load layer: it calls the providers, dt_enabling.c,
 * dt_bpf.c and dt_rtld.c, and is called by the driver (dt_program.c) and
 * by the consumer, never by the compiler.
 */
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include "dt_impl.h"
#include "dt_parser.h"
#include "dt_provider.h"
#include "dt_attach.h"
#include "dt_enabling.h"
#include "dt_bpf.h"
#include "dt_rtld.h"
#include "dt_pctl_seize.h"
#include "dt_sym.h"
#include "dt_maps.h"

typedef struct dt_enable_arg {
	dt_stmt_t *stp;
	uint32_t maxid;		/* probes matched by an earlier pass */
} dt_enable_arg_t;

/*
 * Enable a statement on a probe for one of its descriptions.  As in DTrace,
 * where each description of a clause is an enabling of its own, a clause
 * whose several descriptions match the same probe runs once per matching
 * description (BEGIN, dtrace:::BEGIN { n++ } adds 2).  A probe an earlier
 * pass matched has it already (only probes created since are new).
 */
static int
dt_enable_probe(dtrace_hdl_t *dtp, dt_probe_t *prp, void *arg)
{
	dt_enable_arg_t *ea = arg;
	dt_stmt_t **stmts;

	if (prp->pr_desc.id <= ea->maxid)
		return 0;
	if (prp->pr_nstmts == prp->pr_stmtsz) {
		int sz = prp->pr_stmtsz ? prp->pr_stmtsz * 2 : 4;

		stmts = realloc(prp->pr_stmts, sz * sizeof(dt_stmt_t *));
		if (stmts == NULL)
			return dt_set_errno(dtp, EDT_NOMEM);
		prp->pr_stmts = stmts;
		prp->pr_stmtsz = sz;
	}
	prp->pr_stmts[prp->pr_nstmts++] = ea->stp;
	ea->stp->st_matches++;
	return 0;
}

/* Let the providers create what each description of pgp could match. */
static void
dt_program_provide(dtrace_hdl_t *dtp, dt_prog_t *pgp)
{
	dt_node_t *pd;
	int i;

	for (i = 0; i < pgp->dp_nstmts; i++)
		for (pd = pgp->dp_stmts[i]->st_clause->dn_pdescs; pd != NULL;
		    pd = pd->dn_list)
			if (pd->dn_desc->id == 0)
				dt_probe_provide(dtp, pd->dn_desc);
}

/*
 * Enable every statement of pgp on the probes its descriptions match now
 * (again after a dlopen: only probes created since the last pass are
 * new).  The providers provide first, so no probe appears while matching.
 * Returns the number of matches, or -1.
 */
int
dt_program_match(dtrace_hdl_t *dtp, dt_prog_t *pgp)
{
	dt_enable_arg_t ea = { NULL, pgp->dp_maxid };
	int i, n, total = 0;

	dt_program_provide(dtp, pgp);
	for (i = 0; i < pgp->dp_nstmts; i++) {
		dt_node_t *pd;

		ea.stp = pgp->dp_stmts[i];
		for (pd = ea.stp->st_clause->dn_pdescs; pd != NULL;
		    pd = pd->dn_list) {
			n = dt_probe_iter_noprovide(dtp, pd->dn_desc,
			    dt_enable_probe, &ea);
			if (n < 0)
				return -1;
			total += n;
		}
	}
	pgp->dp_maxid = dtp->dt_nprobes;
	return total;
}

static int
dt_probe_enabled(const dt_probe_t *prp)
{
	return prp != NULL && prp->pr_nstmts > 0;
}

/* The enabled probes of one provider implementation, in id order. */
static int
dt_impl_probes(dtrace_hdl_t *dtp, const dt_provimpl_t *impl, dt_probe_t ***probesp)
{
	dt_probe_t **probes = NULL;
	uint32_t id;
	int n = 0;

	for (id = 1; id <= dtp->dt_nprobes; id++) {
		dt_probe_t *prp = dt_probe_lookup_id(dtp, id);
		dt_probe_t **p;

		if (!dt_probe_enabled(prp) || prp->pr_prov->pv_impl != impl)
			continue;
		if ((n & (n - 1)) == 0) {	/* 0, 1, 2, 4 ...: full */
			p = realloc(probes, (n ? 2 * n : 1) * sizeof(*p));
			if (p == NULL) {
				free(probes);
				return dt_set_errno(dtp, EDT_NOMEM);
			}
			probes = p;
		}
		probes[n++] = prp;
	}
	*probesp = probes;
	return n;
}

/*
 * Attaching and detaching are never cut short by a signal.  A SIGINT or
 * SIGTERM that killed dtrace inside the kernel's uprobe registration left
 * uprobes registered (the kernel's "failed to unregister, leaking uprobe"):
 * breakpoints and raised semaphores for the target's lifetime.  So the
 * signals that stop or kill dtrace and can be blocked are held around the
 * provider calls that attach and detach, and delivered when they return
 * (the command's handlers then stop tracing; a default action kills
 * dtrace between syscalls, and closing its descriptors detaches cleanly).
 * SIGKILL cannot be held: dt_uprobe.c keeps each attach syscall short.
 */
static void
dt_signals_hold(sigset_t *oldp)
{
	sigset_t set;

	sigemptyset(&set);
	sigaddset(&set, SIGINT);
	sigaddset(&set, SIGTERM);
	sigaddset(&set, SIGHUP);
	sigaddset(&set, SIGQUIT);
	pthread_sigmask(SIG_BLOCK, &set, oldp);
}

static void
dt_signals_release(const sigset_t *oldp)
{
	pthread_sigmask(SIG_SETMASK, oldp, NULL);
}

/* Hand each provider its enabled probes: load and attach, or print (fp). */
int
dt_enable_all(dtrace_hdl_t *dtp, FILE *fp)
{
	int i, n, rc = 0;
	sigset_t old;

	dt_signals_hold(&old);
	for (i = 0; dtp->dt_provimpls[i] != NULL && rc == 0; i++) {
		dt_probe_t **probes;
		int j;

		if ((n = dt_impl_probes(dtp, dtp->dt_provimpls[i], &probes)) < 0) {
			rc = -1;
			break;
		}
		for (j = 0; j < n && fp == NULL && rc == 0; j++)
			rc = dt_bpf_probe_names(dtp, probes[j]);
		if (rc == 0 && dtp->dt_provimpls[i]->enable != NULL)
			rc = dtp->dt_provimpls[i]->enable(dtp, probes, n, fp);
		else if (rc == 0)
			rc = dt_enabling_enable(dtp, dtp->dt_provimpls[i], probes, n, fp);
		free(probes);
	}
	dt_signals_release(&old);
	return rc;
}

void
dt_disable_all(dtrace_hdl_t *dtp)
{
	sigset_t old;
	int i, n;

	dt_signals_hold(&old);
	dt_uprobe_detach_begin(dtp);
	dt_rtld_fini(dtp);
	dt_tls_gc_stop(dtp);
	for (i = 0; dtp->dt_provimpls[i] != NULL; i++) {
		dt_probe_t **probes;

		if ((n = dt_impl_probes(dtp, dtp->dt_provimpls[i], &probes)) <= 0)
			continue;
		if (dtp->dt_provimpls[i]->disable != NULL)
			dtp->dt_provimpls[i]->disable(dtp, probes, n);
		else
			dt_enabling_disable(dtp, dtp->dt_provimpls[i], probes, n);
		free(probes);
	}
	dt_uprobe_detach_end(dtp);
	dt_pctl_seize_release_all(dtp);	/* no rtld uprobe can fire now */
	dt_signals_release(&old);
}

/*
 * Process pid's dynamic linker has changed its objects (dt_rtld.c): read
 * its mappings again, once, for the symbol code and the providers
 * (dt_maps.c); let the providers discover what it maps now (unless it is
 * gone), enable the new probes the enabled programs' descriptions match,
 * attach them, and let the process go on.
 */
void
dt_program_update(dtrace_hdl_t *dtp, pid_t pid)
{
	int mapped = dt_maps_reload(dtp, pid) != NULL;
	dt_prog_t *pgp;
	int i;

	for (i = 0; mapped && dtp->dt_provimpls[i] != NULL; i++)
		if (dtp->dt_provimpls[i]->update != NULL)
			dtp->dt_provimpls[i]->update(dtp, pid);
	for (pgp = dtp->dt_progs; pgp != NULL; pgp = pgp->dp_next)
		if (pgp->dp_enabled)
			(void) dt_program_match(dtp, pgp);	/* errors: below */
	if (dt_enable_all(dtp, NULL) != 0)
		fprintf(stderr, "dtrace: failed to enable probes in process %d "
		    "after it loaded an object: %s\n", (int)pid,
		    dtrace_errmsg(dtp, dtrace_errno(dtp)));
	dt_rtld_resume(dtp, pid);
}
