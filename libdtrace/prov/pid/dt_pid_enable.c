/*
 * dt_pid_enable.c: the firing side of the pid provider: from enabled pid
 * probes to BPF programs and uprobe_multi links, and back.
 *
 * Programs.  A pid program does not depend on the function it fires in:
 * its trampoline takes the probe id from the attach cookie
 * (bpf_get_attach_cookie(): each site of a link carries its probe's id),
 * fills argN from pt_regs, and the clauses follow.  So probes share a
 * program when they are of one kind (entry or return) and run the same
 * clauses in the same order (one clause set, attach/dt_csets.c):
 * `pid$target:::entry { ... }` over a program
 * and all its libraries is one program, whatever the number of functions.
 * Probes with other clause lists (a second clause naming malloc) get a
 * program of their own; each probe is in exactly one program, so each of
 * its clauses runs once per firing.
 *
 * Links.  The probes of one program, one process and one object (the
 * /proc/PID/map_files path of its mapping) are one uprobe_multi link
 * filtered to the pid, made by the sites service (dt_sites.c; dt_uprobe.c:
 * batches of DT_UPROBE_BATCH sites, a site the kernel refuses left out
 * and reported to dt_pid_link_refused()): every libc entry is one link
 * of about 3000 sites, made and closed in milliseconds, where a link per probe
 * took seconds.  The kernel runs a filtered link's program only in that
 * process (its thread group), so the cookie needs no pid check: the pid
 * check is the kernel's.  Enabling again while tracing (a dlopen() brought
 * new objects, dt_rtld.c) only adds links for the probes not in one yet.
 *
 * Sharing.  The kernel keeps one uprobe per (inode, offset) and runs each
 * of its consumers (links) at a firing; we add one consumer per (program,
 * process, object) that has the site, and no more: a stapsdt note and a
 * pid probe at one site, entry and return of one function, or one library
 * function in two traced processes are one breakpoint with two consumers,
 * each firing its own clauses once.  A process that exits takes only its
 * own links' firings with it; the others go on.  Offsets repeated within
 * a link (two probes at one address) are given to the kernel once.
 *
 * Many processes (dt_pid_share()).  Each link is a consumer the kernel
 * asks at every firing of the site, so a link per process makes a firing
 * cost O(processes).  As stapsdt does, an object file (device, inode) that
 * one program traces in more processes than dt_dispatch_pidlinks() allows
 * gets instead one unfiltered link, whose program (pg_shared) looks the
 * firing up in the dispatch map (dt_dispatch.h: key (tgid, cookie), the
 * entry's first word the probe id; no entry, a process we do not trace:
 * return).  Its sites' cookies have the top bit set, apart from
 * stapsdt's in the one map; the entries go with the link.
 *
 * Return probes fire at each return site of the function (its rets and
 * tail-call jmps, in any of its parts: dt_disasm.c), one site each in the
 * link.  The upper half of a site's cookie is its offset from the
 * function's entry, signed (a cold part may lie before it): arg0.
 *
 * Placement (dt_pid_placement(), dt_pid_place.c).  Where its clauses
 * allow (no arg0 on a return; no uregs[] nor user stack), an entry probe
 * goes at its cheaper site pp_move, and a return probe whose function
 * allows one becomes a uretprobe there: a program of kind DT_PID_URET,
 * in links of its own (uprobe_multi with the RETURN flag, which the kernel
 * sets per link), at the same entry site as the entry probe's link; the
 * kernel runs both consumers of that uprobe, each once.
 *
 * Sites.  A probe with no site (dt_pid_sites.c: the kernel would refuse
 * or mis-run the instruction there, or it is not known to be code) is
 * never attached; a site the kernel refuses all the same (an instruction
 * its decoder does not know: ENOEXEC) is left out of the link by
 * dt_uprobe.c.  Either way the user is told, once per probe, after the
 * links are attached (dt_pid_report()): one line per probe, or beyond
 * DT_PID_REPORT_MAX of them one line with their number (-lv and -xdebug
 * name each).
 *
 * Arguments (x86-64 SysV), from the uprobe's pt_regs: at entry arg0..arg5
 * are rdi, rsi, rdx, rcx, r8, r9 and arg6..arg9 the stack slots above the
 * return address (sp + 8 * (i - 5), read with bpf_probe_read_user, only
 * if a clause uses them; 0 if unreadable).  At return arg1 is rax (the
 * return value) and arg0 the return site's offset in the function (from
 * the cookie).  At entry and at a return site the
 * trampoline also records the stack pointer (DT_MEM_ENTRYSP), where the
 * return address into the caller is: the frame pointer is not pushed yet
 * (or already popped), so a frame pointer walk (ustack(), ucaller) would
 * miss the caller without it (dt_cg_act.c).
 */
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include <bpf/bpf.h>
#include "dt_pid_enable.h"
#include "dt_enabling.h"
#include "dt_bpf.h"
#include "dt_disasm.h"
#include "dt_insn.h"
#include "dt_link.h"
#include "dt_pctl.h"
#include "dt_util.h"
#include "dt_irlist.h"
#include "dt_provider.h"
#include "dt_arch.h"
#include "dt_dispatch.h"
#include "dt_csets.h"
#include "dt_sites.h"
#include "dt_pid_place.h"

/*
 * The cookies of shared links have the top bit set, apart from stapsdt's
 * (1, 2, 3 ...) in the one dispatch map they share.
 */
#define DT_PID_COOKIE	0x80000000u

/* A program: the probes of one kind that run the same clauses. */
typedef struct dt_pid_prog {
	int pg_kind;			/* its probes' DT_PID_* kind */
	const dt_cset_t *pg_cset;	/* the clauses (lv_csets's, slot 0) */
	int pg_shared;			/* for shared links: hash dispatch */
	int pg_fd;			/* loaded, or -1 */
	struct dt_pid_prog *pg_next;
} dt_pid_prog_t;

