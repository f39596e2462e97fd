/*
 * dt_follow.c: following new processes for stapsdt descriptions that glob
 * the pid (stapsdt*:::gc-start, postgresql*:::query-start): children that
 * traced processes fork, and processes that exec an object with enabled
 * sites or an executable dtrace has not seen.
 *
 * As DTrace, where a process registers its probes before it runs (its
 * dtrace_dof_init() constructor), a new process fires only its own probes
 * (stapsdtPID:..., made for it), from its first instruction: it is held
 * (stopped) until dtrace has scanned it, made its probes and given it its
 * dispatch entries (keyed by (pid, site cookie)), and then let go.
 *
 *   - fork: a raw tracepoint program (tp_btf) on sched_process_fork, run by
 *     the parent before the child first runs, admits a new process (not a
 *     thread) of a followed parent to the followed set (a hash of tgids, so
 *     that its own children are followed too) and holds it: a SIGSTOP
 *     (kfuncs bpf_task_from_pid(), bpf_send_signal_task()) pending before
 *     its first instruction.  It shares the parent's objects, and so the
 *     breakpoints of their shared links.
 *   - exec: a program on sched_process_exec, run by the process before its
 *     new image's first instruction, holds it (bpf_send_signal(SIGSTOP))
 *     if it is followed, or its new executable's inode number is one of
 *     the objects with enabled sites (a hash of inode numbers; a collision
 *     only costs a needless scan), or its executable (device, inode) is in
 *     the seen set as PENDING (never seen: entered so; or no process of it
 *     has exited yet) or INTERESTING (a process of it got probes: they may
 *     be in a library it maps after the exec).  A process that maps
 *     nothing of interest costs hash lookups.
 *   - the dynamic linker: an unfiltered uprobe on _dl_debug_state (called
 *     before and after the linker maps objects: the libraries a program
 *     links, dlopen(), dlclose()) holds a process held before (the watch
 *     set) or followed, so that what it maps is scanned before it runs.
 *
 * Each sends a record (stid DT_STID_RTLD, the pid in the pad) with a
 * forced wake-up; the consumer calls dt_program_update(), which scans the
 * process, creates its probes, matches the enabled descriptions again and
 * enables them, then dt_follow_handled() sends SIGCONT.
 *
 * Never left held.  Each hold is an entry (pid, number) of the held set,
 * which its own record releases.  dtrace lets them all go when it stops
 * following (dt_follow_stop()); if it dies, however (SIGKILL), a program on
 * sched_process_exit (which also takes exiting processes out of the watch
 * and pending sets) runs in its last thread while its descriptors, and so
 * the links, are still open: it sets the dying flag and SIGCONTs every
 * held process.  A hold checks the flag after entering the held set (see
 * DT_FOLLOW_HOLD), so none slips between.
 * A stopped dtrace (SIGSTOP, ^Z) holds new processes until it continues.
 * The stop is a job-control stop: a parent that waits with WUNTRACED (an
 * interactive shell) sees it stop and continue.
 *
 * If the process is gone by the time it is scanned, the executable is
 * forgotten (dt_follow_handled()) so that its next exec is reported again.
 * Kernel structure offsets (task_struct, mm_struct, file, inode) come from
 * the kernel's BTF.
 */
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <bpf/bpf.h>
#include <bpf/btf.h>
#include "dt_follow.h"
#include "dt_bpf.h"
#include "dt_btf.h"
#include "dt_insn.h"
#include "dt_rtld.h"

#define DT_FOLLOW_MAXPIDS	(1U << 16)
#define DT_FOLLOW_MAXINODES	(1U << 12)
#define DT_FOLLOW_MAXSEEN	(1U << 16)
#define DT_FOLLOW_NPROGS	3
#define DT_FOLLOW_PIDTYPE_TGID	1	/* the kernel's enum pid_type */

/* The flags array: dtrace is dying; the holds' counter. */
#define DT_FOLLOW_DYING		0
#define DT_FOLLOW_COUNTER	1
#define DT_FOLLOW_SEQBIT	0x80000000U	/* in every hold's number */
#define DT_FOLLOW_FETCH_ADD32(d, s, o) \
	DT_INSN(BPF_STX | BPF_W | BPF_ATOMIC, d, s, o, BPF_ADD | BPF_FETCH)

/*
 * The seen set's values: an executable being scanned; scanned, of no
 * interest; one whose processes got probes (in it, or in a library they
 * map at startup or dlopen()): each of its processes is held at its exec.
 */
#define DT_FOLLOW_PENDING	1
#define DT_FOLLOW_SCANNED	2
#define DT_FOLLOW_INTERESTING	3

struct dt_follow {
	int df_pidfd;			/* hash: tgid -> 1, followed processes */
	int df_inofd;			/* hash: inode number -> 1 */
	int df_seenfd;			/* hash: dt_follow_key_t -> PENDING or
					   SCANNED, executables seen exec'd */
	int df_pendfd;			/* hash: tgid -> dt_follow_key_t, processes
					   whose record is not handled yet */
	int df_heldfd;			/* hash: dt_follow_hold_t -> 1, holds
					   (stopped processes) whose record is
					   not handled yet */
	int df_dyingfd;			/* array[2]: dtrace is exiting (DYING);
					   the holds' counter (COUNTER) */
	int df_watchfd;			/* hash: tgid -> 1, new processes whose
					   dynamic linker is watched */
	int df_rtldprog;		/* the _dl_debug_state program */
	dt_uprobe_link_t *df_rtldlink;	/* its unfiltered uprobe on ld.so */
	int df_progs[DT_FOLLOW_NPROGS];	/* exit, fork, exec programs */
	int df_links[DT_FOLLOW_NPROGS];	/* their raw tracepoint links */
};

