/*
 * dt_cg_path.c: code for the built-in variables cwd and rootdir, the
 * current task's working and root directories as strings.
 *
 * There is no d_path() helper for the programs of tracepoints and uprobes,
 * so the path is walked as the kernel's d_path() does, with bpf_loop()
 * (dt_cg_strloop.c, DT_SL_PATH), one component per iteration, written
 * backwards from the end of a string temporary:
 *
 *   dentry, vfsmount = fs->pwd (cwd) or fs->root (rootdir)
 *   loop:  stop at the process's root (cwd only: fs->root, so that a
 *          chrooted process sees its own paths, as getcwd() does)
 *          at the root dentry of a mount: go to the dentry it is mounted
 *          on, in its parent mount (struct mount holds the vfsmount, and
 *          the loop finds it with the offset of that member); stop at a
 *          mount that is its own parent (the namespace's root)
 *          else prepend "/" d_name, go to d_parent (stop at a dentry that
 *          is its own parent)
 *
 * Then the string is copied from where it starts to a second temporary.
 * Limits: a path longer than strsize keeps its last components (the walk
 * stops where the next one does not fit); a dentry being renamed or a
 * mount being moved while the walk reads may give a mixed path (the kernel
 * takes a seqlock; a BPF program cannot); a deleted directory has no
 * " (deleted)" suffix; a path in another mount namespace's tree (after
 * setns) is walked up to that namespace's root.  Every offset comes from
 * kernel BTF (struct mount is the kernel's private type, which BTF has).
 */
#include <string.h>
#include "dt_impl.h"
#include "dt_btf.h"
#include "dt_cg.h"

/* Offsets through anonymous members are not found by name: qstr's len. */
#define DT_QSTR_LEN_OFF	4

int
dt_cg_path_offsets(dt_pathoffs_t *po)
{
	memset(po, 0, sizeof(*po));
	if (dt_btf_offset("task_struct", "fs", &po->fs) != 0 ||
	    dt_btf_offset("fs_struct", "pwd", &po->pwd) != 0 ||
	    dt_btf_offset("fs_struct", "root", &po->root) != 0 ||
	    dt_btf_offset("path", "mnt", &po->mnt) != 0 ||
	    dt_btf_offset("path", "dentry", &po->dentry) != 0 ||
	    dt_btf_offset("vfsmount", "mnt_root", &po->mnt_root) != 0 ||
	    dt_btf_offset("mount", "mnt", &po->mount_mnt) != 0 ||
	    dt_btf_offset("mount", "mnt_parent", &po->mnt_parent) != 0 ||
	    dt_btf_offset("mount", "mnt_mountpoint", &po->mnt_mountpoint) != 0 ||
	    dt_btf_offset("dentry", "d_parent", &po->d_parent) != 0 ||
	    dt_btf_offset("dentry", "d_name", &po->d_name) != 0 ||
	    dt_btf_offset("qstr", "name", &po->qstr_name) != 0)
		return -1;
	po->qstr_len = DT_QSTR_LEN_OFF;
	return 0;
}

static void
E(dt_irlist_t *dlp, struct bpf_insn insn)
{
	dt_irlist_append(dlp, insn);
}

/* fp + slot = the 8 (or size) bytes at r3 + off (r3 kept); stop if it fails. */
static void
dt_path_read(dt_irlist_t *dlp, int slot, int size, int src, int32_t off,
    uint32_t stop)
{
	E(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_6, src));
	if (off != 0)
		E(dlp, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, off));
	E(dlp, BPF_MOV64_REG(BPF_REG_1, BPF_REG_FP));
	E(dlp, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, slot));
	E(dlp, BPF_MOV64_IMM(BPF_REG_2, size));
	E(dlp, BPF_CALL_HELPER(BPF_FUNC_probe_read_kernel));
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JNE, BPF_REG_0, 0, 0), stop);
}

#define W_DENTRY	(DT_MEM_STRW)
#define W_MNT		(DT_MEM_STRW + 8)
#define W_POS		(DT_MEM_STRW + 16)

/* At the root dentry of a mount: cross to where it is mounted. */
static void
dt_path_cross(dt_irlist_t *dlp, const dt_pathoffs_t *po, uint32_t stop,
    uint32_t cont)
{
	int32_t mount = -(int32_t)po->mount_mnt;	/* vfsmount -> mount */

	dt_path_read(dlp, -8, 8, W_MNT, mount + (int32_t)po->mnt_parent, stop);
	dt_path_read(dlp, -16, 8, W_MNT, mount + (int32_t)po->mnt_mountpoint, stop);
	E(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP, -8));
	E(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_6, W_MNT));
	E(dlp, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, mount));
	dt_irlist_jump(dlp, BPF_JMP_REG(BPF_JEQ, BPF_REG_1, BPF_REG_2, 0), stop);
	E(dlp, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, (int32_t)po->mount_mnt));
	E(dlp, BPF_STX_MEM(BPF_DW, BPF_REG_6, BPF_REG_1, W_MNT));
	E(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP, -16));
	E(dlp, BPF_STX_MEM(BPF_DW, BPF_REG_6, BPF_REG_1, W_DENTRY));
	dt_irlist_jump(dlp, BPF_JA_INSN(0), cont);
}

