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
#include "dt_impl.h"
#include "dt_cg.h"

typedef struct dt_pathgen {
	dt_cg_t *cg;
	dt_pathoffs_t po;
	int32_t strsize;
	int32_t ctx;		/* the loop's context: DT_SL_NWORDS stack words */
	int32_t woff, roff;	/* the work buffer and the result */
	uint32_t done;		/* label: the result is ready */
} dt_pathgen_t;

static void
dt_path_emit(dt_pathgen_t *pg, struct bpf_insn insn)
{
	dt_cg_emit(pg->cg, insn);
}

/* scratch word dst (a DT_PATH_* offset) = the 8 bytes at fs + off */
static void
dt_path_fsword(dt_pathgen_t *pg, int32_t off, int dst)
{
	int32_t tmp = pg->ctx + DT_SL_P3;

	dt_path_emit(pg, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_FP, pg->ctx + DT_SL_P2));
	dt_cg_kread(pg->cg, tmp, BPF_REG_0, off, 8);
	dt_path_emit(pg, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP, tmp));
	dt_path_emit(pg, BPF_STX_MEM(BPF_DW, DT_REG_MEM, BPF_REG_1, dst));
}

/*
 * The walk's start (w[0], w[1]: the dentry and vfsmount of fs->pwd or
 * fs->root) and where it stops (B, P1: fs->root for cwd, none for
 * rootdir); task->fs is kept in P2 meanwhile.  No fs: the result is "".
 */
static void
dt_path_begin(dt_pathgen_t *pg, int root)
{
	dt_cg_t *cg = pg->cg;
	int32_t from = root ? (int32_t)pg->po.root : (int32_t)pg->po.pwd;
	int32_t rootdir = (int32_t)pg->po.root;

	dt_cg_memptr(cg, BPF_REG_1, DT_MR_STRTMP, pg->roff);
	dt_path_emit(pg, BPF_ST_MEM(BPF_B, BPF_REG_1, 0, 0));
	dt_cg_call(cg, BPF_FUNC_get_current_task);
	dt_cg_kread(cg, pg->ctx + DT_SL_P2, BPF_REG_0, (int32_t)pg->po.fs, 8);
	dt_path_emit(pg, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_FP, pg->ctx + DT_SL_P2));
	dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), pg->done);
	dt_path_fsword(pg, from + (int32_t)pg->po.dentry, DT_PATH_DENTRY);
	dt_path_fsword(pg, from + (int32_t)pg->po.mnt, DT_PATH_MNT);
	dt_path_emit(pg, BPF_ST_MEM(BPF_DW, BPF_REG_FP, pg->ctx + DT_SL_B, 0));
	dt_path_emit(pg, BPF_ST_MEM(BPF_DW, BPF_REG_FP, pg->ctx + DT_SL_P1, 0));
	if (root)
		return;
	dt_path_emit(pg, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_FP, pg->ctx + DT_SL_P2));
	dt_cg_kread(cg, pg->ctx + DT_SL_B, BPF_REG_0,
	    rootdir + (int32_t)pg->po.dentry, 8);
	dt_path_emit(pg, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_FP, pg->ctx + DT_SL_P2));
	dt_cg_kread(cg, pg->ctx + DT_SL_P1, BPF_REG_0,
	    rootdir + (int32_t)pg->po.mnt, 8);
}

/* The rest of the context, the buffer's NUL, and the loop. */
static void
dt_path_loop(dt_pathgen_t *pg)
{
	dt_cg_t *cg = pg->cg;

	dt_path_emit(pg, BPF_STX_MEM(BPF_DW, BPF_REG_FP, DT_REG_MEM, pg->ctx + DT_SL_MEM));
	dt_cg_memptr(cg, BPF_REG_1, DT_MR_STRTMP, pg->woff);
	dt_path_emit(pg, BPF_STX_MEM(BPF_DW, BPF_REG_FP, BPF_REG_1, pg->ctx + DT_SL_A));
	dt_path_emit(pg, BPF_ST_MEM(BPF_B, BPF_REG_1, pg->strsize, 0));
	dt_path_emit(pg, BPF_ST_MEM(BPF_DW, BPF_REG_FP, pg->ctx + DT_SL_P2, 0));
	dt_path_emit(pg, BPF_ST_MEM(BPF_DW, BPF_REG_FP, pg->ctx + DT_SL_P3, 0));
	dt_path_emit(pg, BPF_ST_MEM(BPF_DW, DT_REG_MEM, DT_PATH_POS, pg->strsize));
	dt_path_emit(pg, BPF_MOV64_IMM(BPF_REG_1, pg->strsize / 2 + 1));
	dt_cg_strloop_call(cg->dlp, DT_SL_PATH, pg->ctx);
}

/* The path from where it starts in the buffer ("/" if empty) to the result. */
static void
dt_path_end(dt_pathgen_t *pg)
{
	dt_cg_t *cg = pg->cg;
	uint32_t have = dt_irlist_label(cg->dlp);
	int32_t strsize = pg->strsize;

	dt_path_emit(pg, BPF_LDX_MEM(BPF_DW, BPF_REG_3, DT_REG_MEM, DT_PATH_POS));
	dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JNE, BPF_REG_3, strsize, 0), have);
	dt_path_emit(pg, BPF_MOV64_IMM(BPF_REG_3, strsize - 1));
	dt_cg_memptr(cg, BPF_REG_1, DT_MR_STRTMP, pg->woff + strsize - 1);
	dt_path_emit(pg, BPF_ST_MEM(BPF_B, BPF_REG_1, 0, '/'));
	dt_irlist_place(cg->dlp, have);
	dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JSLT, BPF_REG_3, 0, 0), pg->done);
	dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JSGT, BPF_REG_3, strsize, 0), pg->done);
	dt_cg_memptr(cg, BPF_REG_1, DT_MR_STRTMP, pg->woff);
	dt_path_emit(pg, BPF_ALU64_REG(BPF_ADD, BPF_REG_3, BPF_REG_1));
	dt_cg_memptr(cg, BPF_REG_1, DT_MR_STRTMP, pg->roff);
	dt_path_emit(pg, BPF_MOV64_IMM(BPF_REG_2, strsize + 1));
	dt_cg_call(cg, BPF_FUNC_probe_read_kernel_str);
}

void
dt_cg_path(dt_cg_t *cg, const dt_node_t *dnp, int root, int reg)
{
	uint32_t work = dt_cg_strtmp(cg), res = dt_cg_strtmp(cg);
	dt_pathgen_t pg = { .cg = cg };
	int i;

	if (dt_cg_path_offsets(&pg.po) != 0)
		dnerror(dnp, D_NOT_SUPPORTED, "%s is not available: no kernel BTF",
		    root ? "rootdir" : "cwd");
	pg.strsize = (int32_t)dt_strbytes(cg->dtp) - 1;
	pg.woff = dt_cg_strtmp_off(cg, work);
	pg.roff = dt_cg_strtmp_off(cg, res);
	pg.done = dt_irlist_label(cg->dlp);
	for (i = 0; i < DT_SL_NWORDS; i++)
		pg.ctx = dt_cg_slot_alloc(cg, dnp);
	dt_path_begin(&pg, root);
	dt_path_loop(&pg);
	dt_path_end(&pg);
	dt_irlist_place(cg->dlp, pg.done);
	for (i = 0; i < DT_SL_NWORDS; i++)
		dt_cg_slot_free(cg);
	dt_cg_strtmp_free(cg, work);
	dt_cg_memptr(cg, reg, DT_MR_STRTMP, pg.roff);
}