/* An executable, as the exec program sees it: the kernel's dev_t. */
typedef struct dt_follow_key {
	uint64_t fk_ino;
	uint32_t fk_dev;
	uint32_t fk_pad;
} dt_follow_key_t;

/* A hold: the process, and the hold's number (DT_FOLLOW_SEQBIT set). */
typedef struct dt_follow_hold {
	uint32_t fh_pid;
	uint32_t fh_seq;
} dt_follow_hold_t;

/* Kernel offsets the programs need. */
typedef struct dt_follow_offs {
	uint32_t fo_pid, fo_tgid, fo_file, fo_inode, fo_ino, fo_sb, fo_dev;
} dt_follow_offs_t;

/* BTF ids: the kfuncs that hold and release a task, the tracepoints. */
typedef struct dt_follow_kfuncs {
	int32_t fk_from_pid, fk_signal, fk_release;
	int32_t fk_tp_fork, fk_tp_exit;
} dt_follow_kfuncs_t;

static int
dt_follow_offsets(dtrace_hdl_t *dtp, dt_follow_offs_t *op)
{
	if (dt_btf_offset("task_struct", "pid", &op->fo_pid) != 0 ||
	    dt_btf_offset("task_struct", "tgid", &op->fo_tgid) != 0 ||
	    dt_btf_offset("linux_binprm", "file", &op->fo_file) != 0 ||
	    dt_btf_offset("file", "f_inode", &op->fo_inode) != 0 ||
	    dt_btf_offset("inode", "i_ino", &op->fo_ino) != 0 ||
	    dt_btf_offset("inode", "i_sb", &op->fo_sb) != 0 ||
	    dt_btf_offset("super_block", "s_dev", &op->fo_dev) != 0)
		return dt_set_errmsg(dtp, EDT_NOTSUP, "cannot follow new "
		    "processes: the kernel's BTF lacks a task, binprm, file or "
		    "inode member");
	return 0;
}

static int
dt_follow_btf_id(const char *name, int kind, int32_t *idp)
{
	struct btf *btf = dt_btf_vmlinux();

	*idp = btf == NULL ? -1 : btf__find_by_name_kind(btf, name, kind);
	return *idp > 0 ? 0 : -1;
}

static int
dt_follow_kfuncs(dtrace_hdl_t *dtp, dt_follow_kfuncs_t *kp)
{
	if (dt_follow_btf_id("bpf_task_from_pid", BTF_KIND_FUNC, &kp->fk_from_pid) ||
	    dt_follow_btf_id("bpf_send_signal_task", BTF_KIND_FUNC, &kp->fk_signal) ||
	    dt_follow_btf_id("bpf_task_release", BTF_KIND_FUNC, &kp->fk_release) ||
	    dt_follow_btf_id("btf_trace_sched_process_fork", BTF_KIND_TYPEDEF,
	    &kp->fk_tp_fork) ||
	    dt_follow_btf_id("btf_trace_sched_process_exit", BTF_KIND_TYPEDEF,
	    &kp->fk_tp_exit))
		return dt_set_errmsg(dtp, EDT_NOTSUP, "cannot follow new "
		    "processes: the kernel lacks bpf_send_signal_task() or "
		    "bpf_task_from_pid() (Linux 6.13)");
	return 0;
}

/* r3 = *(u64 *)(fp + from) + off, then probe_read_kernel(fp + to, size, r3). */
#define DT_FOLLOW_READ(from, off, to, size)			\
	BPF_LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_FP, (from)),	\
	BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, (off)),		\
	BPF_MOV64_REG(BPF_REG_1, BPF_REG_FP),			\
	BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, (to)),		\
	BPF_MOV64_IMM(BPF_REG_2, (size)),			\
	BPF_CALL_HELPER(BPF_FUNC_probe_read_kernel)

/* The record (0, DT_STID_RTLD, cpu, the pid at fp-8) at fp-24, sent. */
#define DT_FOLLOW_SEND(ringfd)						\
	BPF_LDX_MEM(BPF_W, BPF_REG_6, BPF_REG_FP, -8),			\
	BPF_STX_MEM(BPF_W, BPF_REG_FP, BPF_REG_6, -12),			\
	BPF_CALL_HELPER(BPF_FUNC_get_smp_processor_id),			\
	BPF_STX_MEM(BPF_W, BPF_REG_FP, BPF_REG_0, -16),			\
	BPF_ST_MEM(BPF_W, BPF_REG_FP, -20, (int32_t)DT_STID_RTLD),	\
	BPF_ST_MEM(BPF_W, BPF_REG_FP, -24, 0),				\
	BPF_LD_IMM64_LO(BPF_REG_1, BPF_PSEUDO_MAP_FD, (ringfd)),	\
	BPF_LD_IMM64_HI(0),						\
	BPF_MOV64_REG(BPF_REG_2, BPF_REG_FP),				\
	BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, -24),				\
	BPF_MOV64_IMM(BPF_REG_3, sizeof(struct dt_rec_hdr)),		\
	BPF_MOV64_IMM(BPF_REG_4, BPF_RB_FORCE_WAKEUP),			\
	BPF_CALL_HELPER(BPF_FUNC_ringbuf_output)