/* Prepend "/" and the dentry's name at w[2]; go up to its parent. */
static void
dt_path_name(dt_irlist_t *dlp, const dt_pathoffs_t *po, int32_t strsize,
    uint32_t stop)
{
	dt_path_read(dlp, -8, 8, W_DENTRY, (int32_t)po->d_parent, stop);
	E(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP, -8));
	E(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_6, W_DENTRY));
	dt_irlist_jump(dlp, BPF_JMP_REG(BPF_JEQ, BPF_REG_1, BPF_REG_2, 0), stop);
	E(dlp, BPF_ST_MEM(BPF_DW, BPF_REG_FP, -16, 0));
	dt_path_read(dlp, -16, 4, W_DENTRY,
	    (int32_t)(po->d_name + po->qstr_len), stop);
	dt_path_read(dlp, -24, 8, W_DENTRY,
	    (int32_t)(po->d_name + po->qstr_name), stop);
	/* r4 = len (<= strsize), r5 = the new position (0 .. strsize - 1) */
	E(dlp, BPF_LDX_MEM(BPF_W, BPF_REG_4, BPF_REG_FP, -16));
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JGT, BPF_REG_4, strsize, 0), stop);
	E(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_5, BPF_REG_6, W_POS));
	E(dlp, BPF_ALU64_REG(BPF_SUB, BPF_REG_5, BPF_REG_4));
	E(dlp, BPF_ALU64_IMM(BPF_SUB, BPF_REG_5, 1));
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JSLT, BPF_REG_5, 0, 0), stop);
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JSGT, BPF_REG_5, strsize - 1, 0), stop);
	E(dlp, BPF_STX_MEM(BPF_DW, BPF_REG_6, BPF_REG_5, W_POS));
	E(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_FP, -8));
	E(dlp, BPF_STX_MEM(BPF_DW, BPF_REG_6, BPF_REG_0, W_DENTRY));
	E(dlp, BPF_MOV64_REG(BPF_REG_1, BPF_REG_7));
	E(dlp, BPF_ALU64_REG(BPF_ADD, BPF_REG_1, BPF_REG_5));
	E(dlp, BPF_ST_MEM(BPF_B, BPF_REG_1, 0, '/'));
	E(dlp, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, 1));
	E(dlp, BPF_MOV64_REG(BPF_REG_2, BPF_REG_4));
	E(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_FP, -24));
	E(dlp, BPF_CALL_HELPER(BPF_FUNC_probe_read_kernel));
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JNE, BPF_REG_0, 0, 0), stop);
}

/*
 * The callback's body: r6 = scratch memory, r7 = A (the buffer), r8 = B
 * (the stop dentry, 0 for none), r2 = the context (P1: the stop vfsmount);
 * w[0] the dentry, w[1] its vfsmount, w[2] where the path starts in A.
 */
void
dt_cg_path_step(dt_irlist_t *dlp, int32_t strsize, uint32_t stop, uint32_t cont)
{
	uint32_t go = dt_irlist_label(dlp), walk = dt_irlist_label(dlp);
	dt_pathoffs_t po;

	if (dt_cg_path_offsets(&po) != 0) {
		dt_irlist_jump(dlp, BPF_JA_INSN(0), stop);
		return;
	}
	E(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_6, W_DENTRY));
	dt_irlist_jump(dlp, BPF_JMP_REG(BPF_JNE, BPF_REG_1, BPF_REG_8, 0), go);
	E(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_6, W_MNT));
	E(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_2, DT_SL_P1));
	dt_irlist_jump(dlp, BPF_JMP_REG(BPF_JEQ, BPF_REG_1, BPF_REG_3, 0), stop);
	dt_irlist_place(dlp, go);
	dt_path_read(dlp, -8, 8, W_MNT, (int32_t)po.mnt_root, stop);
	E(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP, -8));
	E(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_6, W_DENTRY));
	dt_irlist_jump(dlp, BPF_JMP_REG(BPF_JNE, BPF_REG_1, BPF_REG_2, 0), walk);
	dt_path_cross(dlp, &po, stop, cont);
	dt_irlist_place(dlp, walk);
	dt_path_name(dlp, &po, strsize, stop);
}

/* ---- the caller ---- */

