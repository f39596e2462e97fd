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
 * in one batch.  A stop request ends an attach early (below).
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
#include "dt_guard.h"
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
 * Enable every statement of pgp on the probes its descriptions match now,
 * the providers having provided (only probes created since the last pass
 * are new).  Returns the number of matches, or -1.
 */
static int
dt_program_match_made(dtrace_hdl_t *dtp, dt_prog_t *pgp)
{
	dt_enable_arg_t ea = { NULL, pgp->dp_maxid };
	int i, n, total = 0;

	for (i = 0; i < pgp->dp_nstmts; i++) {
		dt_node_t *pd;

		ea.stp = pgp->dp_stmts[i];
		for (pd = ea.stp->st_clause->dn_pdescs; pd != NULL;
		    pd = pd->dn_list) {
			n = ea.maxid == 0 ? dt_probe_iter_noprovide(dtp,
			    pd->dn_desc, dt_enable_probe, &ea) :
			    dt_probe_iter_since(dtp, pd->dn_desc, ea.maxid,
			    dt_enable_probe, &ea);
			if (n < 0)
				return -1;
			total += n;
		}
	}
	pgp->dp_maxid = dtp->dt_nprobes;
	return total;
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
	dt_program_provide(dtp, pgp);
	return dt_program_match_made(dtp, pgp);
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
 * Signals.  dtrace never makes the syscalls that register or unregister a
 * uprobe itself (dt_guard.c), so a signal's default action, or a SIGKILL,
 * may end it at any moment and leave nothing behind: nothing is held.  A
 * stop requested while attaching (the command's handlers of SIGINT,
 * SIGTERM and SIGHUP call dtrace_request_stop()) ends the attach between
 * two uprobe_multi calls (dt_uprobe.c) or two providers; dtrace_go() then
 * detaches what was attached and fails, and BEGIN never fires.
 */

/*
 * Before the first enable creates the (tgid, cookie) dispatch map, the
 * entries every provider will put into it (dispatch_need): the map is
 * sized for all of them, not for whichever provider enables first.
 */
static int
dt_dispatch_size(dtrace_hdl_t *dtp)
{
	int i, n;

	if (dtp->dt_mapfd[DT_MAP_PROVIDER] >= 0)
		return 0;
	dtp->dt_dispatch_need = 0;
	for (i = 0; dtp->dt_provimpls[i] != NULL; i++) {
		dt_probe_t **probes;

		if (dtp->dt_provimpls[i]->dispatch_need == NULL)
			continue;
		if ((n = dt_impl_probes(dtp, dtp->dt_provimpls[i], &probes)) < 0)
			return -1;
		dtp->dt_dispatch_need += dtp->dt_provimpls[i]->dispatch_need(dtp,
		    probes, n);
		free(probes);
	}
	if (dtp->dt_dispatch_need > 0)
		dt_dprintf("dispatch map: %llu entries needed\n",
		    (unsigned long long)dtp->dt_dispatch_need);
	return 0;
}

/* Hand each provider its enabled probes: load and attach, or print (fp). */
int
dt_enable_all(dtrace_hdl_t *dtp, FILE *fp)
{
	int i, n, rc = 0;

	if (fp == NULL && dt_dispatch_size(dtp) != 0)
		return -1;

	for (i = 0; dtp->dt_provimpls[i] != NULL && rc == 0; i++) {
		dt_probe_t **probes;
		int j;

		if (fp == NULL && dtp->dt_stop_req) {
			rc = dt_set_errmsg(dtp, EDT_ATTACH,
			    "interrupted while attaching probes");
			break;
		}
		if ((n = dt_impl_probes(dtp, dtp->dt_provimpls[i], &probes)) < 0) {
			rc = -1;
			break;
		}
		for (j = 0; j < n && fp == NULL && rc == 0; j++) {
			rc = dt_bpf_probe_names(dtp, probes[j]);
			if (rc == 0 && (j & 1023) == 1023 && dtp->dt_stop_req)
				rc = dt_set_errmsg(dtp, EDT_ATTACH,
				    "interrupted while attaching probes");
		}
		if (rc == 0 && dtp->dt_provimpls[i]->enable != NULL)
			rc = dtp->dt_provimpls[i]->enable(dtp, probes, n, fp);
		else if (rc == 0)
			rc = dt_enabling_enable(dtp, dtp->dt_provimpls[i], probes, n, fp);
		free(probes);
	}
	return rc;
}

void
dt_disable_all(dtrace_hdl_t *dtp)
{
	int i, n;

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
	dt_guard_stop(dtp);	/* nothing is left to attach: it exits */
	dt_pctl_seize_release_all(dtp);	/* no rtld uprobe can fire now */
}

void
dt_program_catch_up(dtrace_hdl_t *dtp)
{
	pid_t pid;

	while ((pid = dt_rtld_unseen(dtp)) > 0 && !dtp->dt_stop_req)
		dt_program_update(dtp, pid);
}

/* Enable and attach what dt_program_update() made for process pid, if
   an enabled description matches any of it. */
static void
dt_program_update_enable(dtrace_hdl_t *dtp, pid_t pid)
{
	dt_prog_t *pgp;
	int n = 0;

	for (pgp = dtp->dt_progs; pgp != NULL; pgp = pgp->dp_next)
		if (pgp->dp_enabled)
			n += dt_program_match_made(dtp, pgp) != 0; /* -1: below */
	if (n > 0 && dt_enable_all(dtp, NULL) != 0 && !dtp->dt_stop_req)
		fprintf(stderr, "dtrace: failed to enable probes in process %d "
		    "after it loaded an object: %s\n", (int)pid,
		    dtrace_errmsg(dtp, dtrace_errno(dtp)));
}

/*
 * Process pid's dynamic linker has changed its objects (dt_rtld.c): read
 * its mappings again, once, for the symbol code and the providers
 * (dt_maps.c); let the providers discover what it maps now (unless it is
 * gone), enable the new probes the enabled programs' descriptions match,
 * attach them, and let the process go on.  Meanwhile dt_update_pid names
 * the process, so that a provider makes probes for it alone: a glob over
 * processes (pid*) does not read every process's objects again on every
 * dlopen or exec of the machine; and when no probe is new, nothing is
 * matched or enabled again (tens of ms for 72000 enabled probes).
 */
void
dt_program_update(dtrace_hdl_t *dtp, pid_t pid)
{
	int mapped = dt_maps_reload(dtp, pid) != NULL;
	uint32_t before = dtp->dt_nprobes;
	dt_prog_t *pgp;
	int i;

	for (i = 0; mapped && dtp->dt_provimpls[i] != NULL; i++)
		if (dtp->dt_provimpls[i]->update != NULL)
			dtp->dt_provimpls[i]->update(dtp, pid);
	dtp->dt_update_pid = pid;	/* the others' probes are all made */
	for (pgp = dtp->dt_progs; pgp != NULL; pgp = pgp->dp_next)
		if (pgp->dp_enabled)
			dt_program_provide(dtp, pgp);
	dtp->dt_update_pid = 0;
	if (dtp->dt_nprobes != before)
		dt_program_update_enable(dtp, pid);
	dt_rtld_resume(dtp, pid);
}
