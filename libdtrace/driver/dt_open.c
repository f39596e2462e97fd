/*
 * dt_open.c: the dtrace handle's lifecycle: opening and closing it.
 *
 * dtrace_open() builds everything that does not depend on a program: the
 * options, the D type container, the identifier tables with the built-ins,
 * and the providers with their static probes.  dtrace_close() stops tracing
 * if it still runs and frees everything the handle holds, from the
 * providers and the consumer's state down to the compiled statements, the
 * programs' parse trees and the string table.  This file sits at the top:
 * it calls every part.  The helpers all parts share are below it:
 * dt_error.c (errors), dt_alloc.c (memory) and dt_pcb.c (what a compile
 * adds to the handle).
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <bpf/libbpf.h>
#include "dt_impl.h"
#include "dt_parser.h"
#include "dt_ident.h"
#include "dt_provider.h"
#include "dt_type.h"
#include "dt_bpf.h"
#include "dt_cook.h"
#include "dt_provdef.h"
#include "dt_consume.h"
#include "dt_cook_printf.h"
#include "dt_pctl.h"
#include "dt_sym.h"
#include "dt_maps.h"
#include "dt_object.h"
#include "dt_lib.h"

/* User variables own their storage description. */
static void
dt_free_vardesc(dt_ident_t *idp, void *arg)
{
	if (!(idp->di_flags & DT_IDFLG_BUILTIN) &&
	    (idp->di_kind == DT_IDENT_SCALAR || idp->di_kind == DT_IDENT_ARRAY))
		dt_vardesc_free(idp->di_data);
}

/* walltimestamp = ktime_get_ns() (CLOCK_MONOTONIC) + this offset. */
static uint64_t
dt_wall_offset(void)
{
	struct timespec mono, real;

	clock_gettime(CLOCK_MONOTONIC, &mono);
	clock_gettime(CLOCK_REALTIME, &real);
	return (uint64_t)(real.tv_sec - mono.tv_sec) * 1000000000ULL +
	    (uint64_t)(real.tv_nsec - mono.tv_nsec);
}

/* The built-in providers, in registration order; populate() creates each. */
static const dt_provimpl_t *const dt_providers[] = {
	&dt_dtrace,
	&dt_stapsdt,
	&dt_profile,
	&dt_pid,
	&dt_syscall,
	&dt_sdt,
	&dt_fbt,
	&dt_io,
	&dt_proc,
	&dt_sched,
	&dt_rawtp,
	&dt_cpc,
	NULL
};

dtrace_hdl_t *
dtrace_open(int version, int flags, int *errp)
{
	dtrace_hdl_t *dtp;
	int i;

	if (version > DTRACE_VERSION) {
		*errp = EDT_VERSION;
		return NULL;
	}
	if ((dtp = calloc(1, sizeof(dtrace_hdl_t))) == NULL) {
		*errp = EDT_NOMEM;
		return NULL;
	}
	if (getenv("DTRACE_DEBUG") != NULL)
		dt_debug = 1;
	dtp->dt_version = version;
	dtp->dt_oflags = flags;
	for (i = 0; i < DT_NMAPS; i++)
		dtp->dt_mapfd[i] = -1;
	dtp->dt_has_uprobe_multi = -1;
	dtp->dt_rtld_prog = -1;
	dtp->dt_tls_progfd = dtp->dt_tls_linkfd = -1;
	dtp->dt_exitstatus = -1;
	dtp->dt_saved_outfd = -1;
	dtp->dt_provimpls = dt_providers;
	dtp->dt_cook_node = dt_cook_walk;	/* the cook pass's walker */
	dtp->dt_ncpus = libbpf_num_possible_cpus();
	dtp->dt_walloffset = dt_wall_offset();
	dtp->dt_globals = dt_idhash_create("globals", 256);
	dtp->dt_tls = dt_idhash_create("self", 64);
	dtp->dt_locals = dt_idhash_create("this", 64);
	dtp->dt_aggs = dt_idhash_create("aggregations", 64);
	dtp->dt_xlators = dt_idhash_create("translators", 32);
	if (dtp->dt_ncpus <= 0 || dtp->dt_globals == NULL || dtp->dt_tls == NULL ||
	    dtp->dt_locals == NULL ||
	    dtp->dt_aggs == NULL || dtp->dt_xlators == NULL ||
	    dt_options_init(dtp) != 0 ||
	    dt_type_init(dtp) != 0 || dt_ident_builtins(dtp) != 0 ||
	    dt_provider_init(dtp) != 0) {
		*errp = dtp->dt_errno ? dtp->dt_errno : EDT_NOMEM;
		dtrace_close(dtp);
		return NULL;
	}
	return dtp;
}