/*
 * The probes of a program in one object file, of every process: their
 * links (dt_sites.h), one per process, or one shared if the program is
 * pg_shared.
 */
typedef struct dt_pid_link {
	dt_pid_prog_t *lk_prog;
	const char *lk_path;		/* its first probe's pp_path */
	dev_t lk_dev;			/* the object file */
	ino_t lk_ino;			/* (0: unknown: lk_path's alone) */
	dt_probe_t **lk_probes;
	uint32_t lk_n, lk_sz;
	dt_sitelink_t *lk_links;	/* attached */
	uint32_t lk_nlinks;
	struct dt_pid_link *lk_next;
} dt_pid_link_t;

/* An object file as a probe names it: path, device and inode. */
typedef struct dt_pid_file {
	const char *pf_path;
	dev_t pf_dev;
	ino_t pf_ino;			/* 0: path cannot be stat()ed */
} dt_pid_file_t;

/* What a link's callbacks (dt_sites.h) get. */
typedef struct dt_pid_linkarg {
	dt_pid_live_t *la_live;
	dt_pid_link_t *la_link;
} dt_pid_linkarg_t;

struct dt_pid_live {
	dt_pid_prog_t *lv_progs;
	dt_pid_link_t *lv_links;	/* attached */
	uint32_t lv_ncookies;		/* shared links' cookies given */
	pid_t *lv_gone;			/* processes left out (said once) */
	uint32_t lv_ngone;
	dt_csets_t lv_csets;		/* the programs' clause sets */
};

/* ---- the trampoline ---- */

/* Scratch memory at memoff = the pt_regs (in r1) word at off. */
static void
dt_pid_reg(dt_irlist_t *dlp, int memoff, int off)
{
	dt_irlist_append(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_1, off));
	dt_irlist_append(dlp, BPF_STX_MEM(BPF_DW, DT_REG_MEM, BPF_REG_0, memoff));
}

/* argv[i] = *(uint64_t *)(sp + DT_ARCH_STKARG(i)), 0 if it cannot be read. */
static void
dt_pid_arg_stack(dt_irlist_t *dlp, int i)
{
	dt_irlist_append(dlp, BPF_ST_MEM(BPF_DW, DT_REG_MEM, DT_MEM_ARGV + 8 * i,
	    0));
	dt_irlist_append(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP,
	    DT_STK_CTX));
	dt_irlist_append(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_1,
	    DT_ARCH_PT_SP));
	dt_irlist_append(dlp, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3,
	    DT_ARCH_STKARG(i)));
	dt_irlist_append(dlp, BPF_MOV64_REG(BPF_REG_1, DT_REG_MEM));
	dt_irlist_append(dlp, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1,
	    DT_MEM_ARGV + 8 * i));
	dt_irlist_append(dlp, BPF_MOV64_IMM(BPF_REG_2, 8));
	dt_irlist_append(dlp, BPF_CALL_HELPER(BPF_FUNC_probe_read_user));
}

/* The argN the program's clauses read (dt_stmt_t.st_argmask). */
static uint32_t
dt_pid_argmask(const dt_pid_prog_t *pgp)
{
	return dt_cset_argmask(pgp->pg_cset);
}

/*
 * The registers always (cheap); a stack word only if a clause reads it;
 * the stack pointer for ustack() and ucaller.
 */
static void
dt_pid_entry_args(dt_irlist_t *dlp, uint32_t mask, int insn)
{
	static const int regs[DT_ARCH_NARGREGS] = DT_ARCH_ARGREGS;
	int i;

	dt_irlist_append(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP,
	    DT_STK_CTX));
	if (!insn)	/* within a function, *sp is no return address */
		dt_pid_reg(dlp, DT_MEM_ENTRYSP, DT_ARCH_PT_SP);
	for (i = 0; i < DT_ARCH_NARGREGS; i++)
		dt_pid_reg(dlp, DT_MEM_ARGV + 8 * i, regs[i]);
	for (i = DT_ARCH_NARGREGS; i < DT_MAXARGS; i++)
		if (mask & (1u << i))
			dt_pid_arg_stack(dlp, i);
		else
			dt_irlist_append(dlp, BPF_ST_MEM(BPF_DW, DT_REG_MEM,
			    DT_MEM_ARGV + 8 * i, 0));
}

/*
 * arg0 the return site's offset in the function (the upper half of the
 * cookie, signed), arg1 rax.  At a return site (ret, or a tail call's
 * jmp) the frame is gone and *sp is the return address into the caller,
 * as at entry: record sp for ustack() and ucaller.
 */
static void
dt_pid_return_args(dt_irlist_t *dlp)
{
	int i;

	dt_irlist_append(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP,
	    DT_STK_CTX));
	dt_irlist_append(dlp, BPF_CALL_HELPER(BPF_FUNC_get_attach_cookie));
	dt_irlist_append(dlp, BPF_ALU64_IMM(BPF_ARSH, BPF_REG_0, 32));
	dt_irlist_append(dlp, BPF_STX_MEM(BPF_DW, DT_REG_MEM, BPF_REG_0,
	    DT_MEM_ARGV));
	dt_irlist_append(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP,
	    DT_STK_CTX));
	dt_pid_reg(dlp, DT_MEM_ENTRYSP, DT_ARCH_PT_SP);
	dt_pid_reg(dlp, DT_MEM_ARGV + 8, DT_ARCH_PT_RVAL);
	for (i = 2; i < DT_MAXARGS; i++)
		dt_irlist_append(dlp, BPF_ST_MEM(BPF_DW, DT_REG_MEM,
		    DT_MEM_ARGV + 8 * i, 0));
}

