/*
 * dt_rtld.c: noticing dlopen() and dlclose() in traced processes.
 *
 * The dynamic linker calls the empty function _dl_debug_state() (r_brk of
 * the r_debug rendezvous, where debuggers break) before and after it
 * changes the list of loaded objects.  For each process whose probes a
 * description names, dt_rtld_watch() puts a uprobe there, filtered to that
 * pid.  Its program sends a record (stid DT_STID_RTLD, the pid in the
 * header's pad, the thread id in its prid) to user space with a forced
 * wake-up, and holds the process so that nothing in a new library runs
 * before its probes are attached:
 *
 *   - a process that dtrace started (-c, link cookie 1): SIGSTOP (sent
 *     first), and SIGCONT once the record has been handled;
 *   - a -p process whose threads dtrace could seize with ptrace (cookie 2,
 *     dt_pctl_seize.c): SIGURG to the thread, after the record; the thread
 *     stops in a signal-delivery-stop, which only its tracer sees, and
 *     dt_pctl_seize_pump() resumes it with the signal suppressed once the
 *     record has been handled.  A SIGSTOP would be a job-control stop that
 *     the process's parent (a shell) sees;
 *   - any other process (cookie 0: named by pid, not grabbed, or held by
 *     another tracer): not held; its new probes come a few ms late.
 *
 * The consumer has the providers look at the process again
 * (dt_program_update()), which discovers the new objects and enables what
 * the program's descriptions now match.
 *
 * _dl_debug_state is found from the process's auxiliary vector: AT_BASE is
 * the dynamic linker's load address; the mapping there (dt_maps.c) is named
 * by its /proc/PID/map_files link (so the uprobe lands on the very inode the
 * process maps), and the symbol is looked up in the dynamic linker's
 * symbols (dt_object.c: .symtab, its debug file's and .dynsym merged; glibc
 * exports it in .dynsym as GLIBC_PRIVATE), read once for every process.  A static
 * executable has no AT_BASE and nothing to watch.
 */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <elf.h>
#include "dt_impl.h"
#include "dt_maps.h"
#include "dt_object.h"
#include "dt_bpf.h"
#include "dt_insn.h"
#include "dt_rtld.h"
#include "dt_follow.h"
#include "dt_pctl.h"
#include "dt_pctl_seize.h"

/* How a process is held at each event: the link's cookie. */
#define DT_RTLD_RUN	0	/* not held */
#define DT_RTLD_SIGSTOP	1	/* -c: SIGSTOP, SIGCONT */
#define DT_RTLD_SIGURG	2	/* -p, seized: SIGURG, swallowed */

typedef struct dt_rtld {
	pid_t dr_pid;
	int dr_stop;			/* DT_RTLD_SIGSTOP it at each event */
	int dr_unseen;			/* it ran while the watch was put in */
	dt_uprobe_link_t *dr_link;
	struct dt_rtld *dr_next;
} dt_rtld_t;

/* ---- finding _dl_debug_state ---- */

static uint64_t
dt_rtld_base(pid_t pid)
{
	char fn[64];
	uint64_t av[2], base = 0;
	int fd;

	snprintf(fn, sizeof(fn), "/proc/%d/auxv", (int)pid);
	if ((fd = open(fn, O_RDONLY)) < 0)
		return 0;
	while (read(fd, av, sizeof(av)) == sizeof(av) && av[0] != AT_NULL)
		if (av[0] == AT_BASE)
			base = av[1];
	close(fd);
	return base;
}

/*
 * The file offset of _dl_debug_state in the object mapped at base, and the
 * path to put a uprobe there.  0 or -1.
 */
static int
dt_rtld_offset(dtrace_hdl_t *dtp, pid_t pid, uint64_t base, char *path,
    size_t len, uint64_t *offp)
{
	const dt_mapping_t *dmp;
	const dt_objsym_t *osp;
	dt_object_t *obp;
	dt_maps_t *msp;

	if ((msp = dt_maps_get(dtp, pid)) == NULL ||
	    (dmp = dt_maps_find(msp, base)) == NULL ||
	    dt_mapping_file(msp, dmp, path, len) != 0 ||
	    (obp = dt_object_get(dtp, msp, dmp)) == NULL ||
	    (osp = dt_object_sym_named(obp, "_dl_debug_state")) == NULL)
		return -1;
	return dt_object_offset(obp, osp->os_value, offp);
}

