/*
 * dt_prov_fbt.c: the fbt provider's absence, said once and clearly.
 *
 * DTrace's fbt (function boundary tracing) probes are fbt::<function>:entry
 * and :return of every kernel function.  On Linux they need kprobes or BPF
 * fentry/fexit programs; this provider creates no probes (fbt on fentry is
 * not written yet), and only answers why `fbt` is not a provider here
 * (dt_provimpl_t.absent), so that `fbt::do_sys_open:entry` fails with
 *
 *   no provider 'fbt' on this system: the kernel allows neither kprobes
 *   nor fentry
 *
 * rather than "does not match any probes".  The answer comes from the
 * kernel, asked once per process, the first time a description names fbt:
 * kprobes exist if the kernel has a kprobe PMU (/sys/bus/event_source/
 * devices/kprobe); fentry is allowed if a trivial fentry program on a
 * kernel function (from vmlinux BTF) loads and attaches (this kernel
 * refuses it with EPERM).
 */
#include <errno.h>
#include <string.h>
#include <unistd.h>
#include <bpf/btf.h>
#include "dt_impl.h"
#include "dt_provider.h"
#include "dt_bpf.h"
#include "dt_btf.h"

#define DT_KPROBE_PMU	"/sys/bus/event_source/devices/kprobe"

/* Functions to try an fentry program on: any that vmlinux BTF has. */
static const char *const dt_fbt_funcs[] = {
	"vfs_read", "do_sys_openat2", "schedule", NULL
};

/* 0 if fentry works, else the errno of the refusal (ENOENT: no BTF). */
static int
dt_fbt_fentry_errno(void)
{
	struct btf *btf = dt_btf_vmlinux();
	int i, id;

	for (i = 0; btf != NULL && dt_fbt_funcs[i] != NULL; i++)
		if ((id = btf__find_by_name_kind(btf, dt_fbt_funcs[i],
		    BTF_KIND_FUNC)) > 0)
			return dt_bpf_fentry_errno((uint32_t)id);
	return ENOENT;
}

static const char *
dt_fbt_absent(dtrace_hdl_t *dtp)
{
	static const char *why;
	int kprobes, ferr;

	if (why != NULL)
		return why;
	kprobes = access(DT_KPROBE_PMU, F_OK) == 0;
	ferr = dt_fbt_fentry_errno();
	dt_dprintf("fbt: kprobes %s; fentry %s%s\n", kprobes ? "present" :
	    "absent", ferr == 0 ? "allowed" : "refused: ",
	    ferr == 0 ? "" : strerror(ferr));
	if (!kprobes && ferr != 0)
		why = "the kernel allows neither kprobes nor fentry";
	else
		why = "fbt is not implemented yet";
	return why;
}

const dt_provimpl_t dt_fbt = {
	.name = "fbt",
	.absent = dt_fbt_absent,
};