/*
 * A uretprobe fires as the function returns to its caller, with the
 * caller's registers: arg1 rax; arg0 (which ret ran) is not known, and no
 * clause of the program reads it (dt_pid_group()).
 */
static void
dt_pid_uret_args(dt_irlist_t *dlp)
{
	int i;

	dt_irlist_append(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP,
	    DT_STK_CTX));
	dt_irlist_append(dlp, BPF_ST_MEM(BPF_DW, DT_REG_MEM, DT_MEM_ARGV, 0));
	dt_pid_reg(dlp, DT_MEM_ARGV + 8, DT_ARCH_PT_RVAL);
	for (i = 2; i < DT_MAXARGS; i++)
		dt_irlist_append(dlp, BPF_ST_MEM(BPF_DW, DT_REG_MEM,
		    DT_MEM_ARGV + 8 * i, 0));
}

/*
 * The probe id: the attach cookie of a filtered link; on a shared link
 * the first word of the dispatch entry (tgid, cookie) (no entry: a
 * process we do not trace, exit).  Then the arguments.
 */
static int
dt_pid_tramp(dtrace_hdl_t *dtp, void *arg, dt_irlist_t *dlp, uint32_t exitlbl)
{
	const dt_pid_prog_t *pgp = arg;

	if (pgp->pg_shared) {
		dt_dispatch_emit(dlp, -1, exitlbl);
		dt_irlist_append(dlp, BPF_LDX_MEM(BPF_W, BPF_REG_0, DT_REG_MEM,
		    DT_MEM_PROV));
	} else {
		dt_irlist_append(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_1,
		    BPF_REG_FP, DT_STK_CTX));
		dt_irlist_append(dlp,
		    BPF_CALL_HELPER(BPF_FUNC_get_attach_cookie));
	}
	dt_irlist_append(dlp, BPF_STX_MEM(BPF_W, DT_REG_MEM, BPF_REG_0,
	    DT_MEM_PRID));
	if (pgp->pg_kind == DT_PID_RETURN)
		dt_pid_return_args(dlp);
	else if (pgp->pg_kind == DT_PID_URET)
		dt_pid_uret_args(dlp);
	else
		dt_pid_entry_args(dlp, dt_pid_argmask(pgp),
		    pgp->pg_kind == DT_PID_INSN);
	return 0;
}

/* ---- grouping probes into programs and links ---- */

/* The program of that kind, clause set and dispatch, made if none yet. */
static dt_pid_prog_t *
dt_pid_prog_get(dt_pid_live_t *lvp, int kind, const dt_cset_t *csp,
    int shared)
{
	dt_pid_prog_t *pgp;

	for (pgp = lvp->lv_progs; pgp != NULL; pgp = pgp->pg_next)
		if (pgp->pg_kind == kind && pgp->pg_shared == shared &&
		    pgp->pg_cset == csp)
			return pgp;
	if ((pgp = calloc(1, sizeof(*pgp))) == NULL)
		return NULL;
	pgp->pg_cset = csp;
	pgp->pg_kind = kind;
	pgp->pg_shared = shared;
	pgp->pg_fd = -1;
	pgp->pg_next = lvp->lv_progs;
	lvp->lv_progs = pgp;
	return pgp;
}

/*
 * The file of path, stat()ed unless it is the last one asked: a process's
 * probes come one object after the other.
 */
static void
dt_pid_file_of(dt_pid_file_t *pfp, const char *path)
{
	struct stat st;

	if (pfp->pf_path != NULL && strcmp(pfp->pf_path, path) == 0)
		return;
	pfp->pf_path = path;
	pfp->pf_dev = 0;
	pfp->pf_ino = 0;
	if (stat(path, &st) == 0) {
		pfp->pf_dev = st.st_dev;
		pfp->pf_ino = st.st_ino;
	}
}

static int
dt_pid_link_is(const dt_pid_link_t *lkp, const dt_pid_prog_t *pgp,
    const dt_pid_file_t *pfp)
{
	if (lkp->lk_prog != pgp || lkp->lk_ino != pfp->pf_ino)
		return 0;
	return lkp->lk_ino != 0 ? lkp->lk_dev == pfp->pf_dev :
	    strcmp(lkp->lk_path, pfp->pf_path) == 0;
}

static dt_pid_link_t *
dt_pid_link_get(dt_pid_link_t **linksp, dt_pid_prog_t *pgp,
    const dt_pid_file_t *pfp)
{
	dt_pid_link_t *lkp, **lpp;

	/*
	 * Moved to the front when found: probes come one object after the
	 * other, so the search ends at once, and enabling many processes'
	 * probes stays linear in the probes.
	 */
	for (lpp = linksp; (lkp = *lpp) != NULL; lpp = &lkp->lk_next)
		if (dt_pid_link_is(lkp, pgp, pfp)) {
			*lpp = lkp->lk_next;
			lkp->lk_next = *linksp;
			*linksp = lkp;
			return lkp;
		}
	if ((lkp = calloc(1, sizeof(*lkp))) == NULL)
		return NULL;
	lkp->lk_prog = pgp;
	lkp->lk_path = pfp->pf_path;
	lkp->lk_dev = pfp->pf_dev;
	lkp->lk_ino = pfp->pf_ino;
	lkp->lk_next = *linksp;
	*linksp = lkp;
	return lkp;
}

static int
dt_pid_link_add(dt_pid_link_t *lkp, dt_probe_t *prp)
{
	if (lkp->lk_n == lkp->lk_sz) {
		uint32_t sz = lkp->lk_sz ? lkp->lk_sz * 2 : 16;
		dt_probe_t **p = realloc(lkp->lk_probes, sz * sizeof(*p));

		if (p == NULL)
			return -1;
		lkp->lk_probes = p;
		lkp->lk_sz = sz;
	}
	lkp->lk_probes[lkp->lk_n++] = prp;
	return 0;
}

