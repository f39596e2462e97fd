/*
 * dt_prov_io.c: the io provider: block I/O as DTrace's io:::start, done,
 * wait-start and wait-done, built on kernel tracepoints (no kprobes or
 * fentry on this kernel).
 *
 * Probes.  One probe per underlying tracepoint, named as Solaris names its
 * io probes, io:vmlinux:<site>:<name>, the function being the kernel site
 * that fires it, so io:::done matches both done probes:
 *
 *   io:vmlinux:block_bio_queue:start       a bio is submitted to a device
 *                                          (the submitter's context)
 *   io:vmlinux:block_rq_complete:done      a request of a request-based
 *                                          (blk-mq) device completes: its
 *                                          first bio (none: no firing)
 *   io:vmlinux:block_bio_complete:done     a bio of a bio-based device
 *                                          (device mapper ...) completes
 *   io:vmlinux:sched_switch:wait-start     a thread waiting for I/O
 *                                          (task->in_iowait, set by
 *                                          io_schedule()) leaves the CPU
 *   io:vmlinux:sched_exit_tp:wait-done     ... and runs again (the end of
 *                                          __schedule(), in its context)
 *
 * These are Oracle Linux DTrace's choices for start and done; its wait
 * probes are fbt probes on submit_bio_wait(), which this kernel cannot
 * have, so here they are the I/O sleeps of the scheduler: they know no
 * buffer (args[0] translates a NULL bio: zeros and "<none>").  done runs
 * where the device completes the I/O, an interrupt or softirq: pid and
 * execname there are whoever was on the CPU; filter on the device or the
 * block, not on the process.
 *
 * Arguments.  args[0] is a bufinfo_t *, args[1] a devinfo_t *, both
 * translated from the struct bio * the trampoline puts in arg0 (dlib/io.d
 * has the types and translators); args[2] is a fileinfo_t * translated
 * from arg1, a struct file * that is always NULL, as in Oracle Linux
 * DTrace: the block layer does not know the file.
 *
 * Creation.  The provider exists from dtrace_open() (for messages); its
 * probes are created by the first description that can name one, from
 * vmlinux BTF's btf_trace_<site> typedefs (a site this kernel lacks has no
 * probe).  Each enabled probe is one tp_btf program through the provider
 * framework (dt_enabling.c), as the sdt provider's.
 */
#include <string.h>
#include <bpf/btf.h>
#include "dt_impl.h"
#include "dt_irlist.h"
#include "dt_provider.h"
#include "dt_glob.h"
#include "dt_btf.h"
#include "dt_insn.h"
#include "dt_enabling.h"

/* How the trampoline finds the bio, and whether the probe fires. */
typedef enum dt_io_kind {
	DT_IO_ARG0,		/* the bio is the tracepoint's first argument */
	DT_IO_ARG1,		/* ... its second */
	DT_IO_REQ,		/* the first bio of the request in argument 0 */
	DT_IO_WAIT_START,	/* sched_switch: prev was in an I/O wait */
	DT_IO_WAIT_DONE		/* sched_exit_tp: current is in an I/O wait */
} dt_io_kind_t;

typedef struct dt_io_site {
	const char *is_name;	/* the io probe */
	const char *is_tp;	/* the tracepoint */
	dt_io_kind_t is_kind;
} dt_io_site_t;

static const dt_io_site_t dt_io_sites[] = {
	{ "start", "block_bio_queue", DT_IO_ARG0 },
	{ "done", "block_rq_complete", DT_IO_REQ },
	{ "done", "block_bio_complete", DT_IO_ARG1 },
	{ "wait-start", "sched_switch", DT_IO_WAIT_START },
	{ "wait-done", "sched_exit_tp", DT_IO_WAIT_DONE },
};

#define DT_IO_NSITES	(sizeof(dt_io_sites) / sizeof(dt_io_sites[0]))

typedef struct dt_io_state {
	int is_provided;	/* the probes were created */
} dt_io_state_t;

/* ---- probes ---- */

/* The BTF id of the btf_trace_<tp> typedef, or -1. */
static int
dt_io_btf_id(const char *tp)
{
	struct btf *btf = dt_btf_vmlinux();
	char name[64];

	if (btf == NULL)
		return -1;
	snprintf(name, sizeof(name), "btf_trace_%s", tp);
	return btf__find_by_name_kind(btf, name, BTF_KIND_TYPEDEF);
}