/* update(map fd, fp + keyoff, fp + valoff, flags) */
#define DT_FOLLOW_UPDATE(fd, keyoff, valoff, flags)			\
	BPF_LD_IMM64_LO(BPF_REG_1, BPF_PSEUDO_MAP_FD, (fd)),		\
	BPF_LD_IMM64_HI(0),						\
	BPF_MOV64_REG(BPF_REG_2, BPF_REG_FP),				\
	BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, (keyoff)),			\
	BPF_MOV64_REG(BPF_REG_3, BPF_REG_FP),				\
	BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, (valoff)),			\
	BPF_MOV64_IMM(BPF_REG_4, (flags)),				\
	BPF_CALL_HELPER(BPF_FUNC_map_update_elem)

/* r0 = lookup(map fd, fp + keyoff) */
#define DT_FOLLOW_LOOKUP(fd, keyoff)					\
	BPF_LD_IMM64_LO(BPF_REG_1, BPF_PSEUDO_MAP_FD, (fd)),		\
	BPF_LD_IMM64_HI(0),						\
	BPF_MOV64_REG(BPF_REG_2, BPF_REG_FP),				\
	BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, (keyoff)),			\
	BPF_CALL_HELPER(BPF_FUNC_map_lookup_elem)

/*
 * Hold the process whose tgid is at fp-8 (a SIGSTOP already sent): enter
 * it in the watch set (its dynamic linker is watched from now on) and, as
 * (tgid, a number unique to this hold), in the held set; the record the
 * hold sends releases that entry only (dt_follow_release()), so a release
 * never removes the next hold's entry.  If dtrace is dying (the exit
 * program has run or runs now), let it go again (SIGCONT, by `cont`,
 * DT_FOLLOW_CONT_*).  The held entry goes in before the dying flag is
 * read, and the exit program sets the flag before it reads the held set
 * (both with full barriers: a map update and an atomic fetch), so one of
 * the two sends the SIGCONT.  fp-72: the value 1, fp-76: a key of the
 * flags array, fp-88: the held key.  40 instructions + cont.
 */
#define DT_FOLLOW_HOLD(dfp, ...)					\
	BPF_ST_MEM(BPF_W, BPF_REG_FP, -72, 1),				\
	DT_FOLLOW_UPDATE((dfp)->df_watchfd, -8, -72, BPF_ANY),		\
	BPF_ST_MEM(BPF_W, BPF_REG_FP, -76, DT_FOLLOW_COUNTER),		\
	DT_FOLLOW_LOOKUP((dfp)->df_dyingfd, -76),			\
	BPF_MOV64_IMM(BPF_REG_1, 1),					\
	BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 1),				\
	DT_FOLLOW_FETCH_ADD32(BPF_REG_0, BPF_REG_1, 0),			\
	BPF_ALU32_IMM(BPF_OR, BPF_REG_1, (int32_t)DT_FOLLOW_SEQBIT),	\
	BPF_STX_MEM(BPF_W, BPF_REG_FP, BPF_REG_1, -84),			\
	BPF_LDX_MEM(BPF_W, BPF_REG_1, BPF_REG_FP, -8),			\
	BPF_STX_MEM(BPF_W, BPF_REG_FP, BPF_REG_1, -88),			\
	DT_FOLLOW_UPDATE((dfp)->df_heldfd, -88, -72, BPF_ANY),		\
	BPF_ST_MEM(BPF_W, BPF_REG_FP, -76, DT_FOLLOW_DYING),		\
	DT_FOLLOW_LOOKUP((dfp)->df_dyingfd, -76),			\
	BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 3 + DT_FOLLOW_NCONT),	\
	BPF_MOV64_IMM(BPF_REG_1, 0),					\
	BPF_ATOMIC_FETCH_OR32(BPF_REG_0, BPF_REG_1, 0),			\
	BPF_JMP_IMM(BPF_JEQ, BPF_REG_1, 0, DT_FOLLOW_NCONT),		\
	__VA_ARGS__

/*
 * SIGCONT to the held process: in the exec program it is current
 * (bpf_send_signal()), in the fork program the child, whose task the
 * program holds a reference to in r7 (the kfunc bpf_send_signal_task()).
 * Both DT_FOLLOW_NCONT instructions long.
 */
#define DT_FOLLOW_NCONT		5
#define DT_FOLLOW_CONT_SELF						\
	BPF_MOV64_IMM(BPF_REG_1, SIGCONT),				\
	BPF_CALL_HELPER(BPF_FUNC_send_signal),				\
	BPF_NOP(), BPF_NOP(), BPF_NOP()
#define DT_FOLLOW_CONT_TASK(id)						\
	BPF_MOV64_REG(BPF_REG_1, BPF_REG_7),				\
	BPF_MOV64_IMM(BPF_REG_2, SIGCONT),				\
	BPF_MOV64_IMM(BPF_REG_3, DT_FOLLOW_PIDTYPE_TGID),		\
	BPF_MOV64_IMM(BPF_REG_4, 0),					\
	BPF_CALL_KFUNC(id)

/*
 * After DT_FOLLOW_SEND: if the record could not be sent, nobody will let
 * the process go: SIGCONT it now and forget it (6 + NCONT).
 */