/* arg6..arg9: on the stack, found by %rsp (dt_pid_arg_stack()). */
#define DT_PID_STKARGS	(0xfu << DT_ARCH_NARGREGS)

/*
 * Where a probe fires, by its clauses (dt_pid_place.c): at its cheaper
 * site (pp_move) unless they observe the site (uregs[], the user stack),
 * or, for a return probe, read arg0 (which ret ran), or, for an entry
 * probe whose cheaper site is past a move of %rsp (pp_movesp), read an
 * argument on the stack; never with the bench knob DTRACE_PID_NOMOVE set.
 * Its program's kind.
 */
static int
dt_pid_placement(dt_probe_t *prp)
{
	static int nomove = -1;
	dt_pid_probe_t *pp = prp->pr_data;
	const dtrace_probedesc_t *pd = &prp->pr_desc;
	uint32_t mask = 0;
	int i;

	if (nomove < 0)
		nomove = getenv("DTRACE_PID_NOMOVE") != NULL;
	for (i = 0; i < prp->pr_nstmts; i++)
		mask |= prp->pr_stmts[i]->st_argmask;
	pp->pp_placed = !nomove && (pp->pp_kind == DT_PID_ENTRY ?
	    pp->pp_move > 0 && !(pp->pp_movesp && (mask & DT_PID_STKARGS)) :
	    pp->pp_kind == DT_PID_RETURN && pp->pp_move >= 0 && !(mask & 1)) &&
	    !dt_pid_place_observed(prp->pr_stmts, prp->pr_nstmts);
	if (pp->pp_kind == DT_PID_ENTRY && pp->pp_move > 0)
		dt_dprintf("pid: %s:%s:%s:%s at +0x%x%s\n", pd->prv, pd->mod,
		    pd->fun, pd->prb, pp->pp_placed ? pp->pp_move : 0,
		    pp->pp_placed ? " (moved past single-stepped "
		    "instructions)" : pp->pp_movesp && (mask & DT_PID_STKARGS) ?
		    " (not moved: its clauses read arguments on the stack)" :
		    " (not moved: its clauses observe the site)");
	else if (pp->pp_kind == DT_PID_RETURN)
		dt_dprintf("pid: %s:%s:%s:%s %s\n", pd->prv, pd->mod, pd->fun,
		    pd->prb, pp->pp_placed ? "as a uretprobe" : pp->pp_move < 0 ?
		    "at its return sites: no uretprobe" : "at its return sites: "
		    "its clauses read arg0 or observe the site");
	if (pp->pp_kind == DT_PID_RETURN && !pp->pp_placed &&
	    pp->pp_move < 0 && pp->pp_nomove != NULL)
		dt_dprintf("pid: %s:%s:%s:%s: no uretprobe: %s\n", pd->prv,
		    pd->mod, pd->fun, pd->prb, pp->pp_nomove);
	if (pp->pp_kind == DT_PID_RETURN && pp->pp_placed)
		return DT_PID_URET;
	return pp->pp_kind;
}

/* The probes enabled and not in a link yet, in new links (*freshp). */
static int
dt_pid_group(dtrace_hdl_t *dtp, dt_pid_live_t *lvp, dt_probe_t **probes,
    int n, dt_pid_link_t **freshp)
{
	dt_pid_file_t pf = { NULL, 0, 0 };
	int i;

	for (i = 0; i < n; i++) {
		const dt_pid_probe_t *pp = probes[i]->pr_data;
		dt_pid_prog_t *pgp;
		dt_pid_link_t *lkp;
		int k;

		if (pp->pp_live || pp->pp_nosite || probes[i]->pr_nstmts == 0)
			continue;
		if ((k = dt_csets_intern(dtp, &lvp->lv_csets, &probes[i], 1)) < 0)
			return -1;
		dt_pid_file_of(&pf, pp->pp_path);
		if ((pgp = dt_pid_prog_get(lvp, dt_pid_placement(probes[i]),
		    dt_csets_get(&lvp->lv_csets, k), 0)) == NULL ||
		    (lkp = dt_pid_link_get(freshp, pgp, &pf)) == NULL ||
		    dt_pid_link_add(lkp, probes[i]) != 0)
			return dt_set_errno(dtp, EDT_NOMEM);
	}
	return 0;
}

/* ---- sharing: one link for an object traced in many processes ---- */

static int
dt_pid_cmp_pid(const void *a, const void *b)
{
	pid_t x = *(const pid_t *)a, y = *(const pid_t *)b;

	return x < y ? -1 : x > y;
}

/* How many processes a link's probes are in; -1 if out of memory. */
static int
dt_pid_link_npids(const dt_pid_link_t *lkp)
{
	pid_t *pids = calloc(lkp->lk_n + 1, sizeof(pid_t));
	uint32_t i;
	int n = 0;

	if (pids == NULL)
		return -1;
	for (i = 0; i < lkp->lk_n; i++)
		pids[i] = ((const dt_pid_probe_t *)lkp->lk_probes[i]->pr_data)->
		    pp_pid;
	qsort(pids, lkp->lk_n, sizeof(pid_t), dt_pid_cmp_pid);
	for (i = 0; i < lkp->lk_n; i++)
		n += i == 0 || pids[i] != pids[i - 1];
	free(pids);
	return n;
}

/*
 * An object file that one program traces in more processes than
 * dt_dispatch_pidlinks() allows gets one shared link instead of a link per
 * process, so that a firing costs the kernel one consumer, not one per
 * process: its program becomes the hash-dispatch twin.  Objects are told
 * apart by device and inode; one whose path cannot be stat()ed is one
 * process's.
 */
