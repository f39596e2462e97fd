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
 * code: one delete per thread-local variable.
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
#include "dt_cook.h"
#include "dt_cg.h"
#include "dt_link.h"
#include "dt_bpf.h"

typedef struct dt_tls_gen {
	dtrace_hdl_t *dtp;
	dt_irlist_t *dlp;
	int n;
} dt_tls_gen_t;

/* One thread-local variable: its key (id, tid in r6), deleted. */
static void
dt_tls_gen_one(dt_ident_t *idp, void *arg)
{
	dt_tls_gen_t *g = arg;
	const dt_vardesc_t *vd = idp->di_data;
	int32_t key = (int32_t)g->dtp->dt_memregion[DT_MR_DVARKEY];

	if (vd == NULL || vd->dv_class != DT_VAR_TLS)
		return;
	dt_irlist_append(g->dlp, BPF_MOV64_REG(BPF_REG_2, DT_REG_MEM));
	dt_irlist_append(g->dlp, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, key));
	dt_irlist_append(g->dlp, BPF_ST_MEM(BPF_W, BPF_REG_2, 0, (int32_t)vd->dv_id));
	dt_irlist_append(g->dlp, BPF_STX_MEM(BPF_DW, BPF_REG_2, BPF_REG_6, 8));
	dt_irlist_ldmap(g->dlp, BPF_REG_1, DT_MAP_DVARS);
	dt_irlist_append(g->dlp, BPF_CALL_HELPER(BPF_FUNC_map_delete_elem));
	g->n++;
}

/* The program: prologue, r6 = tid, the key zeroed once, the deletes. */
static int
dt_tls_prog(dtrace_hdl_t *dtp, struct bpf_insn **insnsp, uint32_t *np)
{
	dt_tls_gen_t g = { dtp, NULL, 0 };
	dt_irlist_t dl;
	uint32_t exitlbl;

	dt_link_start(dtp, &dl, &exitlbl);
	g.dlp = &dl;
	dt_irlist_append(&dl, BPF_CALL_HELPER(BPF_FUNC_get_current_pid_tgid));
	dt_irlist_append(&dl, BPF_MOV32_REG(BPF_REG_6, BPF_REG_0));
	dt_link_zero(dtp, &dl, DT_MR_DVARKEY);
	dt_idhash_iter(dtp->dt_tls, dt_tls_gen_one, &g);
	if (dt_link_finish(dtp, &dl, exitlbl, "thread exit", insnsp, np, NULL) != 0)
		return -1;
	return g.n;
}

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
	if ((nvars = dt_tls_prog(dtp, &insns, &n)) <= 0) {
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
