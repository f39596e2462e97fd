/*
 * dt_follow.c: following new processes for stapsdt descriptions that glob
 * the pid (stapsdt*:::gc-start, postgresql*:::query-start): children that
 * traced processes fork, and processes that exec an object whose sites are
 * enabled.
 *
 * A uprobe is set on an inode, so a forked child, which maps the same
 * objects, already takes the breakpoints of an object traced with one
 * shared link (while following, stapsdt uses no per-process links); what
 * it lacks is dispatch entries, which are keyed by (pid, site cookie).  So
 * while following, a raw tracepoint program on sched_process_fork, which
 * runs in the parent before the child first runs, does for a new process
 * (not a thread) of a followed parent:
 *
 *   1. admits the child to the followed set (a hash of tgids), so its own
 *      children are followed too;
 *   2. copies every dispatch entry of the parent, (parent, cookie) ->
 *      value, to (child, cookie) (bpf_for_each_map_elem over the dispatch
 *      hash): from its first instruction, the child's firings run the
 *      parent's probes' clauses (probe ids, and so probeprov, are the
 *      parent's until the next step);
 *   3. sends a record (stid DT_STID_RTLD, the child's pid in the pad) with
 *      a forced wake-up: the consumer calls dt_program_update(), which
 *      scans the child, creates its probes (stapsdtCHILD:...), matches the
 *      enabled descriptions again and enables them: the child's entries
 *      now name its own probes.
 *
 * A second program, on sched_process_exec, sends the same record for a
 * process that execs while followed, whose new executable's inode number
 * is one of the objects with enabled sites (a hash of inode numbers; a
 * collision only costs a needless scan), or whose executable (device,
 * inode) it has never seen (the seen set: each executable is reported
 * once, so a process that maps nothing of interest costs a hash insert
 * that fails).  Such a process is not stopped (stopping processes we did
 * not start would disturb their job control): an object with enabled
 * sites already has its shared link, so its breakpoints are in the new
 * image from its first instruction and the dispatch's templates run its
 * firings until the scan gives it entries of its own (dt_stapsdt_enable.c);
 * a never-seen object is attached when the consumer has scanned the
 * process, and its firings before that are missed.  If the process is gone
 * by then, the executable is forgotten (dt_follow_handled()) so that its
 * next exec is reported again.
 *
 * Kernel structure offsets (task_struct, mm_struct, file, inode) come
 * from the kernel's BTF.
 */
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <bpf/bpf.h>
#include "dt_follow.h"
#include "dt_bpf.h"
#include "dt_btf.h"
#include "dt_insn.h"

#define DT_FOLLOW_MAXPIDS	(1U << 16)
#define DT_FOLLOW_MAXINODES	(1U << 12)
#define DT_FOLLOW_MAXSEEN	(1U << 16)

struct dt_follow {
	int df_pidfd;			/* hash: tgid -> 1, followed processes */
	int df_inofd;			/* hash: inode number -> 1 */
	int df_seenfd;			/* hash: dt_follow_key_t -> 1, executables
					   seen exec'd (scanned, or pending) */
	int df_pendfd;			/* hash: tgid -> dt_follow_key_t, processes
					   whose record is not handled yet */
	int df_progs[2];		/* fork, exec programs */
	int df_links[2];		/* their raw tracepoint links */
};

/* An executable, as the exec program sees it: the kernel's dev_t. */
typedef struct dt_follow_key {
	uint64_t fk_ino;
	uint32_t fk_dev;
	uint32_t fk_pad;
} dt_follow_key_t;

/* Kernel offsets the programs need. */
typedef struct dt_follow_offs {
	uint32_t fo_pid, fo_tgid, fo_file, fo_inode, fo_ino, fo_sb, fo_dev;
} dt_follow_offs_t;

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

/* r0 = lookup(map fd, fp + keyoff) */
#define DT_FOLLOW_LOOKUP(fd, keyoff)					\
	BPF_LD_IMM64_LO(BPF_REG_1, BPF_PSEUDO_MAP_FD, (fd)),		\
	BPF_LD_IMM64_HI(0),						\
	BPF_MOV64_REG(BPF_REG_2, BPF_REG_FP),				\
	BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, (keyoff)),			\
	BPF_CALL_HELPER(BPF_FUNC_map_lookup_elem)

