/*
 * dt_cg_path.c: d_path(struct path *), the path name of a file, walked in
 * BPF (the kernel's bpf_d_path() helper is allowed only in fentry and LSM
 * programs, which this kernel refuses), and the built-in variables cwd and
 * rootdir, the same walk from the current task's fs->pwd and fs->root.
 * rootdir does not stop at the task's root (it is that root's path from
 * the top of the mount tree, as a chrooted process's rootdir is its
 * chroot directory); cwd and d_path() do.  A task without fs (one that is
 * exiting) gives cwd and rootdir "".
 *
 * The walk is the kernel's prepend_path(), bounded: from the path's dentry
 * up through d_parent, one component per step, written backwards ("/"
 * then the name) from the end of a work buffer; at the root of a mount
 * (dentry == vfsmount->mnt_root) it continues from the mount point in the
 * parent mount (struct mount, which contains the vfsmount); it stops at
 * the current task's root (task->fs->root: a chrooted process sees paths
 * from its root, as in the kernel), at the top of the mount tree, at a
 * dentry that is its own parent (a detached tree, pipefs: "/"), or after
 * DT_PATH_MAX steps (then the head of a deeper path is missing).  A path
 * longer than strsize is cut at the component that does not fit (its head
 * is missing); a component is at most NAME_MAX bytes.  Then the result is
 * copied from the buffer to a string temporary; nothing written is "/".
 * Offsets come from vmlinux BTF.
 *
 * The state of the walk (dentry, vfsmount, root, position) lives in
 * scratch memory (the string subroutines' work words, which no other code
 * uses while this runs), not in registers: every step starts from the same
 * verifier state, so the verifier checks the loop body once per step, not
 * once per path through it.  Only the step counter is in a register.  The
 * work buffer is a string temporary; a component is copied to buffer +
 * position + 1 with its length clamped to strsize - 1 and the position to
 * [0, strsize - 2], which the verifier can check against the scratch
 * memory that follows the temporaries (strtok's buffer, strsize + 8 bytes).
 */
#include <string.h>
#include "dt_impl.h"
#include "dt_btf.h"
#include "dt_cg.h"

#define DT_PATH_MAX	64	/* components walked at most */

/* Work words (offsets from the scratch memory's header, dt_dctx.h). */
#define W_DENTRY	(DT_MEM_STRW + 0)
#define W_VFSMNT	(DT_MEM_STRW + 8)
#define W_ROOTD		(DT_MEM_STRW + 16)
#define W_ROOTM		(DT_MEM_STRW + 24)
#define W_POS		(DT_MEM_STRDIGITS + 0)
#define W_T1		(DT_MEM_STRDIGITS + 8)
#define W_T2		(DT_MEM_STRDIGITS + 16)
#define W_T3		(DT_MEM_STRDIGITS + 24)

typedef struct dt_path_offs {
	uint32_t path_dentry, path_mnt;		/* struct path */
	uint32_t task_fs, fs_root, fs_pwd;	/* task_struct, fs_struct */
	uint32_t mnt_root;			/* struct vfsmount */
	uint32_t mount_mnt, mount_parent, mount_mountpoint; /* struct mount */
	uint32_t d_parent, d_name, d_name_name;	/* struct dentry */
} dt_path_offs_t;

static int
dt_path_offsets(dt_path_offs_t *o)
{
	return dt_btf_offset("path", "dentry", &o->path_dentry) != 0 ||
	    dt_btf_offset("path", "mnt", &o->path_mnt) != 0 ||
	    dt_btf_offset("task_struct", "fs", &o->task_fs) != 0 ||
	    dt_btf_offset("fs_struct", "root", &o->fs_root) != 0 ||
	    dt_btf_offset("fs_struct", "pwd", &o->fs_pwd) != 0 ||
	    dt_btf_offset("vfsmount", "mnt_root", &o->mnt_root) != 0 ||
	    dt_btf_offset("mount", "mnt", &o->mount_mnt) != 0 ||
	    dt_btf_offset("mount", "mnt_parent", &o->mount_parent) != 0 ||
	    dt_btf_offset("mount", "mnt_mountpoint", &o->mount_mountpoint) != 0 ||
	    dt_btf_offset("dentry", "d_parent", &o->d_parent) != 0 ||
	    dt_btf_offset("dentry", "d_name", &o->d_name) != 0 ||
	    dt_btf_offset("dentry", "d_name.name", &o->d_name_name) != 0 ||
	    /* struct qstr: { u32 hash; u32 len; } (little-endian), name */
	    o->d_name_name != o->d_name + 8 ? -1 : 0;
}

static void
E(dt_cg_t *cg, struct bpf_insn insn)
{
	dt_cg_emit(cg, insn);
}