#define DT_FOLLOW_UNSENT(dfp, ...)					\
	BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, DT_FOLLOW_NCONT + 5),	\
	__VA_ARGS__,							\
	BPF_LD_IMM64_LO(BPF_REG_1, BPF_PSEUDO_MAP_FD, (dfp)->df_heldfd),\
	BPF_LD_IMM64_HI(0),						\
	BPF_MOV64_REG(BPF_REG_2, BPF_REG_FP),				\
	BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, -88),				\
	BPF_CALL_HELPER(BPF_FUNC_map_delete_elem)

/*
 * sched_process_fork(parent, child), run by the parent (tp_btf, so that
 * it may call kfuncs).  Stack: fp-8 the child's tgid, fp-4 its pid, fp-32
 * the parent's tgid, fp-48 the child task.  For a new process (not a
 * thread) of a followed parent: admit the child, hold it (the kfuncs
 * bpf_task_from_pid(), bpf_send_signal_task(): a SIGSTOP pending before it
 * first runs), send the record.
 */
static int
dt_follow_fork_prog(dtrace_hdl_t *dtp, const dt_follow_t *dfp,
    const dt_follow_offs_t *op, const dt_follow_kfuncs_t *kp)
{
	const struct bpf_insn insns[] = {
		/* 0 */ BPF_LDX_MEM(BPF_DW, BPF_REG_6, BPF_REG_1, 8),
		BPF_STX_MEM(BPF_DW, BPF_REG_FP, BPF_REG_6, -48),
		/* 2 */ DT_FOLLOW_READ(-48, op->fo_tgid, -8, 4),
		/* 8 */ DT_FOLLOW_READ(-48, op->fo_pid, -4, 4),
		/* 14 */ BPF_LDX_MEM(BPF_W, BPF_REG_1, BPF_REG_FP, -8),
		BPF_LDX_MEM(BPF_W, BPF_REG_2, BPF_REG_FP, -4),
		BPF_JMP_REG(BPF_JNE, BPF_REG_1, BPF_REG_2, 96),	/* a thread: 113 */
		/* 17 */ BPF_CALL_HELPER(BPF_FUNC_get_current_pid_tgid),
		BPF_ALU64_IMM(BPF_RSH, BPF_REG_0, 32),
		BPF_STX_MEM(BPF_W, BPF_REG_FP, BPF_REG_0, -32),
		/* 20 */ DT_FOLLOW_LOOKUP(dfp->df_pidfd, -32),
		/* 25 */ BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 87),	/* not followed */
		/* 26 */ BPF_LD_IMM64_LO(BPF_REG_1, BPF_PSEUDO_MAP_FD, dfp->df_pidfd),
		BPF_LD_IMM64_HI(0),
		BPF_MOV64_REG(BPF_REG_2, BPF_REG_FP),
		BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, -8),
		BPF_MOV64_REG(BPF_REG_3, BPF_REG_0),
		BPF_MOV64_IMM(BPF_REG_4, BPF_ANY),
		BPF_CALL_HELPER(BPF_FUNC_map_update_elem),
		/* 33 */ BPF_LDX_MEM(BPF_W, BPF_REG_1, BPF_REG_FP, -8),
		BPF_CALL_KFUNC(kp->fk_from_pid),
		BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 77),		/* gone */
		/* 36 */ BPF_MOV64_REG(BPF_REG_7, BPF_REG_0),
		BPF_MOV64_REG(BPF_REG_1, BPF_REG_7),
		BPF_MOV64_IMM(BPF_REG_2, SIGSTOP),
		BPF_MOV64_IMM(BPF_REG_3, DT_FOLLOW_PIDTYPE_TGID),
		BPF_MOV64_IMM(BPF_REG_4, 0),
		BPF_CALL_KFUNC(kp->fk_signal),
		/* 42 */ DT_FOLLOW_HOLD(dfp, DT_FOLLOW_CONT_TASK(kp->fk_signal)),
		/* 87 */ DT_FOLLOW_SEND(dtp->dt_mapfd[DT_MAP_RINGBUF]),
		/* 100 */ DT_FOLLOW_UNSENT(dfp, DT_FOLLOW_CONT_TASK(kp->fk_signal)),
		/* 111 */ BPF_MOV64_REG(BPF_REG_1, BPF_REG_7),
		BPF_CALL_KFUNC(kp->fk_release),
		/* 113 */ BPF_MOV64_IMM(BPF_REG_0, 0),
		BPF_EXIT_INSN(),
	};

	return dt_bpf_prog_load_btf(dtp, "dt_follow_fork", BPF_PROG_TYPE_TRACING,
	    BPF_TRACE_RAW_TP, kp->fk_tp_fork, insns, sizeof(insns) / sizeof(insns[0]));
}

/*
 * sched_process_exec(task, old_pid, bprm), run by the process.  Stack:
 * fp-8 its tgid, fp-32 the chain bprm->file->f_inode->i_ino (bprm->file:
 * the new executable, or a script's interpreter), fp-48 the inode, fp-64
 * the discovery key (i_ino, i_sb->s_dev, 0), fp-72 the value PENDING.
 * Holds (SIGSTOP: it stops before the new image's first instruction) and
 * sends the record for a followed process, an object with enabled sites,
 * or an executable never seen or not scanned yet (entered in the seen set,
 * PENDING, and, keyed by the pid, in the pending set: dt_follow_handled()
 * makes it SCANNED).
 */