/* The file and offset of pid's _dl_debug_state, for a uprobe.  0 or -1. */
int
dt_rtld_site(dtrace_hdl_t *dtp, pid_t pid, char *path, size_t len,
    uint64_t *offp)
{
	uint64_t base = dt_rtld_base(pid);

	return base == 0 ? -1 : dt_rtld_offset(dtp, pid, base, path, len, offp);
}

/* ---- the program ---- */

/*
 * Cookie 1: SIGSTOP the process.  Then send (tid, DT_STID_RTLD, cpu, pid).
 * The stop comes first, so the SIGCONT the consumer sends on reading the
 * record cannot come before it and leave the process stopped; if the
 * record cannot be sent (ring buffer full), nobody will continue the
 * process, so it gets its SIGCONT at once.  Cookie 2: once the record is
 * sent, SIGURG to the thread (dt_pctl_seize.c swallows it).
 */
static int
dt_rtld_prog(dtrace_hdl_t *dtp)
{
	struct bpf_insn insns[] = {
		BPF_CALL_HELPER(BPF_FUNC_get_attach_cookie),	/* r1: ctx */
		BPF_MOV64_REG(BPF_REG_6, BPF_REG_0),
		BPF_JMP_IMM(BPF_JNE, BPF_REG_6, DT_RTLD_SIGSTOP, 2),
		BPF_MOV64_IMM(BPF_REG_1, SIGSTOP),
		BPF_CALL_HELPER(BPF_FUNC_send_signal),
		BPF_CALL_HELPER(BPF_FUNC_get_current_pid_tgid),
		BPF_STX_MEM(BPF_W, BPF_REG_FP, BPF_REG_0, -16),	/* tid */
		BPF_ALU64_IMM(BPF_RSH, BPF_REG_0, 32),
		BPF_STX_MEM(BPF_W, BPF_REG_FP, BPF_REG_0, -4),
		BPF_CALL_HELPER(BPF_FUNC_get_smp_processor_id),
		BPF_STX_MEM(BPF_W, BPF_REG_FP, BPF_REG_0, -8),
		BPF_ST_MEM(BPF_W, BPF_REG_FP, -12, (int32_t)DT_STID_RTLD),
		BPF_LD_IMM64_LO(BPF_REG_1, BPF_PSEUDO_MAP_FD,
		    dtp->dt_mapfd[DT_MAP_RINGBUF]),
		BPF_LD_IMM64_HI(0),
		BPF_MOV64_REG(BPF_REG_2, BPF_REG_FP),
		BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, -16),
		BPF_MOV64_IMM(BPF_REG_3, sizeof(struct dt_rec_hdr)),
		BPF_MOV64_IMM(BPF_REG_4, BPF_RB_FORCE_WAKEUP),
		BPF_CALL_HELPER(BPF_FUNC_ringbuf_output),
		BPF_JMP_IMM(BPF_JNE, BPF_REG_0, 0, 4),
		BPF_JMP_IMM(BPF_JNE, BPF_REG_6, DT_RTLD_SIGURG, 6),
		BPF_MOV64_IMM(BPF_REG_1, SIGURG),
		BPF_CALL_HELPER(BPF_FUNC_send_signal_thread),
		BPF_JMP_IMM(BPF_JA, 0, 0, 3),
		BPF_JMP_IMM(BPF_JNE, BPF_REG_6, DT_RTLD_SIGSTOP, 2),
		BPF_MOV64_IMM(BPF_REG_1, SIGCONT),
		BPF_CALL_HELPER(BPF_FUNC_send_signal),
		BPF_MOV64_IMM(BPF_REG_0, 0),
		BPF_EXIT_INSN(),
	};

	if (dtp->dt_rtld_prog < 0)
		dtp->dt_rtld_prog = dt_uprobe_prog_load(dtp, "dt_rtld", insns,
		    sizeof(insns) / sizeof(insns[0]));
	return dtp->dt_rtld_prog;
}