/* r0 = scratch word w */
static void
ld(dt_cg_t *cg, int reg, int32_t w)
{
	E(cg, BPF_LDX_MEM(BPF_DW, reg, DT_REG_MEM, w));
}

static void
st(dt_cg_t *cg, int32_t w, int reg)
{
	E(cg, BPF_STX_MEM(BPF_DW, DT_REG_MEM, reg, w));
}

/*
 * Scratch word dst = the size bytes of kernel memory at (scratch word
 * base) + off, zero-extended; go to fail if they cannot be read.
 */
static void
rd(dt_cg_t *cg, int32_t dst, int32_t base, uint32_t off, int size,
    uint32_t fail)
{
	E(cg, BPF_ST_MEM(BPF_DW, DT_REG_MEM, dst, 0));
	E(cg, BPF_MOV64_REG(BPF_REG_1, DT_REG_MEM));
	E(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, dst));
	E(cg, BPF_MOV64_IMM(BPF_REG_2, size));
	ld(cg, BPF_REG_3, base);
	E(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, off));
	dt_cg_call(cg, BPF_FUNC_probe_read_kernel);
	dt_irlist_jump(cg->dlp, BPF_JMP_IMM(BPF_JNE, BPF_REG_0, 0, 0), fail);
}

/* Keep reg within [lo, hi] (signed), for the verifier. */
static void
clamp(dt_cg_t *cg, int reg, int32_t lo, int32_t hi)
{
	E(cg, BPF_JMP_IMM(BPF_JSGE, reg, lo, 1));
	E(cg, BPF_MOV64_IMM(reg, lo));
	E(cg, BPF_JMP_IMM(BPF_JSLE, reg, hi, 1));
	E(cg, BPF_MOV64_IMM(reg, hi));
}

/* Where a walk starts: d_path()'s argument, or the task's cwd or root. */
typedef enum { DT_PATH_ARG, DT_PATH_CWD, DT_PATH_ROOTDIR } dt_pathfrom_t;

/*
 * The starting state: the path's dentry and vfsmount, and the task's root
 * where the walk stops (none for rootdir).  d_path()'s path is in reg.
 */
static void
dt_path_start(dt_cg_t *cg, const dt_path_offs_t *o, dt_pathfrom_t from,
    int reg, uint32_t fault)
{
	uint32_t p = from == DT_PATH_CWD ? o->fs_pwd : o->fs_root;

	if (from == DT_PATH_ARG) {
		st(cg, W_T1, reg);
		rd(cg, W_DENTRY, W_T1, o->path_dentry, 8, fault);
		rd(cg, W_VFSMNT, W_T1, o->path_mnt, 8, fault);
	}
	dt_cg_call(cg, BPF_FUNC_get_current_task);
	st(cg, W_T1, BPF_REG_0);
	rd(cg, W_T2, W_T1, o->task_fs, 8, fault);
	if (from != DT_PATH_ARG) {
		rd(cg, W_DENTRY, W_T2, p + o->path_dentry, 8, fault);
		rd(cg, W_VFSMNT, W_T2, p + o->path_mnt, 8, fault);
	}
	if (from == DT_PATH_ROOTDIR) {
		E(cg, BPF_ST_MEM(BPF_DW, DT_REG_MEM, W_ROOTD, 0));
		E(cg, BPF_ST_MEM(BPF_DW, DT_REG_MEM, W_ROOTM, 0));
		return;
	}
	rd(cg, W_ROOTD, W_T2, o->fs_root + o->path_dentry, 8, fault);
	rd(cg, W_ROOTM, W_T2, o->fs_root + o->path_mnt, 8, fault);
}

/*
 * One step.  At the root of a mount: on to the mount point in the parent
 * mount (done at the top of the tree).  Else prepend "/" and the dentry's
 * name, and go to its parent (done if it is its own parent, or if the name
 * does not fit).
 */