/*
 * sched_process_fork(parent, child), run by the parent.  Stack: fp-8 the
 * child's tgid, fp-4 its pid, fp-32 the parent's tgid, fp-40 the callback's
 * context (parent, child), fp-48 the child task.  The callback copies one
 * dispatch entry of the parent's to the child.
 */
static int
dt_follow_fork_prog(dtrace_hdl_t *dtp, const dt_follow_t *dfp,
    const dt_follow_offs_t *op, int dispfd)
{
	const struct bpf_insn insns[] = {
		/* 0 */ BPF_LDX_MEM(BPF_DW, BPF_REG_6, BPF_REG_1, 8),
		BPF_STX_MEM(BPF_DW, BPF_REG_FP, BPF_REG_6, -48),
		/* 2 */ DT_FOLLOW_READ(-48, op->fo_tgid, -8, 4),
		/* 8 */ DT_FOLLOW_READ(-48, op->fo_pid, -4, 4),
		/* 14 */ BPF_LDX_MEM(BPF_W, BPF_REG_1, BPF_REG_FP, -8),
		BPF_LDX_MEM(BPF_W, BPF_REG_2, BPF_REG_FP, -4),
		BPF_JMP_REG(BPF_JNE, BPF_REG_1, BPF_REG_2, 41),	/* a thread */
		/* 17 */ BPF_CALL_HELPER(BPF_FUNC_get_current_pid_tgid),
		BPF_ALU64_IMM(BPF_RSH, BPF_REG_0, 32),
		BPF_STX_MEM(BPF_W, BPF_REG_FP, BPF_REG_0, -32),
		/* 20 */ DT_FOLLOW_LOOKUP(dfp->df_pidfd, -32),
		/* 25 */ BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 32),	/* not followed */
		/* 26 */ BPF_LD_IMM64_LO(BPF_REG_1, BPF_PSEUDO_MAP_FD, dfp->df_pidfd),
		BPF_LD_IMM64_HI(0),
		BPF_MOV64_REG(BPF_REG_2, BPF_REG_FP),
		BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, -8),
		BPF_MOV64_REG(BPF_REG_3, BPF_REG_0),
		BPF_MOV64_IMM(BPF_REG_4, BPF_ANY),
		BPF_CALL_HELPER(BPF_FUNC_map_update_elem),
		/* 33 */ BPF_LDX_MEM(BPF_W, BPF_REG_1, BPF_REG_FP, -32),
		BPF_STX_MEM(BPF_W, BPF_REG_FP, BPF_REG_1, -40),
		BPF_LDX_MEM(BPF_W, BPF_REG_1, BPF_REG_FP, -8),
		BPF_STX_MEM(BPF_W, BPF_REG_FP, BPF_REG_1, -36),
		/* 37 */ BPF_LD_IMM64_LO(BPF_REG_1, BPF_PSEUDO_MAP_FD, dispfd),
		BPF_LD_IMM64_HI(0),
		/* 39: the callback is at 60: 60 - 39 - 1 */
		BPF_LD_IMM64_LO(BPF_REG_2, BPF_PSEUDO_FUNC, 20),
		BPF_LD_IMM64_HI(0),
		BPF_MOV64_REG(BPF_REG_3, BPF_REG_FP),
		BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, -40),
		BPF_MOV64_IMM(BPF_REG_4, 0),
		BPF_CALL_HELPER(BPF_FUNC_for_each_map_elem),
		/* 45 */ DT_FOLLOW_SEND(dtp->dt_mapfd[DT_MAP_RINGBUF]),
		/* 58 */ BPF_MOV64_IMM(BPF_REG_0, 0),
		BPF_EXIT_INSN(),
		/* 60: callback(map, key, value, ctx) */
		BPF_LDX_MEM(BPF_W, BPF_REG_5, BPF_REG_2, 0),
		BPF_LDX_MEM(BPF_W, BPF_REG_0, BPF_REG_4, 0),
		BPF_JMP_REG(BPF_JNE, BPF_REG_5, BPF_REG_0, 8),
		BPF_LDX_MEM(BPF_W, BPF_REG_5, BPF_REG_4, 4),
		BPF_STX_MEM(BPF_W, BPF_REG_FP, BPF_REG_5, -8),
		BPF_LDX_MEM(BPF_W, BPF_REG_5, BPF_REG_2, 4),
		BPF_STX_MEM(BPF_W, BPF_REG_FP, BPF_REG_5, -4),
		BPF_MOV64_REG(BPF_REG_2, BPF_REG_FP),
		BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, -8),
		BPF_MOV64_IMM(BPF_REG_4, BPF_ANY),
		BPF_CALL_HELPER(BPF_FUNC_map_update_elem),
		BPF_MOV64_IMM(BPF_REG_0, 0),
		BPF_EXIT_INSN(),
	};

	return dt_bpf_prog_load(dtp, "dt_follow_fork", BPF_PROG_TYPE_RAW_TRACEPOINT,
	    0, insns, sizeof(insns) / sizeof(insns[0]));
}