/* ---- watching ---- */

/*
 * How to hold pid: stop (-c) is SIGSTOP; a -p process is seized, if it
 * can be, and gets SIGURG; anything else runs on.
 */
static uint64_t
dt_rtld_mode(dtrace_hdl_t *dtp, pid_t pid, int stop)
{
	dt_pctl_t *dpr = dt_pctl_lookup(dtp, pid);

	if (stop)
		return DT_RTLD_SIGSTOP;
	if (dpr != NULL && !dpr->dpr_created && dt_pseize(dtp, dpr) == 1)
		return DT_RTLD_SIGURG;
	return DT_RTLD_RUN;
}

int
dt_rtld_watch(dtrace_hdl_t *dtp, pid_t pid, int stop)
{
	char path[96];
	uint64_t off, cookie;
	dt_rtld_t *drp;

	for (drp = dtp->dt_rtld; drp != NULL; drp = drp->dr_next)
		if (drp->dr_pid == pid)
			return 0;
	dt_pctl_test_wait("rtld");
	if (dt_rtld_site(dtp, pid, path, sizeof(path), &off) != 0) {
		dt_dprintf("rtld: no _dl_debug_state in process %d\n", (int)pid);
		return 0;
	}
	if (dt_rtld_prog(dtp) < 0 || (drp = calloc(1, sizeof(*drp))) == NULL)
		return -1;
	cookie = dt_rtld_mode(dtp, pid, stop);
	drp->dr_pid = pid;
	drp->dr_stop = stop;
	drp->dr_unseen = !stop;
	drp->dr_link = dt_uprobe_attach(dtp, dtp->dt_rtld_prog, path, 1, &off,
	    NULL, &cookie, pid);
	if (drp->dr_link == NULL) {
		free(drp);
		return -1;
	}
	dt_dprintf("rtld: watching process %d at %s+%#lx%s\n", (int)pid, path,
	    (unsigned long)off, cookie == DT_RTLD_SIGSTOP ? ", stopping it" :
	    cookie == DT_RTLD_SIGURG ? ", holding it (seized)" : "");
	drp->dr_next = dtp->dt_rtld;
	dtp->dt_rtld = drp;
	return 0;
}

/*
 * A process that runs (-p) may have dlopen()ed objects between the scan of
 * its objects (at compile time) and the moment its watch was in place: no
 * event will tell of those.  The driver asks, once everything is attached
 * (dtrace_go), for each such process in turn and looks at it again
 * (dt_program_update), as after an event.  0 when there is none left.
 */
pid_t
dt_rtld_unseen(dtrace_hdl_t *dtp)
{
	dt_rtld_t *drp;

	for (drp = dtp->dt_rtld; drp != NULL; drp = drp->dr_next)
		if (drp->dr_unseen) {
			drp->dr_unseen = 0;
			return drp->dr_pid;
		}
	return 0;
}

/* After an event has been handled: let the process run again if we stopped it. */
void
dt_rtld_resume(dtrace_hdl_t *dtp, pid_t pid)
{
	dt_rtld_t *drp;

	for (drp = dtp->dt_rtld; drp != NULL; drp = drp->dr_next)
		if (drp->dr_pid == pid && drp->dr_stop)
			kill(pid, SIGCONT);
	dt_follow_handled(dtp->dt_follow, pid);
}

void
dt_rtld_fini(dtrace_hdl_t *dtp)
{
	dt_rtld_t *drp;

	while ((drp = dtp->dt_rtld) != NULL) {
		dtp->dt_rtld = drp->dr_next;
		dt_uprobe_detach(drp->dr_link);
		if (drp->dr_stop)	/* an event we did not get to */
			kill(drp->dr_pid, SIGCONT);
		free(drp);
	}
	if (dtp->dt_rtld_prog >= 0)
		close(dtp->dt_rtld_prog);
	dtp->dt_rtld_prog = -1;
}