static int
dt_follow_exec_prog(dtrace_hdl_t *dtp, const dt_follow_t *dfp,
    const dt_follow_offs_t *op)
{
	const struct bpf_insn insns[] = {
		/* 0 */ BPF_LDX_MEM(BPF_DW, BPF_REG_6, BPF_REG_1, 16),
		BPF_STX_MEM(BPF_DW, BPF_REG_FP, BPF_REG_6, -32),
		BPF_CALL_HELPER(BPF_FUNC_get_current_pid_tgid),
		BPF_ALU64_IMM(BPF_RSH, BPF_REG_0, 32),
		BPF_STX_MEM(BPF_W, BPF_REG_FP, BPF_REG_0, -8),
		/* 5 */ DT_FOLLOW_LOOKUP(dfp->df_pidfd, -8),
		/* 10 */ BPF_JMP_IMM(BPF_JNE, BPF_REG_0, 0, 67),	/* followed: 78 */
		/* 11 */ DT_FOLLOW_READ(-32, op->fo_file, -32, 8),
		/* 17 */ DT_FOLLOW_READ(-32, op->fo_inode, -32, 8),
		/* 23 */ BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP, -32),
		BPF_STX_MEM(BPF_DW, BPF_REG_FP, BPF_REG_1, -48),
		/* 25 */ DT_FOLLOW_READ(-32, op->fo_ino, -32, 8),
		/* 31 */ DT_FOLLOW_LOOKUP(dfp->df_inofd, -32),
		/* 36 */ BPF_JMP_IMM(BPF_JNE, BPF_REG_0, 0, 41),	/* enabled: 78 */
		/* 37 */ BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP, -32),
		BPF_STX_MEM(BPF_DW, BPF_REG_FP, BPF_REG_1, -64),
		/* 39 */ DT_FOLLOW_READ(-48, op->fo_sb, -56, 8),
		/* 45 */ DT_FOLLOW_READ(-56, op->fo_dev, -56, 4),
		/* 51 */ BPF_ST_MEM(BPF_W, BPF_REG_FP, -52, 0),
		BPF_ST_MEM(BPF_W, BPF_REG_FP, -72, DT_FOLLOW_PENDING),
		/* 53 */ DT_FOLLOW_UPDATE(dfp->df_seenfd, -64, -72, BPF_NOEXIST),
		/* 61 */ BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 8),	/* new: 70 */
		/* 62 */ DT_FOLLOW_LOOKUP(dfp->df_seenfd, -64),
		/* 67 */ BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 81),
		BPF_LDX_MEM(BPF_W, BPF_REG_1, BPF_REG_0, 0),
		BPF_JMP_IMM(BPF_JEQ, BPF_REG_1, DT_FOLLOW_SCANNED, 79),	/* scanned: 149 */
		/* 70 */ DT_FOLLOW_UPDATE(dfp->df_pendfd, -8, -64, BPF_ANY),
		/* 78 */ BPF_MOV64_IMM(BPF_REG_1, SIGSTOP),
		BPF_CALL_HELPER(BPF_FUNC_send_signal),
		/* 80 */ DT_FOLLOW_HOLD(dfp, DT_FOLLOW_CONT_SELF),
		/* 125 */ DT_FOLLOW_SEND(dtp->dt_mapfd[DT_MAP_RINGBUF]),
		/* 138 */ DT_FOLLOW_UNSENT(dfp, DT_FOLLOW_CONT_SELF),
		/* 149 */ BPF_MOV64_IMM(BPF_REG_0, 0),
		BPF_EXIT_INSN(),
	};

	return dt_bpf_prog_load(dtp, "dt_follow_exec", BPF_PROG_TYPE_RAW_TRACEPOINT,
	    0, insns, sizeof(insns) / sizeof(insns[0]));
}

/*
 * A uprobe, unfiltered, on the dynamic linker's _dl_debug_state(), which it
 * calls before and after it maps or unmaps objects (at startup: the
 * libraries a program links; then dlopen(), dlclose()).  A process of the
 * watch set (held once: a new process) or of the followed set (a traced
 * one) is held and reported, so that it is scanned again before an object
 * it maps runs; any other process returns at once (two hash lookups).
 * Stack: fp-8 the tgid.
 */
static int
dt_follow_rtld_prog(dtrace_hdl_t *dtp, const dt_follow_t *dfp)
{
	const struct bpf_insn insns[] = {
		/* 0 */ BPF_CALL_HELPER(BPF_FUNC_get_current_pid_tgid),
		BPF_ALU64_IMM(BPF_RSH, BPF_REG_0, 32),
		BPF_STX_MEM(BPF_W, BPF_REG_FP, BPF_REG_0, -8),
		/* 3 */ DT_FOLLOW_LOOKUP(dfp->df_watchfd, -8),
		/* 8 */ BPF_JMP_IMM(BPF_JNE, BPF_REG_0, 0, 6),	/* watched: 15 */
		/* 9 */ DT_FOLLOW_LOOKUP(dfp->df_pidfd, -8),
		/* 14 */ BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 71),	/* neither: 86 */
		/* 15 */ BPF_MOV64_IMM(BPF_REG_1, SIGSTOP),
		BPF_CALL_HELPER(BPF_FUNC_send_signal),
		/* 17 */ DT_FOLLOW_HOLD(dfp, DT_FOLLOW_CONT_SELF),
		/* 62 */ DT_FOLLOW_SEND(dtp->dt_mapfd[DT_MAP_RINGBUF]),
		/* 75 */ DT_FOLLOW_UNSENT(dfp, DT_FOLLOW_CONT_SELF),
		/* 86 */ BPF_MOV64_IMM(BPF_REG_0, 0),
		BPF_EXIT_INSN(),
	};

	return dt_uprobe_prog_load(dtp, "dt_follow_rtld", insns,
	    sizeof(insns) / sizeof(insns[0]));
}