/*
 * sched_process_exec(task, old_pid, bprm), run by the process.  Stack:
 * fp-8 its tgid, fp-32 the chain bprm->file->f_inode->i_ino (bprm->file:
 * the new executable, or a script's interpreter), fp-48 the inode, fp-64
 * the discovery key (i_ino, i_sb->s_dev, 0), fp-72 the value 1.  Sends the
 * record for a followed process, an object with enabled sites, or an
 * executable never seen (entered in the seen set and, keyed by the pid,
 * in the pending set: dt_follow_handled()).
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
		/* 10 */ BPF_JMP_IMM(BPF_JNE, BPF_REG_0, 0, 59),	/* followed: 70 */
		/* 11 */ DT_FOLLOW_READ(-32, op->fo_file, -32, 8),
		/* 17 */ DT_FOLLOW_READ(-32, op->fo_inode, -32, 8),
		/* 23 */ BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP, -32),
		BPF_STX_MEM(BPF_DW, BPF_REG_FP, BPF_REG_1, -48),
		/* 25 */ DT_FOLLOW_READ(-32, op->fo_ino, -32, 8),
		/* 31 */ DT_FOLLOW_LOOKUP(dfp->df_inofd, -32),
		/* 36 */ BPF_JMP_IMM(BPF_JNE, BPF_REG_0, 0, 33),	/* enabled: 70 */
		/* 37 */ BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP, -32),
		BPF_STX_MEM(BPF_DW, BPF_REG_FP, BPF_REG_1, -64),
		/* 39 */ DT_FOLLOW_READ(-48, op->fo_sb, -56, 8),
		/* 45 */ DT_FOLLOW_READ(-56, op->fo_dev, -56, 4),
		/* 51 */ BPF_ST_MEM(BPF_W, BPF_REG_FP, -52, 0),
		BPF_ST_MEM(BPF_W, BPF_REG_FP, -72, 1),
		/* 53 */ BPF_LD_IMM64_LO(BPF_REG_1, BPF_PSEUDO_MAP_FD, dfp->df_seenfd),
		BPF_LD_IMM64_HI(0),
		BPF_MOV64_REG(BPF_REG_2, BPF_REG_FP),
		BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, -64),
		BPF_MOV64_REG(BPF_REG_3, BPF_REG_FP),
		BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, -72),
		BPF_MOV64_IMM(BPF_REG_4, BPF_NOEXIST),
		BPF_CALL_HELPER(BPF_FUNC_map_update_elem),
		/* 61 */ BPF_JMP_IMM(BPF_JNE, BPF_REG_0, 0, 21),	/* seen: 83 */
		/* 62 */ BPF_LD_IMM64_LO(BPF_REG_1, BPF_PSEUDO_MAP_FD, dfp->df_pendfd),
		BPF_LD_IMM64_HI(0),
		BPF_MOV64_REG(BPF_REG_2, BPF_REG_FP),
		BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, -8),
		BPF_MOV64_REG(BPF_REG_3, BPF_REG_FP),
		BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, -64),
		BPF_MOV64_IMM(BPF_REG_4, BPF_ANY),
		BPF_CALL_HELPER(BPF_FUNC_map_update_elem),
		/* 70 */ DT_FOLLOW_SEND(dtp->dt_mapfd[DT_MAP_RINGBUF]),
		/* 83 */ BPF_MOV64_IMM(BPF_REG_0, 0),
		BPF_EXIT_INSN(),
	};

	return dt_bpf_prog_load(dtp, "dt_follow_exec", BPF_PROG_TYPE_RAW_TRACEPOINT,
	    0, insns, sizeof(insns) / sizeof(insns[0]));
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
	if (dfp->df_pidfd < 0 || dfp->df_inofd < 0 || dfp->df_seenfd < 0 ||
	    dfp->df_pendfd < 0)
		return dt_set_errmsg(dtp, EDT_BPF, "cannot create the maps to "
		    "follow new processes: %s", strerror(errno));
	return 0;
}