static int
dt_pid_share(dtrace_hdl_t *dtp, dt_pid_live_t *lvp, dt_pid_link_t *lkp,
    int say)
{
	const dt_pid_prog_t *pgp;
	int npids;

	for (; lkp != NULL; lkp = lkp->lk_next) {
		if (lkp->lk_ino == 0)
			continue;
		if ((npids = dt_pid_link_npids(lkp)) < 0)
			return dt_set_errno(dtp, EDT_NOMEM);
		if (dt_dispatch_pidlinks(npids))
			continue;
		pgp = lkp->lk_prog;
		if ((lkp->lk_prog = dt_pid_prog_get(lvp, pgp->pg_kind,
		    pgp->pg_cset, 1)) == NULL)
			return dt_set_errno(dtp, EDT_NOMEM);
		if (say)
			dt_dprintf("pid: one shared link for %u probes of %s "
			    "(device %lu, inode %lu) in %d processes\n",
			    lkp->lk_n, lkp->lk_path, (unsigned long)lkp->lk_dev,
			    (unsigned long)lkp->lk_ino, npids);
	}
	return 0;
}

/* ---- building, loading and attaching ---- */

static int
dt_pid_prog_build(dtrace_hdl_t *dtp, dt_pid_prog_t *pgp, FILE *fp)
{
	char title[64];
	dt_progspec_t ps;

	snprintf(title, sizeof(title), "pid %s: %d clause%s",
	    pgp->pg_kind == DT_PID_RETURN ? "return" : pgp->pg_kind ==
	    DT_PID_URET ? "return (uretprobe)" : "entry",
	    pgp->pg_cset->cs_nstmts[0], pgp->pg_cset->cs_nstmts[0] == 1 ? "" :
	    "s");
	memset(&ps, 0, sizeof(ps));
	ps.ps_title = title;
	ps.ps_name = pgp->pg_kind == DT_PID_RETURN ? "dt_pid_return" :
	    pgp->pg_kind == DT_PID_URET ? "dt_pid_uret" : "dt_pid_entry";
	ps.ps_kind = DT_TARGET_UPROBE;
	ps.ps_tramp = dt_pid_tramp;
	ps.ps_arg = pgp;
	ps.ps_stmts = pgp->pg_cset->cs_stmts[0];
	ps.ps_nstmts = pgp->pg_cset->cs_nstmts[0];
	ps.ps_when = DT_LINK_ACTIVE;
	return dt_prog_build(dtp, &ps, fp, &pgp->pg_fd);
}

/* A site of a link: a probe, at a file offset, rel bytes from its entry. */
typedef struct dt_pid_site {
	dt_probe_t *st_prp;
	uint64_t st_off;
	int64_t st_rel;
} dt_pid_site_t;

static int
dt_pid_cmp_off(const void *a, const void *b)
{
	const dt_pid_site_t *x = a, *y = b;

	return x->st_off < y->st_off ? -1 : x->st_off > y->st_off;
}

/* How many sites a probe has: a return probe one per return site. */
static uint32_t
dt_pid_nsites(const dt_pid_probe_t *pp)
{
	return pp->pp_kind == DT_PID_RETURN && !pp->pp_placed ? pp->pp_nrets : 1;
}

/* Site k of a probe, from pp_off (dt_pid_placement()). */
static int64_t
dt_pid_site_rel(const dt_pid_probe_t *pp, uint32_t k)
{
	if (pp->pp_placed)
		return pp->pp_move;
	return pp->pp_kind == DT_PID_RETURN ? pp->pp_rets[k] : 0;
}

/* The sites of a link's probes (a return probe has one per return site). */
static dt_pid_site_t *
dt_pid_link_sites(const dt_pid_link_t *lkp, uint32_t *np)
{
	dt_pid_site_t *sites;
	uint32_t i, k, n = 0;

	for (i = 0; i < lkp->lk_n; i++)
		n += dt_pid_nsites(lkp->lk_probes[i]->pr_data);
	if ((sites = calloc(n > 0 ? n : 1, sizeof(*sites))) == NULL)
		return NULL;
	for (i = 0, n = 0; i < lkp->lk_n; i++) {
		const dt_pid_probe_t *pp = lkp->lk_probes[i]->pr_data;

		for (k = 0; k < dt_pid_nsites(pp); k++) {
			sites[n].st_prp = lkp->lk_probes[i];
			sites[n].st_rel = dt_pid_site_rel(pp, k);
			sites[n].st_off = pp->pp_off + sites[n].st_rel;
			n++;
		}
	}
	qsort(sites, n, sizeof(*sites), dt_pid_cmp_off);
	*np = n;
	return sites;
}

/* The text of the instruction at file offset off of path, in buf. */
static const char *
dt_pid_insn_text(const char *path, uint64_t off, char *buf, size_t sz)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	uint8_t b[16];
	ssize_t n = fd >= 0 ? pread(fd, b, sizeof(b), (off_t)off) : -1;

	if (fd >= 0)
		close(fd);
	if (n <= 0 || dt_disasm_one(b, (size_t)n, buf, sz) == 0)
		snprintf(buf, sz, "no instruction");
	return buf;
}

/*
 * A site of a link the kernel refused all the same (an instruction its
 * decoder does not know: dt_uprobe.c leaves the site out): every probe of
 * the link with a site there gets a note, and a probe left with no site
 * at all is one with no site.
 */