/*
 * sched_process_exit(task, group_dead), tp_btf: a process that exits
 * leaves the watch set, and the pending set: if its executable is still
 * PENDING (no process of it got probes), it is SCANNED from now on.  When dtrace's last thread exits (however it dies: its descriptors, and so this link, are closed
 * after the tracepoint), set the dying flag and SIGCONT every held
 * process (bpf_for_each_map_elem over the held set).
 */
static int
dt_follow_exit_prog(dtrace_hdl_t *dtp, const dt_follow_t *dfp,
    const dt_follow_kfuncs_t *kp)
{
	const struct bpf_insn insns[] = {
		/* 0 */ BPF_LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_1, 8),
		BPF_JMP_IMM(BPF_JEQ, BPF_REG_2, 0, 45),		/* a thread: 47 */
		/* 2 */ BPF_CALL_HELPER(BPF_FUNC_get_current_pid_tgid),
		BPF_ALU64_IMM(BPF_RSH, BPF_REG_0, 32),
		BPF_STX_MEM(BPF_W, BPF_REG_FP, BPF_REG_0, -8),
		/* 5 */ BPF_LD_IMM64_LO(BPF_REG_1, BPF_PSEUDO_MAP_FD, dfp->df_watchfd),
		BPF_LD_IMM64_HI(0),
		BPF_MOV64_REG(BPF_REG_2, BPF_REG_FP),
		BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, -8),
		BPF_CALL_HELPER(BPF_FUNC_map_delete_elem),
		/* 10 */ DT_FOLLOW_LOOKUP(dfp->df_pendfd, -8),
		/* 15 */ BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 13),	/* 29 */
		BPF_MOV64_REG(BPF_REG_2, BPF_REG_0),
		BPF_LD_IMM64_LO(BPF_REG_1, BPF_PSEUDO_MAP_FD, dfp->df_seenfd),
		BPF_LD_IMM64_HI(0),
		BPF_CALL_HELPER(BPF_FUNC_map_lookup_elem),
		/* 20 */ BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 3),
		BPF_LDX_MEM(BPF_W, BPF_REG_1, BPF_REG_0, 0),
		BPF_JMP_IMM(BPF_JNE, BPF_REG_1, DT_FOLLOW_PENDING, 1),
		BPF_ST_MEM(BPF_W, BPF_REG_0, 0, DT_FOLLOW_SCANNED),
		/* 24 */ BPF_LD_IMM64_LO(BPF_REG_1, BPF_PSEUDO_MAP_FD, dfp->df_pendfd),
		BPF_LD_IMM64_HI(0),
		BPF_MOV64_REG(BPF_REG_2, BPF_REG_FP),
		BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, -8),
		BPF_CALL_HELPER(BPF_FUNC_map_delete_elem),
		/* 29 */ BPF_LDX_MEM(BPF_W, BPF_REG_0, BPF_REG_FP, -8),
		BPF_JMP_IMM(BPF_JNE, BPF_REG_0, (int32_t)getpid(), 16),
		/* 31 */ BPF_ST_MEM(BPF_W, BPF_REG_FP, -4, DT_FOLLOW_DYING),
		DT_FOLLOW_LOOKUP(dfp->df_dyingfd, -4),
		/* 37 */ BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 2),
		BPF_MOV64_IMM(BPF_REG_1, 1),
		BPF_ATOMIC_FETCH_OR32(BPF_REG_0, BPF_REG_1, 0),
		/* 40 */ BPF_LD_IMM64_LO(BPF_REG_1, BPF_PSEUDO_MAP_FD, dfp->df_heldfd),
		BPF_LD_IMM64_HI(0),
		/* 42: the callback is at 49: 49 - 42 - 1 */
		BPF_LD_IMM64_LO(BPF_REG_2, BPF_PSEUDO_FUNC, 6),
		BPF_LD_IMM64_HI(0),
		BPF_MOV64_IMM(BPF_REG_3, 0),
		BPF_MOV64_IMM(BPF_REG_4, 0),
		BPF_CALL_HELPER(BPF_FUNC_for_each_map_elem),
		/* 47 */ BPF_MOV64_IMM(BPF_REG_0, 0),
		BPF_EXIT_INSN(),
		/* 49: callback(map, key, value, ctx) */
		BPF_LDX_MEM(BPF_W, BPF_REG_1, BPF_REG_2, 0),
		BPF_CALL_KFUNC(kp->fk_from_pid),
		BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 8),
		BPF_MOV64_REG(BPF_REG_7, BPF_REG_0),
		DT_FOLLOW_CONT_TASK(kp->fk_signal),
		BPF_MOV64_REG(BPF_REG_1, BPF_REG_7),
		BPF_CALL_KFUNC(kp->fk_release),
		BPF_MOV64_IMM(BPF_REG_0, 0),
		BPF_EXIT_INSN(),
	};

	return dt_bpf_prog_load_btf(dtp, "dt_follow_exit", BPF_PROG_TYPE_TRACING,
	    BPF_TRACE_RAW_TP, kp->fk_tp_exit, insns, sizeof(insns) / sizeof(insns[0]));
}