void
dt_cg_path(dt_cg_t *cg, const dt_node_t *dnp, int root, int reg)
{
	int32_t strsize = (int32_t)dt_strbytes(cg->dtp) - 1;
	uint32_t work = dt_cg_strtmp(cg), res = dt_cg_strtmp(cg);
	int32_t woff = dt_cg_strtmp_off(cg, work), roff = dt_cg_strtmp_off(cg, res);
	uint32_t have = dt_irlist_label(cg->dlp), done = dt_irlist_label(cg->dlp);
	int32_t from = 0, ctx = 0;
	dt_pathoffs_t po;
	int i;

	if (dt_cg_path_offsets(&po) != 0)
		dnerror(dnp, D_NOT_SUPPORTED, "%s is not available: no kernel BTF",
		    root ? "rootdir" : "cwd");
	for (i = 0; i < DT_SL_NWORDS; i++)
		ctx = dt_cg_slot_alloc(cg, dnp);
	from = root ? (int32_t)po.root : (int32_t)po.pwd;
	/* the result is "" unless the walk runs */
	dt_cg_memptr(cg, BPF_REG_1, DT_MR_STRTMP, roff);
	dt_cg_emit(cg, BPF_ST_MEM(BPF_B, BPF_REG_1, 0, 0));
	/* ctx[A] = task->fs (a scratch word until the context is set) */
	dt_cg_call(cg, BPF_FUNC_get_current_task);
	dt_cg_kread(cg, ctx + DT_SL_A, BPF_REG_0, (int32_t)po.fs, 8);
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_FP, ctx + DT_SL_A));
	dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), done);
	dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_FP, BPF_REG_0, ctx + DT_SL_P2));
	/* the start, in w[0] and w[1], and the stop, in B and P1 */
	dt_cg_kread(cg, ctx + DT_SL_P3, BPF_REG_0,
	    from + (int32_t)po.dentry, 8);
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP, ctx + DT_SL_P3));
	dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, DT_REG_MEM, BPF_REG_1, W_DENTRY));
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_FP, ctx + DT_SL_P2));
	dt_cg_kread(cg, ctx + DT_SL_P3, BPF_REG_0,
	    from + (int32_t)po.mnt, 8);
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP, ctx + DT_SL_P3));
	dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, DT_REG_MEM, BPF_REG_1, W_MNT));
	dt_cg_emit(cg, BPF_ST_MEM(BPF_DW, BPF_REG_FP, ctx + DT_SL_B, 0));
	dt_cg_emit(cg, BPF_ST_MEM(BPF_DW, BPF_REG_FP, ctx + DT_SL_P1, 0));
	if (!root) {
		dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_FP, ctx + DT_SL_P2));
		dt_cg_kread(cg, ctx + DT_SL_B, BPF_REG_0,
		    (int32_t)(po.root + po.dentry), 8);
		dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_FP, ctx + DT_SL_P2));
		dt_cg_kread(cg, ctx + DT_SL_P1, BPF_REG_0,
		    (int32_t)(po.root + po.mnt), 8);
	}
	/* the rest of the context; the buffer ends with its NUL */
	dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_FP, DT_REG_MEM, ctx + DT_SL_MEM));
	dt_cg_memptr(cg, BPF_REG_1, DT_MR_STRTMP, woff);
	dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_FP, BPF_REG_1, ctx + DT_SL_A));
	dt_cg_emit(cg, BPF_ST_MEM(BPF_B, BPF_REG_1, strsize, 0));
	dt_cg_emit(cg, BPF_ST_MEM(BPF_DW, BPF_REG_FP, ctx + DT_SL_P2, 0));
	dt_cg_emit(cg, BPF_ST_MEM(BPF_DW, BPF_REG_FP, ctx + DT_SL_P3, 0));
	dt_cg_emit(cg, BPF_ST_MEM(BPF_DW, DT_REG_MEM, W_POS, strsize));
	dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_1, strsize / 2 + 1));
	dt_cg_strloop_call(cg->dlp, DT_SL_PATH, ctx);
	/* nothing written: the root, "/" */
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_3, DT_REG_MEM, W_POS));
	dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JNE, BPF_REG_3, strsize, 0), have);
	dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_3, strsize - 1));
	dt_cg_memptr(cg, BPF_REG_1, DT_MR_STRTMP, woff + strsize - 1);
	dt_cg_emit(cg, BPF_ST_MEM(BPF_B, BPF_REG_1, 0, '/'));
	dt_irlist_place(cg->dlp, have);
	dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JSLT, BPF_REG_3, 0, 0), done);
	dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JSGT, BPF_REG_3, strsize, 0), done);
	dt_cg_memptr(cg, BPF_REG_1, DT_MR_STRTMP, woff);
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_ADD, BPF_REG_3, BPF_REG_1));
	dt_cg_memptr(cg, BPF_REG_1, DT_MR_STRTMP, roff);
	dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_2, strsize + 1));
	dt_cg_call(cg, BPF_FUNC_probe_read_kernel_str);
	dt_irlist_place(cg->dlp, done);
	for (i = 0; i < DT_SL_NWORDS; i++)
		dt_cg_slot_free(cg);
	dt_cg_strtmp_free(cg, work);
	dt_cg_memptr(cg, reg, DT_MR_STRTMP, roff);
}