static int
dt_follow_attach(dtrace_hdl_t *dtp, dt_follow_t *dfp, int i, const char *tp)
{
	if (dfp->df_progs[i] < 0)
		return -1;
	if ((dfp->df_links[i] = bpf_raw_tracepoint_open(tp, dfp->df_progs[i])) < 0)
		return dt_set_errmsg(dtp, EDT_ATTACH, "failed to attach to the "
		    "%s tracepoint: %s", tp, strerror(errno));
	return 0;
}

dt_follow_t *
dt_follow_start(dtrace_hdl_t *dtp, dt_follow_t *dfp, int dispfd)
{
	dt_follow_offs_t offs;

	if (dfp != NULL)
		return dfp;
	if (dt_follow_offsets(dtp, &offs) != 0)
		return NULL;
	if ((dfp = malloc(sizeof(*dfp))) == NULL) {
		dt_set_errno(dtp, EDT_NOMEM);
		return NULL;
	}
	dfp->df_pidfd = dfp->df_inofd = dfp->df_seenfd = dfp->df_pendfd = -1;
	dfp->df_progs[0] = dfp->df_progs[1] = -1;
	dfp->df_links[0] = dfp->df_links[1] = -1;
	if (dt_follow_maps(dtp, dfp) != 0 ||
	    (dfp->df_progs[0] = dt_follow_fork_prog(dtp, dfp, &offs, dispfd)) < 0 ||
	    (dfp->df_progs[1] = dt_follow_exec_prog(dtp, dfp, &offs)) < 0 ||
	    dt_follow_attach(dtp, dfp, 0, "sched_process_fork") != 0 ||
	    dt_follow_attach(dtp, dfp, 1, "sched_process_exec") != 0) {
		dt_follow_stop(dtp, dfp);
		return NULL;
	}
	dtp->dt_follow = dfp;
	return dfp;
}

int
dt_follow_pid(dt_follow_t *dfp, pid_t pid)
{
	uint32_t key = (uint32_t)pid, one = 1;

	return bpf_map_update_elem(dfp->df_pidfd, &key, &one, BPF_ANY);
}

int
dt_follow_inode(dt_follow_t *dfp, uint64_t ino)
{
	uint32_t one = 1;

	return bpf_map_update_elem(dfp->df_inofd, &ino, &one, BPF_ANY);
}

/*
 * The record of pid's exec has been handled: if pid exec'd an executable
 * never seen and is gone, it may have gone before it was scanned, so the
 * executable is forgotten and its next exec is reported again.
 */
void
dt_follow_handled(dt_follow_t *dfp, pid_t pid)
{
	uint32_t key = (uint32_t)pid;
	dt_follow_key_t fk;

	if (dfp == NULL || bpf_map_lookup_elem(dfp->df_pendfd, &key, &fk) != 0)
		return;
	if (kill(pid, 0) != 0 && errno == ESRCH)
		bpf_map_delete_elem(dfp->df_seenfd, &fk);
	bpf_map_delete_elem(dfp->df_pendfd, &key);
}

void
dt_follow_stop(dtrace_hdl_t *dtp, dt_follow_t *dfp)
{
	int i;

	if (dfp == NULL)
		return;
	for (i = 0; i < 2; i++) {
		if (dfp->df_links[i] >= 0)
			dt_uprobe_close(dtp, dfp->df_links[i]);
		if (dfp->df_progs[i] >= 0)
			close(dfp->df_progs[i]);
	}
	if (dfp->df_pidfd >= 0)
		close(dfp->df_pidfd);
	if (dfp->df_inofd >= 0)
		close(dfp->df_inofd);
	if (dfp->df_seenfd >= 0)
		close(dfp->df_seenfd);
	if (dfp->df_pendfd >= 0)
		close(dfp->df_pendfd);
	if (dtp->dt_follow == dfp)
		dtp->dt_follow = NULL;
	free(dfp);
}