static int
dt_follow_maps(dtrace_hdl_t *dtp, dt_follow_t *dfp)
{
	LIBBPF_OPTS(bpf_map_create_opts, opts, .map_flags = BPF_F_NO_PREALLOC);

	dfp->df_pidfd = bpf_map_create(BPF_MAP_TYPE_HASH, "dt_follow_pids",
	    sizeof(uint32_t), sizeof(uint32_t), DT_FOLLOW_MAXPIDS, &opts);
	dfp->df_inofd = bpf_map_create(BPF_MAP_TYPE_HASH, "dt_follow_inos",
	    sizeof(uint64_t), sizeof(uint32_t), DT_FOLLOW_MAXINODES, &opts);
	dfp->df_seenfd = bpf_map_create(BPF_MAP_TYPE_HASH, "dt_follow_seen",
	    sizeof(dt_follow_key_t), sizeof(uint32_t), DT_FOLLOW_MAXSEEN, &opts);
	dfp->df_pendfd = bpf_map_create(BPF_MAP_TYPE_HASH, "dt_follow_pend",
	    sizeof(uint32_t), sizeof(dt_follow_key_t), DT_FOLLOW_MAXPIDS, &opts);
	dfp->df_heldfd = bpf_map_create(BPF_MAP_TYPE_HASH, "dt_follow_held",
	    sizeof(dt_follow_hold_t), sizeof(uint32_t), DT_FOLLOW_MAXPIDS, &opts);
	dfp->df_dyingfd = bpf_map_create(BPF_MAP_TYPE_ARRAY, "dt_follow_flags",
	    sizeof(uint32_t), sizeof(uint32_t), 2, NULL);
	dfp->df_watchfd = bpf_map_create(BPF_MAP_TYPE_HASH, "dt_follow_watch",
	    sizeof(uint32_t), sizeof(uint32_t), DT_FOLLOW_MAXPIDS, &opts);
	if (dfp->df_pidfd < 0 || dfp->df_inofd < 0 || dfp->df_seenfd < 0 ||
	    dfp->df_pendfd < 0 || dfp->df_heldfd < 0 || dfp->df_dyingfd < 0 ||
	    dfp->df_watchfd < 0)
		return dt_set_errmsg(dtp, EDT_BPF, "cannot create the maps to "
		    "follow new processes: %s", strerror(errno));
	return 0;
}

static int
dt_follow_attach(dtrace_hdl_t *dtp, dt_follow_t *dfp, int i, const char *tp)
{
	if (dfp->df_progs[i] < 0)
		return -1;
	/* a tp_btf program names its tracepoint by its BTF id */
	if ((dfp->df_links[i] = bpf_raw_tracepoint_open(i == 2 ? tp : NULL,
	    dfp->df_progs[i])) < 0)
		return dt_set_errmsg(dtp, EDT_ATTACH, "failed to attach to the "
		    "%s tracepoint: %s", tp, strerror(errno));
	return 0;
}

/*
 * The dynamic linker's uprobe, on the one dtrace runs with (a process with
 * another one, as in a container, is not watched).  A kernel or a linker
 * that does not allow it only loses the watching (-xdebug says why).
 */
static void
dt_follow_rtld(dtrace_hdl_t *dtp, dt_follow_t *dfp)
{
	char path[96];
	uint64_t off, cookie = 0;

	if (dt_rtld_site(dtp, getpid(), path, sizeof(path), &off) != 0 ||
	    (dfp->df_rtldprog = dt_follow_rtld_prog(dtp, dfp)) < 0 ||
	    (dfp->df_rtldlink = dt_uprobe_attach(dtp, dfp->df_rtldprog, path,
	    1, &off, NULL, &cookie, -1)) == NULL)
		dt_dprintf("follow: the objects new processes map are not "
		    "watched: %s\n", dtrace_errmsg(dtp, dtrace_errno(dtp)));
}

/*
 * The exit program is attached first, so that no process is ever held
 * without it.
 */
dt_follow_t *
dt_follow_start(dtrace_hdl_t *dtp, dt_follow_t *dfp)
{
	dt_follow_offs_t offs;
	dt_follow_kfuncs_t kf = { 0 };
	int i;

	if (dfp != NULL)
		return dfp;
	if (dt_follow_offsets(dtp, &offs) != 0 || dt_follow_kfuncs(dtp, &kf) != 0)
		return NULL;
	if ((dfp = malloc(sizeof(*dfp))) == NULL) {
		dt_set_errno(dtp, EDT_NOMEM);
		return NULL;
	}
	dfp->df_pidfd = dfp->df_inofd = dfp->df_seenfd = dfp->df_pendfd = -1;
	dfp->df_heldfd = dfp->df_dyingfd = dfp->df_watchfd = -1;
	dfp->df_rtldprog = -1;
	dfp->df_rtldlink = NULL;
	for (i = 0; i < DT_FOLLOW_NPROGS; i++)
		dfp->df_progs[i] = dfp->df_links[i] = -1;
	if (dt_follow_maps(dtp, dfp) != 0 ||
	    (dfp->df_progs[0] = dt_follow_exit_prog(dtp, dfp, &kf)) < 0 ||
	    (dfp->df_progs[1] = dt_follow_fork_prog(dtp, dfp, &offs, &kf)) < 0 ||
	    (dfp->df_progs[2] = dt_follow_exec_prog(dtp, dfp, &offs)) < 0 ||
	    dt_follow_attach(dtp, dfp, 0, "sched_process_exit") != 0 ||
	    dt_follow_attach(dtp, dfp, 1, "sched_process_fork") != 0 ||
	    dt_follow_attach(dtp, dfp, 2, "sched_process_exec") != 0) {
		dt_follow_stop(dtp, dfp);
		return NULL;
	}
	dt_follow_rtld(dtp, dfp);
	dtp->dt_follow = dfp;
	return dfp;
}