void
dtrace_close(dtrace_hdl_t *dtp)
{
	uint32_t i;
	dt_prog_t *pgp, *next;

	if (dtp == NULL)
		return;
	if (dtp->dt_active && !dtp->dt_stopped)
		dtrace_stop(dtp);
	dt_pctl_fini(dtp);
	dt_provider_fini(dtp);
	dt_provdef_fini(dtp);
	dt_consume_fini(dtp);
	dt_sym_fini(dtp);
	dt_object_fini(dtp);
	dt_maps_fini(dtp);
	dt_bpf_maps_destroy(dtp);
	for (i = 0; i < dtp->dt_nstmts; i++)
		dt_stmt_destroy(dtp->dt_stmts[i]);
	free(dtp->dt_stmts);
	for (i = 0; i < dtp->dt_naggs; i++) {
		free(dtp->dt_aggdescs[i]->dtagd_name);
		free(dtp->dt_aggdescs[i]->dtagd_keys);
		free(dtp->dt_aggdescs[i]->dtagd_kctfp);
		free(dtp->dt_aggdescs[i]->dtagd_ktype);
		free(dtp->dt_aggdescs[i]);
	}
	free(dtp->dt_aggdescs);
	for (pgp = dtp->dt_progs; pgp != NULL; pgp = next) {
		dt_pcb_t pcb = { .pcb_hdl = dtp, .pcb_list = pgp->dp_nodes };

		next = pgp->dp_next;
		dt_node_free_all(&pcb);
		free(pgp->dp_stmts);
		free(pgp);
	}
	for (i = 0; i < dtp->dt_nformats; i++)
		dt_printf_destroy(dtp->dt_formats[i]);
	free(dtp->dt_formats);
	if (dtp->dt_globals) {
		dt_idhash_iter(dtp->dt_globals, dt_free_vardesc, NULL);
		dt_idhash_destroy(dtp->dt_globals);
	}
	if (dtp->dt_tls) {
		dt_idhash_iter(dtp->dt_tls, dt_free_vardesc, NULL);
		dt_idhash_destroy(dtp->dt_tls);
	}
	if (dtp->dt_locals) {
		dt_idhash_iter(dtp->dt_locals, dt_free_vardesc, NULL);
		dt_idhash_destroy(dtp->dt_locals);
	}
	if (dtp->dt_aggs)
		dt_idhash_destroy(dtp->dt_aggs);
	if (dtp->dt_xlators)
		dt_idhash_destroy(dtp->dt_xlators);
	dt_lib_fini(dtp);
	for (i = 0; i < (uint32_t)dtp->dt_nlibdirs; i++)
		free(dtp->dt_libdirs[i]);
	free(dtp->dt_libdirs);
	dt_type_fini(dtp);
	dt_options_fini(dtp);
	for (i = 0; i < (uint32_t)dtp->dt_argc; i++)
		free(dtp->dt_argv[i]);
	free(dtp->dt_argv);
	free(dtp->dt_strtab);
	free(dtp->dt_strhash);
	free(dtp->dt_bpflog);
	free(dtp);
}

int
dtrace_set_macro_args(dtrace_hdl_t *dtp, int argc, char *const argv[])
{
	int i;

	dtp->dt_argv = calloc(argc + 1, sizeof(char *));
	if (dtp->dt_argv == NULL)
		return dt_set_errno(dtp, EDT_NOMEM);
	for (i = 0; i < argc; i++)
		if ((dtp->dt_argv[i] = strdup(argv[i])) == NULL)
			return dt_set_errno(dtp, EDT_NOMEM);
	dtp->dt_argc = argc;
	return 0;
}

void
dtrace_set_target(dtrace_hdl_t *dtp, pid_t pid)
{
	dtp->dt_target = pid;
}