/* Could pdp name an io probe?  Decided without reading BTF. */
static int
dt_io_named(const dtrace_probedesc_t *pdp)
{
	size_t i;

	if (!dt_gmatch("io", pdp->prv) || !dt_gmatch("vmlinux", pdp->mod))
		return 0;
	for (i = 0; i < DT_IO_NSITES; i++)
		if (dt_gmatch(dt_io_sites[i].is_name, pdp->prb) &&
		    dt_gmatch(dt_io_sites[i].is_tp, pdp->fun))
			return 1;
	return 0;
}

static int
dt_io_populate(dtrace_hdl_t *dtp)
{
	dt_io_state_t *isp = dt_zalloc(dtp, sizeof(*isp));

	if (isp == NULL)
		return -1;
	if (dt_provider_create(dtp, "io", &dt_io, isp) == NULL) {
		dt_free(dtp, isp);
		return -1;
	}
	return 0;
}

static int
dt_io_provide(dtrace_hdl_t *dtp, const dtrace_probedesc_t *pdp)
{
	dt_provider_t *pvp = dt_provider_lookup(dtp, "io");
	uint32_t before = dtp->dt_nprobes;
	dt_io_state_t *isp;
	size_t i;

	if (pvp == NULL || (isp = pvp->pv_data)->is_provided ||
	    !dt_io_named(pdp))
		return 0;
	isp->is_provided = 1;
	for (i = 0; i < DT_IO_NSITES; i++) {
		const dt_io_site_t *sp = &dt_io_sites[i];

		if (dt_io_btf_id(sp->is_tp) <= 0) {
			dt_dprintf("io: no tracepoint %s here\n", sp->is_tp);
			continue;
		}
		if (dt_probe_insert(dtp, pvp, "vmlinux", sp->is_tp, sp->is_name,
		    (void *)sp) == NULL)
			break;
	}
	return (int)(dtp->dt_nprobes - before);
}

/* ---- programs ---- */

/*
 * r0 = the byte at r3 + off of kernel memory, through argv[1] as a buffer
 * (overwritten later); a failed read does not fire the probe.
 */
static void
dt_io_read(dt_irlist_t *dlp, uint32_t exitlbl, uint32_t off, int size)
{
	dt_irlist_append(dlp, BPF_MOV64_REG(BPF_REG_1, DT_REG_MEM));
	dt_irlist_append(dlp, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1,
	    DT_MEM_ARGV + 8));
	dt_irlist_append(dlp, BPF_ST_MEM(BPF_DW, DT_REG_MEM, DT_MEM_ARGV + 8, 0));
	dt_irlist_append(dlp, BPF_MOV64_IMM(BPF_REG_2, size));
	dt_irlist_append(dlp, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, off));
	dt_irlist_append(dlp, BPF_CALL_HELPER(BPF_FUNC_probe_read_kernel));
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JNE, BPF_REG_0, 0, 0), exitlbl);
	dt_irlist_append(dlp, BPF_LDX_MEM(size == 8 ? BPF_DW : BPF_B, BPF_REG_0,
	    DT_REG_MEM, DT_MEM_ARGV + 8));
}

/* Go to exitlbl unless the task in r3 is in an I/O wait (in_iowait). */
static int
dt_io_iowait(dtrace_hdl_t *dtp, dt_irlist_t *dlp, uint32_t exitlbl)
{
	uint32_t bit;

	if (dt_btf_bitoffset("task_struct", "in_iowait", &bit) != 0)
		return dt_set_errmsg(dtp, EDT_ATTACH, "io: the kernel's "
		    "task_struct has no in_iowait");
	dt_io_read(dlp, exitlbl, bit / 8, 1);
	dt_irlist_append(dlp, BPF_ALU64_IMM(BPF_AND, BPF_REG_0, 1 << (bit % 8)));
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), exitlbl);
	return 0;
}

/*
 * The trampoline: the probe id, then the bio in arg0 (r2 below), 0 in
 * arg1 (the file) and the other arguments.  The context is the
 * tracepoint's arguments, one u64 each.
 */