static void
dt_path_step(dt_cg_t *cg, const dt_path_offs_t *o, int32_t buf, uint32_t next,
    uint32_t done)
{
	dt_irlist_t *dlp = cg->dlp;
	uint32_t name = dt_irlist_label(dlp), empty = dt_irlist_label(dlp);
	int32_t size = (int32_t)dt_strbytes(cg->dtp);

	/* the task's root */
	ld(cg, BPF_REG_1, W_DENTRY);
	ld(cg, BPF_REG_2, W_ROOTD);
	dt_irlist_jump(dlp, BPF_JMP_REG(BPF_JNE, BPF_REG_1, BPF_REG_2, 0), name);
	ld(cg, BPF_REG_1, W_VFSMNT);
	ld(cg, BPF_REG_2, W_ROOTM);
	dt_irlist_jump(dlp, BPF_JMP_REG(BPF_JEQ, BPF_REG_1, BPF_REG_2, 0), done);
	dt_irlist_place(dlp, name);
	/* the root of its mount: cross to the parent mount */
	rd(cg, W_T1, W_VFSMNT, o->mnt_root, 8, done);
	ld(cg, BPF_REG_1, W_DENTRY);
	ld(cg, BPF_REG_2, W_T1);
	name = dt_irlist_label(dlp);
	dt_irlist_jump(dlp, BPF_JMP_REG(BPF_JNE, BPF_REG_1, BPF_REG_2, 0), name);
	ld(cg, BPF_REG_1, W_VFSMNT);
	E(cg, BPF_ALU64_IMM(BPF_SUB, BPF_REG_1, o->mount_mnt));
	st(cg, W_T1, BPF_REG_1);
	rd(cg, W_T2, W_T1, o->mount_parent, 8, done);
	ld(cg, BPF_REG_1, W_T1);
	ld(cg, BPF_REG_2, W_T2);
	dt_irlist_jump(dlp, BPF_JMP_REG(BPF_JEQ, BPF_REG_1, BPF_REG_2, 0), done);
	rd(cg, W_DENTRY, W_T1, o->mount_mountpoint, 8, done);
	ld(cg, BPF_REG_1, W_T2);
	E(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, o->mount_mnt));
	st(cg, W_VFSMNT, BPF_REG_1);
	dt_irlist_jump(dlp, BPF_JA_INSN(0), next);
	/* a name: its parent, length and bytes */
	dt_irlist_place(dlp, name);
	rd(cg, W_T1, W_DENTRY, o->d_parent, 8, done);
	ld(cg, BPF_REG_1, W_DENTRY);
	ld(cg, BPF_REG_2, W_T1);
	dt_irlist_jump(dlp, BPF_JMP_REG(BPF_JEQ, BPF_REG_1, BPF_REG_2, 0), done);
	rd(cg, W_T2, W_DENTRY, o->d_name + 4, 4, done);
	rd(cg, W_T3, W_DENTRY, o->d_name_name, 8, done);
	/* pos -= len + 1, unless it does not fit */
	ld(cg, BPF_REG_4, W_T2);
	clamp(cg, BPF_REG_4, 0, size - 1);
	ld(cg, BPF_REG_5, W_POS);
	E(cg, BPF_ALU64_REG(BPF_SUB, BPF_REG_5, BPF_REG_4));
	E(cg, BPF_ALU64_IMM(BPF_SUB, BPF_REG_5, 1));
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JSLT, BPF_REG_5, 0, 0), done);
	clamp(cg, BPF_REG_5, 0, size - 2);
	st(cg, W_POS, BPF_REG_5);
	dt_cg_memptr(cg, BPF_REG_1, DT_MR_STRTMP, buf);
	E(cg, BPF_ALU64_REG(BPF_ADD, BPF_REG_1, BPF_REG_5));
	E(cg, BPF_ST_MEM(BPF_B, BPF_REG_1, 0, '/'));
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_4, 0, 0), empty);
	E(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, 1));
	E(cg, BPF_MOV64_REG(BPF_REG_2, BPF_REG_4));
	ld(cg, BPF_REG_3, W_T3);
	dt_cg_call(cg, BPF_FUNC_probe_read_kernel);
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JNE, BPF_REG_0, 0, 0), done);
	dt_irlist_place(dlp, empty);
	ld(cg, BPF_REG_1, W_T1);
	st(cg, W_DENTRY, BPF_REG_1);
}

/* r0 = the result: the buffer from pos on, or "/" if nothing was written. */
static void
dt_path_finish(dt_cg_t *cg, int32_t buf, int32_t res)
{
	dt_irlist_t *dlp = cg->dlp;
	uint32_t some = dt_irlist_label(dlp), end = dt_irlist_label(dlp);
	int32_t size = (int32_t)dt_strbytes(cg->dtp);

	ld(cg, BPF_REG_3, W_POS);
	clamp(cg, BPF_REG_3, 0, size - 1);
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JNE, BPF_REG_3, size - 1, 0), some);
	dt_cg_memptr(cg, BPF_REG_1, DT_MR_STRTMP, res);
	E(cg, BPF_ST_MEM(BPF_B, BPF_REG_1, 0, '/'));
	E(cg, BPF_ST_MEM(BPF_B, BPF_REG_1, 1, 0));
	dt_irlist_jump(dlp, BPF_JA_INSN(0), end);
	dt_irlist_place(dlp, some);
	E(cg, BPF_MOV64_IMM(BPF_REG_2, size));
	E(cg, BPF_ALU64_REG(BPF_SUB, BPF_REG_2, BPF_REG_3));
	dt_cg_memptr(cg, BPF_REG_1, DT_MR_STRTMP, buf);
	E(cg, BPF_ALU64_REG(BPF_ADD, BPF_REG_3, BPF_REG_1));
	dt_cg_memptr(cg, BPF_REG_1, DT_MR_STRTMP, res);
	dt_cg_call(cg, BPF_FUNC_probe_read_kernel_str);
	dt_irlist_place(dlp, end);
	dt_cg_memptr(cg, BPF_REG_0, DT_MR_STRTMP, res);
}