/*
 * pid has probes enabled: follow its forks; and if it is a process that
 * exec'd an executable while followed, every later process of that
 * executable is held at its exec (its probes may be in a library that it
 * maps only at startup, after the exec).
 */
int
dt_follow_pid(dt_follow_t *dfp, pid_t pid)
{
	uint32_t key = (uint32_t)pid, one = 1, interesting = DT_FOLLOW_INTERESTING;
	dt_follow_key_t fk;

	if (bpf_map_lookup_elem(dfp->df_pendfd, &key, &fk) == 0)
		bpf_map_update_elem(dfp->df_seenfd, &fk, &interesting, BPF_ANY);
	return bpf_map_update_elem(dfp->df_pidfd, &key, &one, BPF_ANY);
}

int
dt_follow_inode(dt_follow_t *dfp, uint64_t ino)
{
	uint32_t one = 1;

	return bpf_map_update_elem(dfp->df_inofd, &ino, &one, BPF_ANY);
}

/*
 * Let a held process go: the record handled is the one of pid's oldest
 * hold (a process's records come in the order of its holds).  SIGCONT
 * first, then forget the hold, so that a dtrace killed in between leaves
 * it to the exit program (a second SIGCONT is harmless).
 */
static void
dt_follow_release(dt_follow_t *dfp, pid_t pid)
{
	dt_follow_hold_t k, *kp = NULL, old = { 0, 0 };

	while (bpf_map_get_next_key(dfp->df_heldfd, kp, &k) == 0) {
		kp = &k;
		if (k.fh_pid == (uint32_t)pid &&
		    (old.fh_pid == 0 || k.fh_seq < old.fh_seq))
			old = k;
	}
	if (old.fh_pid == 0)
		return;
	kill(pid, SIGCONT);
	bpf_map_delete_elem(dfp->df_heldfd, &old);
}

/*
 * The record of pid's hold has been handled: its probes are in, so it goes
 * on.  If pid exec'd an executable never seen, it is scanned now (if it
 * has enabled sites, its inode is watched; if its process gets probes,
 * dt_follow_pid() makes it INTERESTING; when it exits with none, the exit
 * program makes it SCANNED), unless pid has gone before it could be
 * scanned: then the executable is forgotten and its next exec is reported
 * again.
 */
void
dt_follow_handled(dt_follow_t *dfp, pid_t pid)
{
	uint32_t key = (uint32_t)pid, v;
	dt_follow_key_t fk;

	if (dfp == NULL)
		return;
	dt_follow_release(dfp, pid);
	if (bpf_map_lookup_elem(dfp->df_pendfd, &key, &fk) != 0)
		return;
	if (kill(pid, 0) != 0 && errno == ESRCH) {
		if (bpf_map_lookup_elem(dfp->df_seenfd, &fk, &v) == 0 &&
		    v != DT_FOLLOW_INTERESTING)
			bpf_map_delete_elem(dfp->df_seenfd, &fk);
		bpf_map_delete_elem(dfp->df_pendfd, &key);
	}
}

/* Let every held process go, once nothing can hold another one. */
static void
dt_follow_release_all(dt_follow_t *dfp)
{
	uint32_t dying = DT_FOLLOW_DYING, one = 1;
	dt_follow_hold_t k, *kp = NULL;

	if (dfp->df_dyingfd >= 0)
		bpf_map_update_elem(dfp->df_dyingfd, &dying, &one, BPF_ANY);
	while (dfp->df_heldfd >= 0 &&
	    bpf_map_get_next_key(dfp->df_heldfd, kp, &k) == 0) {
		kill((pid_t)k.fh_pid, SIGCONT);
		kp = &k;
	}
}

void
dt_follow_stop(dtrace_hdl_t *dtp, dt_follow_t *dfp)
{
	int i;

	if (dfp == NULL)
		return;
	if (dfp->df_rtldlink != NULL)
		dt_uprobe_detach(dfp->df_rtldlink);
	if (dfp->df_rtldprog >= 0)
		close(dfp->df_rtldprog);
	for (i = DT_FOLLOW_NPROGS - 1; i >= 0; i--) {
		if (dfp->df_links[i] >= 0)
			dt_uprobe_close(dtp, dfp->df_links[i]);
		if (dfp->df_progs[i] >= 0)
			close(dfp->df_progs[i]);
		if (i == 1)	/* fork and exec can hold no more */
			dt_follow_release_all(dfp);
	}
	{
		/* the maps, the programs no longer using them */
		const int maps[] = { dfp->df_pidfd, dfp->df_inofd,
		    dfp->df_seenfd, dfp->df_pendfd, dfp->df_heldfd,
		    dfp->df_dyingfd, dfp->df_watchfd };

		for (i = 0; i < (int)(sizeof(maps) / sizeof(maps[0])); i++)
			if (maps[i] >= 0)
				close(maps[i]);
	}
	if (dtp->dt_follow == dfp)
		dtp->dt_follow = NULL;
	free(dfp);
}