static void
dt_pid_link_refused(void *arg, const dt_site_t *stp, const char *why)
{
	const dt_pid_link_t *lkp = ((const dt_pid_linkarg_t *)arg)->la_link;
	uint64_t off = stp->st_off;
	char text[160];
	uint32_t j, k;

	dt_pid_insn_text(stp->st_path, off, text, sizeof(text));
	for (j = 0; j < lkp->lk_n; j++) {
		dt_probe_t *prp = lkp->lk_probes[j];
		dt_pid_probe_t *pp = prp->pr_data;
		uint32_t n = dt_pid_nsites(pp), hit = 0;
		char *note = NULL;

		if (!lkp->lk_prog->pg_shared && pp->pp_pid != stp->st_pid)
			continue;	/* another process's link */
		for (k = 0; k < n; k++)
			hit += pp->pp_off + dt_pid_site_rel(pp, k) == off;
		if (hit == 0)
			continue;
		if (asprintf(&note, "%s: the kernel refused the uprobe "
		    "at %s (%s): %s", hit == n ? "has no safe site" :
		    "misses a site", pp->pp_kind == DT_PID_ENTRY ?
		    "its first instruction" : pp->pp_kind ==
		    DT_PID_INSN ? "its instruction" : "a return site",
		    text, why) < 0)
			note = NULL;
		pp->pp_nosite |= hit == n;
		free(pp->pp_note);
		pp->pp_note = note;
		pp->pp_reported = 0;
		dt_dprintf("%s:%s:%s:%s: the kernel refused the uprobe at "
		    "%s:0x%" PRIx64 ": %s\n", prp->pr_desc.prv,
		    prp->pr_desc.mod, prp->pr_desc.fun, prp->pr_desc.prb,
		    pp->pp_path, off, why);
	}
}

/* Whether process pid went away during the attach and was left out. */
static int
dt_pid_gone(const dt_pid_live_t *lvp, pid_t pid)
{
	uint32_t i;

	for (i = 0; i < lvp->lv_ngone; i++)
		if (lvp->lv_gone[i] == pid)
			return 1;
	return 0;
}

/* Say once that process pid went away and is left out. */
static void
dt_pid_left_out(dt_pid_live_t *lvp, pid_t pid)
{
	pid_t *p;

	if (dt_pid_gone(lvp, pid))
		return;
	if ((p = realloc(lvp->lv_gone, (lvp->lv_ngone + 1) *
	    sizeof(pid_t))) != NULL) {
		lvp->lv_gone = p;
		p[lvp->lv_ngone++] = pid;
	}
	fprintf(stderr, "dtrace: pid %d exited while its probes were being "
	    "attached: left out\n", (int)pid);
}

/*
 * Tell the user, once per probe, about the enabled probes with no site
 * (never attached) or with sites left out: a line each, or beyond
 * DT_PID_REPORT_MAX of them one line with their number; -lv gives the
 * reason of each (dt_prov_pid.c), and so does -xdebug here.
 */
#define DT_PID_REPORT_MAX	10

/* Whether pid has ended (dt_pctl_gone()), asked once per run of its
   probes: they come together, and asking reads /proc/PID/stat and maps. */
typedef struct dt_pid_gonecache {
	pid_t gc_pid;
	int gc_gone;
} dt_pid_gonecache_t;

static int
dt_pid_ended(dt_pid_gonecache_t *gcp, pid_t pid)
{
	if (gcp->gc_pid != pid) {
		gcp->gc_pid = pid;
		gcp->gc_gone = dt_pctl_gone(pid);
	}
	return gcp->gc_gone;
}

static int
dt_pid_unreported(const dt_pid_live_t *lvp, const dt_probe_t *prp,
    dt_pid_gonecache_t *gcp)
{
	const dt_pid_probe_t *pp = prp->pr_data;

	/* not for a process that went away: its going was said, or it
	   ended before its sites could be read (nothing to say) */
	return prp->pr_nstmts > 0 && !pp->pp_reported &&
	    (pp->pp_nosite || pp->pp_note != NULL) &&
	    !dt_pid_gone(lvp, pp->pp_pid) && !dt_pid_ended(gcp, pp->pp_pid);
}

/* The probes to report: marks (1 each), counted as none and some. */
static void
dt_pid_report_mark(const dt_pid_live_t *lvp, dt_probe_t **probes, int n,
    char *mark, int *nonep, int *somep)
{
	dt_pid_gonecache_t gc = { 0, 0 };
	int i;

	for (i = 0; i < n; i++) {
		const dt_pid_probe_t *pp = probes[i]->pr_data;

		if (!(mark[i] = dt_pid_unreported(lvp, probes[i], &gc)))
			continue;
		if (pp->pp_nosite)
			(*nonep)++;
		else
			(*somep)++;
	}
}

static void
dt_pid_report(dtrace_hdl_t *dtp, const dt_pid_live_t *lvp, dt_probe_t **probes,
    int n)
{
	int i, none = 0, some = 0, each;
	char *mark = calloc(n > 0 ? n : 1, 1);

	if (mark == NULL)
		return;
	dt_pid_report_mark(lvp, probes, n, mark, &none, &some);
	each = none + some <= DT_PID_REPORT_MAX;
	for (i = 0; i < n; i++) {
		dt_pid_probe_t *pp = probes[i]->pr_data;
		const dtrace_probedesc_t *pd = &probes[i]->pr_desc;
		const char *note = pp->pp_note != NULL ? pp->pp_note :
		    "has no safe site";

		if (!mark[i])
			continue;
		pp->pp_reported = 1;
		dt_dprintf("pid probe %s:%s:%s:%s %s\n", pd->prv, pd->mod,
		    pd->fun, pd->prb, note);
		if (each)
			fprintf(stderr, "dtrace: pid probe %s:%s:%s:%s %s\n",
			    pd->prv, pd->mod, pd->fun, pd->prb, note);
	}
	free(mark);
	if (each)
		return;
	if (none > 0 && some > 0)
		fprintf(stderr, "dtrace: %d pid probes have no safe site and "
		    "will not fire, %d more miss some of their sites (dtrace "
		    "-lv says why for each)\n", none, some);
	else if (none > 0)
		fprintf(stderr, "dtrace: %d pid probes have no safe site and "
		    "will not fire (dtrace -lv says why for each)\n", none);
	else
		fprintf(stderr, "dtrace: %d pid probes miss some of their "
		    "sites (dtrace -lv says why for each)\n", some);
}

