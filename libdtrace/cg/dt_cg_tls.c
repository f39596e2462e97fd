/*
 * dt_cg_tls.c: the program that frees a thread's thread-local variables
 * when it exits (dt_tls.c loads and attaches it).
 *
 * A thread-local variable (self->x) lives in the dynamic variable map under
 * the key (variable id, thread id).  The ids are known when tracing starts,
 * so the program is straight-line code assembled with dt_link.c's prologue
 * and epilogue: the exiting thread's tid in r6, the key zeroed once, then
 * for every thread-local variable of the handle its id stored in the key
 * and one bpf_map_delete_elem().
 */
#include "dt_impl.h"
#include "dt_cook.h"
#include "dt_cg.h"
#include "dt_link.h"

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

/*
 * The program: prologue, r6 = tid, the key zeroed once, the deletes.
 * Returns the number of thread-local variables (0: the caller frees the
 * program and loads none), or -1.
 */
int
dt_cg_tls_exit(dtrace_hdl_t *dtp, struct bpf_insn **insnsp, uint32_t *np)
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
