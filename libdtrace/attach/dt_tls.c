/*
 * dt_tls.c: freeing thread-local variables when their thread exits.
 *
 * A thread-local variable (self->x) lives in the dynamic variable map under
 * the key (variable id, thread id); DTrace frees a thread's variables when
 * the thread exits.  So while tracing, if the program has thread-local
 * variables, one more BPF program runs at every thread exit in the system:
 * attached to the raw tracepoint sched_process_exit (which the kernel fires
 * in do_exit() for every task, in the context of the exiting thread; a raw
 * tracepoint needs no tracefs), it deletes the key (id, tid) of every
 * thread-local variable the program has, for the exiting thread's tid.
 * The ids are known when tracing starts, so the program is straight-line
 * code: one delete per thread-local variable.  dt_cg_tls.c generates it;
 * this file, in the load layer, loads and attaches it, and detaches it
 * when tracing stops.
 *
 * Without it a long run over many short-lived threads would fill the map
 * with the variables of dead threads, and later stores would be dropped.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <bpf/bpf.h>
#include "dt_impl.h"
#include "dt_ident.h"
#include "dt_cg.h"
#include "dt_bpf.h"

/* Start freeing thread-locals at thread exit (if there are any). */
int
dt_tls_gc_start(dtrace_hdl_t *dtp)
{
	struct bpf_insn *insns;
	uint32_t n;
	int nvars, fd;

	dtp->dt_tls_progfd = dtp->dt_tls_linkfd = -1;
	if (dtp->dt_ndvars == 0 || dtp->dt_tls->dh_nelems == 0)
		return 0;
	if ((nvars = dt_cg_tls_exit(dtp, &insns, &n)) <= 0) {
		if (nvars == 0)
			free(insns);
		return nvars;
	}
	fd = dt_bpf_prog_load(dtp, "dt_tls_exit", BPF_PROG_TYPE_RAW_TRACEPOINT, 0,
	    insns, n);
	free(insns);
	if (fd < 0)
		return -1;
	dtp->dt_tls_progfd = fd;
	dtp->dt_tls_linkfd = bpf_raw_tracepoint_open("sched_process_exit", fd);
	if (dtp->dt_tls_linkfd < 0)
		return dt_set_errmsg(dtp, EDT_ATTACH, "failed to attach to the "
		    "sched_process_exit tracepoint: %s", strerror(errno));
	return 0;
}

void
dt_tls_gc_stop(dtrace_hdl_t *dtp)
{
	if (dtp->dt_tls_linkfd >= 0)
		dt_uprobe_close(dtp, dtp->dt_tls_linkfd);
	if (dtp->dt_tls_progfd >= 0)
		close(dtp->dt_tls_progfd);
	dtp->dt_tls_progfd = dtp->dt_tls_linkfd = -1;
}