/*
 * A link that did not attach through process pid's mapping (dt_sites.c).
 * A process that went away is left out, in one line, and the others are
 * traced (0); else the error stands (-1).
 */
static int
dt_pid_link_leftout(dtrace_hdl_t *dtp, void *arg, pid_t pid, int gone)
{
	if (!gone || dtp->dt_stop_req)
		return -1;
	dt_pid_left_out(((dt_pid_linkarg_t *)arg)->la_live, pid);
	return 0;
}

/*
 * A site's cookie: its probe id on a filtered link; on a shared link a
 * new cookie for each offset, whose dispatch entries name each process's
 * probe there.  The upper half is the site's offset in its function (a
 * return probe's arg0).
 */
static uint64_t
dt_pid_site_cookie(dt_pid_live_t *lvp, const dt_pid_link_t *lkp,
    const dt_pid_site_t *stp, const dt_site_t *prev)
{
	uint32_t c = !lkp->lk_prog->pg_shared ? stp->st_prp->pr_desc.id :
	    prev != NULL && prev->st_off == stp->st_off ?
	    (uint32_t)prev->st_cookie : DT_PID_COOKIE | ++lvp->lv_ncookies;

	return (uint64_t)(uint32_t)(int32_t)stp->st_rel << 32 | c;
}

/* The link's sites for dt_sites_link(), by offset. */
static dt_site_t *
dt_pid_link_usites(dt_pid_live_t *lvp, const dt_pid_link_t *lkp,
    uint32_t *np)
{
	uint32_t i, nsites = 0;
	dt_pid_site_t *sites = dt_pid_link_sites(lkp, &nsites);
	dt_site_t *usites = calloc(nsites + 1, sizeof(dt_site_t));

	for (i = 0; sites != NULL && usites != NULL && i < nsites; i++) {
		const dt_pid_probe_t *pp = sites[i].st_prp->pr_data;

		usites[i].st_pid = pp->pp_pid;
		usites[i].st_path = pp->pp_path;
		usites[i].st_off = sites[i].st_off;
		usites[i].st_cookie = dt_pid_site_cookie(lvp, lkp, &sites[i],
		    i > 0 ? &usites[i - 1] : NULL);
		usites[i].st_val.dv_prid[0] = sites[i].st_prp->pr_desc.id;
		usites[i].st_idx = i;
	}
	if (sites == NULL) {
		free(usites);
		usites = NULL;
	}
	free(sites);
	*np = nsites;
	return usites;
}

/*
 * Attach a program's probes in an object file: a link per process, or
 * one shared (dt_sites.c).  Each offset once (the first probe at an
 * offset names it), with their probe ids as cookies (shared: the sites'
 * cookies, the dispatch entries filled first).
 */
static int
dt_pid_link_attach(dtrace_hdl_t *dtp, dt_pid_live_t *lvp, dt_pid_link_t *lkp)
{
	dt_pid_linkarg_t la = { lvp, lkp };
	int shared = lkp->lk_prog->pg_shared, npids = dt_pid_link_npids(lkp);
	uint32_t i, n = 0;
	dt_site_t *sites = dt_pid_link_usites(lvp, lkp, &n);
	dt_sitelink_t tmpl;
	int rc;

	if (sites == NULL || npids < 0 || (lkp->lk_links = calloc(npids + 1,
	    sizeof(dt_sitelink_t))) == NULL) {
		free(sites);
		return dt_set_errno(dtp, EDT_NOMEM);
	}
	memset(&tmpl, 0, sizeof(tmpl));
	tmpl.sl_progfd = lkp->lk_prog->pg_fd;
	tmpl.sl_return = lkp->lk_prog->pg_kind == DT_PID_URET;
	tmpl.sl_mayrefuse = 1;	/* as DTrace skips what it cannot probe */
	tmpl.sl_name = shared ? "pid probes of many processes (shared)" :
	    "pid probes of one process";
	tmpl.sl_path = shared ? lkp->lk_path : NULL;
	tmpl.sl_refused = dt_pid_link_refused;
	tmpl.sl_leftout = dt_pid_link_leftout;
	tmpl.sl_arg = &la;
	rc = dt_sites_link_all(dtp, &tmpl, shared, sites, n, lkp->lk_links,
	    &lkp->lk_nlinks);
	for (i = 0; i < lkp->lk_nlinks; i++)
		lkp->lk_links[i].sl_arg = NULL;
	free(sites);
	return rc;
}

static int
dt_pid_links_attach(dtrace_hdl_t *dtp, dt_pid_live_t *lvp, dt_pid_link_t *lkp)
{
	uint32_t i;

	for (; lkp != NULL; lkp = lkp->lk_next) {
		uint64_t t0 = dt_now_ns();

		if (lkp->lk_prog->pg_fd < 0 &&
		    dt_pid_prog_build(dtp, lkp->lk_prog, NULL) != 0)
			return -1;
		dt_pctl_test_exit("attach",
		    ((dt_pid_probe_t *)lkp->lk_probes[0]->pr_data)->pp_pid);
		if (dt_pid_link_attach(dtp, lvp, lkp) != 0)
			return -1;
		dt_dprintf("pid: %u probes at %s in %.3f ms\n", lkp->lk_n,
		    lkp->lk_path, (dt_now_ns() - t0) / 1e6);
		for (i = 0; i < lkp->lk_n; i++)
			((dt_pid_probe_t *)lkp->lk_probes[i]->pr_data)->pp_live = 1;
	}
	return 0;
}