/*
 * The walk from `from` (d_path()'s path in reg); returns the register that
 * holds the resulting string.  A path that cannot be read is a fault for
 * d_path() and "" for cwd and rootdir.
 */
static int
dt_path_walk(dt_cg_t *cg, const dt_node_t *dnp, dt_pathfrom_t from, int reg)
{
	dt_irlist_t *dlp = cg->dlp;
	uint32_t loop = dt_irlist_label(dlp), next = dt_irlist_label(dlp);
	uint32_t done = dt_irlist_label(dlp), fault = dt_irlist_label(dlp);
	uint32_t ok = dt_irlist_label(dlp), end = dt_irlist_label(dlp);
	uint32_t nbuf, nres;
	int32_t size = (int32_t)dt_strbytes(cg->dtp), buf, res;
	dt_path_offs_t o;
	int n;

	if (dt_path_offsets(&o) != 0)
		dnerror(dnp, D_NOT_SUPPORTED, "%s is not available: the "
		    "kernel's BTF lacks the types it walks", from == DT_PATH_ARG ?
		    "d_path( )" : from == DT_PATH_CWD ? "cwd" : "rootdir");
	if (size < 3)
		dnerror(dnp, D_NOT_SUPPORTED, "%s needs a strsize of at least 2",
		    from == DT_PATH_ARG ? "d_path( )" : from == DT_PATH_CWD ?
		    "cwd" : "rootdir");
	nbuf = dt_cg_strtmp(cg);
	nres = dt_cg_strtmp(cg);
	buf = dt_cg_strtmp_off(cg, nbuf);
	res = dt_cg_strtmp_off(cg, nres);
	dt_path_start(cg, &o, from, reg, fault);
	dt_irlist_jump(dlp, BPF_JA_INSN(0), ok);
	dt_irlist_place(dlp, fault);
	if (from == DT_PATH_ARG)
		dt_cg_fault(cg, DTRACEFLT_BADADDR, reg);
	else {
		dt_cg_memptr(cg, BPF_REG_0, DT_MR_STRTMP, res);
		E(cg, BPF_ST_MEM(BPF_B, BPF_REG_0, 0, 0));
		dt_irlist_jump(dlp, BPF_JA_INSN(0), end);
	}
	dt_irlist_place(dlp, ok);
	if (reg >= 0)
		dt_cg_reg_free(cg, reg);
	/* buf[size - 1] = NUL, pos = size - 1 */
	dt_cg_memptr(cg, BPF_REG_1, DT_MR_STRTMP, buf);
	E(cg, BPF_ST_MEM(BPF_B, BPF_REG_1, size - 1, 0));
	E(cg, BPF_ST_MEM(BPF_DW, DT_REG_MEM, W_POS, size - 1));
	n = dt_cg_reg_alloc(cg, dnp);
	E(cg, BPF_MOV64_IMM(n, DT_PATH_MAX));
	dt_irlist_place(dlp, loop);
	dt_path_step(cg, &o, buf, next, done);
	dt_irlist_place(dlp, next);
	E(cg, BPF_ALU64_IMM(BPF_SUB, n, 1));
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JNE, n, 0, 0), loop);
	dt_irlist_place(dlp, done);
	dt_cg_reg_free(cg, n);
	dt_path_finish(cg, buf, res);
	dt_irlist_place(dlp, end);
	dt_cg_strtmp_free(cg, nbuf);
	n = dt_cg_reg_alloc(cg, dnp);
	E(cg, BPF_MOV64_REG(n, BPF_REG_0));
	return n;
}

int
dt_cg_d_path(dt_cg_t *cg, dt_node_t *dnp)
{
	return dt_path_walk(cg, dnp, DT_PATH_ARG, dt_cg_expr(cg, dnp->dn_args));
}

/* reg = cwd (root 0) or rootdir (root 1). */
void
dt_cg_path(dt_cg_t *cg, const dt_node_t *dnp, int root, int reg)
{
	int r = dt_path_walk(cg, dnp, root ? DT_PATH_ROOTDIR : DT_PATH_CWD, -1);

	E(cg, BPF_MOV64_REG(reg, r));
	dt_cg_reg_free(cg, r);
}