static int
dt_io_trampoline(dtrace_hdl_t *dtp, dt_probe_t *prp, dt_irlist_t *dlp,
    uint32_t exitlbl)
{
	const dt_io_site_t *sp = prp->pr_data;
	uint32_t off;
	int i;

	dt_irlist_append(dlp, BPF_ST_MEM(BPF_W, DT_REG_MEM, DT_MEM_PRID,
	    (int32_t)prp->pr_desc.id));
	dt_irlist_append(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_6, BPF_REG_FP,
	    DT_STK_CTX));
	switch (sp->is_kind) {
	case DT_IO_ARG0:
	case DT_IO_ARG1:
		dt_irlist_append(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_6,
		    sp->is_kind == DT_IO_ARG0 ? 0 : 8));
		break;
	case DT_IO_REQ:
		if (dt_btf_offset("request", "bio", &off) != 0)
			return dt_set_errmsg(dtp, EDT_ATTACH, "io: the kernel's "
			    "struct request has no bio");
		dt_irlist_append(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_6, 0));
		dt_io_read(dlp, exitlbl, off, 8);
		dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), exitlbl);
		break;
	case DT_IO_WAIT_START:
		/* preempted, or still runnable: not a wait */
		dt_irlist_append(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_6, 0));
		dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JNE, BPF_REG_0, 0, 0), exitlbl);
		dt_irlist_append(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_6, 24));
		dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), exitlbl);
		dt_irlist_append(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_6, 8));
		if (dt_io_iowait(dtp, dlp, exitlbl) != 0)
			return -1;
		dt_irlist_append(dlp, BPF_MOV64_IMM(BPF_REG_0, 0));
		break;
	case DT_IO_WAIT_DONE:
		/* is_switch: the task did leave the CPU */
		dt_irlist_append(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_6, 0));
		dt_irlist_append(dlp, BPF_ALU64_IMM(BPF_AND, BPF_REG_0, 0xff));
		dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), exitlbl);
		dt_irlist_append(dlp, BPF_CALL_HELPER(BPF_FUNC_get_current_task));
		dt_irlist_append(dlp, BPF_MOV64_REG(BPF_REG_3, BPF_REG_0));
		if (dt_io_iowait(dtp, dlp, exitlbl) != 0)
			return -1;
		dt_irlist_append(dlp, BPF_MOV64_IMM(BPF_REG_0, 0));
		break;
	}
	dt_irlist_append(dlp, BPF_STX_MEM(BPF_DW, DT_REG_MEM, BPF_REG_0,
	    DT_MEM_ARGV));
	for (i = 1; i < DT_MAXARGS; i++)
		dt_irlist_append(dlp, BPF_ST_MEM(BPF_DW, DT_REG_MEM,
		    DT_MEM_ARGV + 8 * i, 0));
	return 0;
}

static int
dt_io_target(dtrace_hdl_t *dtp, dt_probe_t *prp, dt_target_t *tgp)
{
	const dt_io_site_t *sp = prp->pr_data;
	int id = dt_io_btf_id(sp->is_tp);

	if (id <= 0)
		return dt_set_errmsg(dtp, EDT_ATTACH, "io: no tracepoint %s",
		    sp->is_tp);
	tgp->tg_kind = DT_TARGET_BTFTP;
	tgp->tg_btf_id = id;
	tgp->tg_tpname = sp->is_tp;
	return 0;
}

/* ---- describing ---- */

static int
dt_io_probe_info(dtrace_hdl_t *dtp, const dt_probe_t *prp, int *argcp,
    dt_argdesc_t **argvp)
{
	static const dt_argdesc_t args[3] = {
		{ 0, "struct bio *", "bufinfo_t *", NULL, NULL, 0 },
		{ 1, "struct bio *", "devinfo_t *", NULL, NULL, 0 },
		{ 2, "struct file *", "fileinfo_t *", NULL, NULL, 1 },
	};
	dt_argdesc_t *argv = dt_alloc(dtp, sizeof(args));

	*argcp = 0;
	*argvp = NULL;
	if (argv == NULL)
		return -1;
	memcpy(argv, args, sizeof(args));
	*argcp = 3;
	*argvp = argv;
	return 0;
}

static void
dt_io_provider_destroy(dtrace_hdl_t *dtp, void *datap)
{
	dt_free(dtp, datap);
}

const dt_provimpl_t dt_io = {
	.name = "io",
	/* DTrace's io: names and arguments evolving */
	.attr_probe = { DTRACE_STABILITY_EVOLVING, DTRACE_STABILITY_EVOLVING,
	    DTRACE_CLASS_ISA },
	.attr_args = { DTRACE_STABILITY_EVOLVING, DTRACE_STABILITY_EVOLVING,
	    DTRACE_CLASS_ISA },
	.populate = dt_io_populate,
	.provide = dt_io_provide,
	.trampoline = dt_io_trampoline,
	.target = dt_io_target,
	.probe_info = dt_io_probe_info,
	.provider_destroy = dt_io_provider_destroy,
};