/* ---- freeing ---- */

/* Detach and free links; with reset, their probes are in none again. */
static void
dt_pid_links_free(dt_pid_link_t *lkp, int reset)
{
	dt_pid_link_t *next;
	uint32_t i;

	for (; lkp != NULL; lkp = next) {
		next = lkp->lk_next;
		for (i = 0; i < lkp->lk_nlinks; i++)
			dt_sites_unlink(&lkp->lk_links[i]);
		free(lkp->lk_links);
		for (i = 0; reset && i < lkp->lk_n; i++)
			((dt_pid_probe_t *)lkp->lk_probes[i]->pr_data)->pp_live = 0;
		free(lkp->lk_probes);
		free(lkp);
	}
}

static void
dt_pid_progs_free(dt_pid_prog_t *pgp)
{
	dt_pid_prog_t *next;

	for (; pgp != NULL; pgp = next) {
		next = pgp->pg_next;
		if (pgp->pg_fd >= 0)
			close(pgp->pg_fd);
		free(pgp);
	}
}

/* Append the list fresh to the links of lvp. */
static void
dt_pid_links_keep(dt_pid_live_t *lvp, dt_pid_link_t *fresh)
{
	dt_pid_link_t **pp = &lvp->lv_links;

	while (*pp != NULL)
		pp = &(*pp)->lk_next;
	*pp = fresh;
}

/* The dispatch entries the shared links will need at most (0: none). */
static uint64_t
dt_pid_shared_keys(const dt_pid_link_t *lkp)
{
	uint64_t n = 0;
	uint32_t i;

	for (; lkp != NULL; lkp = lkp->lk_next)
		for (i = 0; lkp->lk_prog->pg_shared && i < lkp->lk_n; i++) {
			n += dt_pid_nsites(lkp->lk_probes[i]->pr_data);
		}
	return n;
}

/* -S: print the programs of these probes; load and attach nothing. */
static int
dt_pid_print(dtrace_hdl_t *dtp, dt_probe_t **probes, int n, FILE *fp)
{
	dt_pid_live_t tmp = { NULL, NULL, 0, NULL, 0, { NULL, 0 } };
	dt_pid_link_t *fresh = NULL;
	dt_pid_prog_t *pgp;
	int rc;

	rc = dt_pid_group(dtp, &tmp, probes, n, &fresh);
	if (rc == 0)
		rc = dt_pid_share(dtp, &tmp, fresh, 1);
	for (pgp = tmp.lv_progs; pgp != NULL && rc == 0; pgp = pgp->pg_next)
		rc = dt_pid_prog_build(dtp, pgp, fp);
	dt_pid_links_free(fresh, 0);
	dt_pid_progs_free(tmp.lv_progs);
	dt_csets_free(&tmp.lv_csets);
	return rc;
}

/*
 * The dispatch entries of the shared links these probes would make: the
 * grouping and sharing of an enable, done on the side and thrown away.
 */
uint64_t
dt_pid_dispatch_need(dtrace_hdl_t *dtp, dt_probe_t **probes, int n)
{
	dt_pid_live_t tmp = { NULL, NULL, 0, NULL, 0, { NULL, 0 } };
	dt_pid_link_t *fresh = NULL;
	uint64_t nkeys = 0;

	if (dt_pid_group(dtp, &tmp, probes, n, &fresh) == 0 &&
	    dt_pid_share(dtp, &tmp, fresh, 0) == 0)
		nkeys = dt_pid_shared_keys(fresh);
	dt_pid_links_free(fresh, 0);
	dt_pid_progs_free(tmp.lv_progs);
	dt_csets_free(&tmp.lv_csets);
	return nkeys;
}

int
dt_pid_live_enable(dtrace_hdl_t *dtp, dt_pid_live_t **livep,
    dt_probe_t **probes, int n, FILE *fp)
{
	dt_pid_link_t *fresh = NULL;
	uint64_t t0 = dt_now_ns();	/* debug timing (make bench reads it) */
	uint64_t nkeys;
	int rc;

	if (fp != NULL)
		return dt_pid_print(dtp, probes, n, fp);
	if (*livep == NULL && (*livep = calloc(1, sizeof(dt_pid_live_t))) == NULL)
		return dt_set_errno(dtp, EDT_NOMEM);
	rc = dt_pid_group(dtp, *livep, probes, n, &fresh);
	if (rc == 0)
		rc = dt_pid_share(dtp, *livep, fresh, 1);
	if (rc == 0 && (nkeys = dt_pid_shared_keys(fresh)) > 0)
		rc = dt_dispatch_create(dtp, nkeys);
	if (rc == 0)
		rc = dt_pid_links_attach(dtp, *livep, fresh);
	dt_pid_links_keep(*livep, fresh);	/* disable() frees what failed */
	if (rc == 0)
		dt_pid_report(dtp, *livep, probes, n);
	dt_dprintf("pid: enabled %d probes in %.3f ms\n", n,
	    (dt_now_ns() - t0) / 1e6);
	return rc;
}

/*
 * Detach and unload everything; with reset (the probes still exist), the
 * probes may be enabled again.
 */
void
dt_pid_live_disable(dtrace_hdl_t *dtp, dt_pid_live_t **livep, int reset)
{
	if (*livep == NULL)
		return;
	dt_pid_links_free((*livep)->lv_links, reset);
	dt_pid_progs_free((*livep)->lv_progs);
	dt_csets_free(&(*livep)->lv_csets);
	free((*livep)->lv_gone);
	free(*livep);
	*livep = NULL;
}
