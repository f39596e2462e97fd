/*
 * dt_pid_enable.c: the firing side of the pid provider: from enabled pid
 * probes to BPF programs and uprobe_multi links, and back.
 *
 * Programs.  A pid program does not depend on the function it fires in:
 * its trampoline takes the probe id from the attach cookie
 * (bpf_get_attach_cookie(): each site of a link carries its probe's id),
 * fills argN from pt_regs, and the clauses follow.  So probes share a
 * program when they are of one kind (entry or return) and run the same
 * clauses in the same order: `pid$target:::entry { ... }` over a program
 * and all its libraries is one program, whatever the number of functions.
 * Probes with other clause lists (a second clause naming malloc) get a
 * program of their own; each probe is in exactly one program, so each of
 * its clauses runs once per firing.
 *
 * Links.  The probes of one program, one process and one object (the
 * /proc/PID/map_files path of its mapping) are one uprobe_multi link
 * filtered to the pid (dt_uprobe.c: batches of DT_UPROBE_BATCH sites, a
 * site the kernel refuses left out): every libc entry is one link of about
 * 3000 sites, made and closed in milliseconds, where a link per probe
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
 * Arguments (x86-64 SysV), from the uprobe's pt_regs: at entry arg0..arg5
 * are rdi, rsi, rdx, rcx, r8, r9 and arg6..arg9 the stack slots above the
 * return address (sp + 8 * (i - 5), read with bpf_probe_read_user, only
 * if a clause uses them; 0 if unreadable).  At return arg1 is rax (the
 * return value) and arg0 is 0: DTrace's offset of the return instruction
 * is not known to a uretprobe, which fires at the caller's return address
 * after the kernel has swapped it back.  At entry the trampoline also
 * records the stack pointer (DT_MEM_ENTRYSP), where the return address
 * into the caller is: the frame pointer is not pushed yet, so a frame
 * pointer walk (ustack(), ucaller) would miss the caller without it
 * (dt_cg_act.c).
 */
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "dt_pid_enable.h"
#include "dt_enabling.h"
#include "dt_bpf.h"
#include "dt_insn.h"
#include "dt_link.h"
#include "dt_proc.h"
#include "dt_util.h"

/* struct pt_regs (x86-64) */
#define DT_PT_R9	64
#define DT_PT_R8	72
#define DT_PT_RAX	80
#define DT_PT_RCX	88
#define DT_PT_RDX	96
#define DT_PT_RSI	104
#define DT_PT_RDI	112
#define DT_PT_SP	152

#define DT_PID_REGARGS	6

/* A program: the probes of one kind that run the same clauses. */
typedef struct dt_pid_prog {
	int pg_kind;			/* its probes' DT_PID_* kind */
	dt_stmt_t **pg_stmts;		/* the clauses (a copy of the list) */
	int pg_nstmts;
	int pg_fd;			/* loaded, or -1 */
	struct dt_pid_prog *pg_next;
} dt_pid_prog_t;

/* A link: a program's probes in one object of one process. */
typedef struct dt_pid_link {
	dt_pid_prog_t *lk_prog;
	pid_t lk_pid;
	const char *lk_path;		/* its first probe's pp_path */
	dt_probe_t **lk_probes;
	uint32_t lk_n, lk_sz;
	dt_attach_t *lk_attach;		/* dt_enabling.h */
	struct dt_pid_link *lk_next;
} dt_pid_link_t;

struct dt_pid_live {
	dt_pid_prog_t *lv_progs;
	dt_pid_link_t *lv_links;	/* attached */
};

/* ---- the trampoline ---- */

/* Scratch memory at memoff = the pt_regs (in r1) word at off. */
static void
dt_pid_reg(dt_irlist_t *dlp, int memoff, int off)
{
	dt_irlist_append(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_1, off));
	dt_irlist_append(dlp, BPF_STX_MEM(BPF_DW, DT_REG_MEM, BPF_REG_0, memoff));
}

/* argv[i] = *(uint64_t *)(sp + 8 * (i - 5)), 0 if it cannot be read. */
static void
dt_pid_arg_stack(dt_irlist_t *dlp, int i)
{
	dt_irlist_append(dlp, BPF_ST_MEM(BPF_DW, DT_REG_MEM, DT_MEM_ARGV + 8 * i,
	    0));
	dt_irlist_append(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP,
	    DT_STK_CTX));
	dt_irlist_append(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_1,
	    DT_PT_SP));
	dt_irlist_append(dlp, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, 8 * (i - 5)));
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
	uint32_t mask = 0;
	int i;

	for (i = 0; i < pgp->pg_nstmts; i++)
		mask |= pgp->pg_stmts[i]->st_argmask;
	return mask;
}

/*
 * The registers always (cheap); a stack word only if a clause reads it;
 * the stack pointer for ustack() and ucaller.
 */
static void
dt_pid_entry_args(dt_irlist_t *dlp, uint32_t mask, int insn)
{
	static const int regs[DT_PID_REGARGS] = { DT_PT_RDI, DT_PT_RSI,
	    DT_PT_RDX, DT_PT_RCX, DT_PT_R8, DT_PT_R9 };
	int i;

	dt_irlist_append(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP,
	    DT_STK_CTX));
	if (!insn)	/* within a function, *sp is no return address */
		dt_pid_reg(dlp, DT_MEM_ENTRYSP, DT_PT_SP);
	for (i = 0; i < DT_PID_REGARGS; i++)
		dt_pid_reg(dlp, DT_MEM_ARGV + 8 * i, regs[i]);
	for (i = DT_PID_REGARGS; i < DT_MAXARGS; i++)
		if (mask & (1u << i))
			dt_pid_arg_stack(dlp, i);
		else
			dt_irlist_append(dlp, BPF_ST_MEM(BPF_DW, DT_REG_MEM,
			    DT_MEM_ARGV + 8 * i, 0));
}

static void
dt_pid_return_args(dt_irlist_t *dlp)
{
	int i;

	dt_irlist_append(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP,
	    DT_STK_CTX));
	dt_irlist_append(dlp, BPF_ST_MEM(BPF_DW, DT_REG_MEM, DT_MEM_ARGV, 0));
	dt_pid_reg(dlp, DT_MEM_ARGV + 8, DT_PT_RAX);
	for (i = 2; i < DT_MAXARGS; i++)
		dt_irlist_append(dlp, BPF_ST_MEM(BPF_DW, DT_REG_MEM,
		    DT_MEM_ARGV + 8 * i, 0));
}

/* The probe id from the attach cookie, then the arguments. */
static int
dt_pid_tramp(dtrace_hdl_t *dtp, void *arg, dt_irlist_t *dlp, uint32_t exitlbl)
{
	const dt_pid_prog_t *pgp = arg;

	dt_irlist_append(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP,
	    DT_STK_CTX));
	dt_irlist_append(dlp, BPF_CALL_HELPER(BPF_FUNC_get_attach_cookie));
	dt_irlist_append(dlp, BPF_STX_MEM(BPF_W, DT_REG_MEM, BPF_REG_0,
	    DT_MEM_PRID));
	if (pgp->pg_kind == DT_PID_RETURN)
		dt_pid_return_args(dlp);
	else
		dt_pid_entry_args(dlp, dt_pid_argmask(pgp),
		    pgp->pg_kind == DT_PID_INSN);
	return 0;
}

/* ---- grouping probes into programs and links ---- */

static dt_pid_prog_t *
dt_pid_prog_get(dt_pid_live_t *lvp, const dt_probe_t *prp)
{
	const dt_pid_probe_t *pp = prp->pr_data;
	size_t sz = prp->pr_nstmts * sizeof(prp->pr_stmts[0]);
	dt_pid_prog_t *pgp;

	for (pgp = lvp->lv_progs; pgp != NULL; pgp = pgp->pg_next)
		if (pgp->pg_kind == pp->pp_kind &&
		    pgp->pg_nstmts == prp->pr_nstmts &&
		    memcmp(pgp->pg_stmts, prp->pr_stmts, sz) == 0)
			return pgp;
	if ((pgp = calloc(1, sizeof(*pgp))) == NULL ||
	    (pgp->pg_stmts = malloc(sz)) == NULL) {
		free(pgp);
		return NULL;
	}
	memcpy(pgp->pg_stmts, prp->pr_stmts, sz);
	pgp->pg_nstmts = prp->pr_nstmts;
	pgp->pg_kind = pp->pp_kind;
	pgp->pg_fd = -1;
	pgp->pg_next = lvp->lv_progs;
	lvp->lv_progs = pgp;
	return pgp;
}

static dt_pid_link_t *
dt_pid_link_get(dt_pid_link_t **linksp, dt_pid_prog_t *pgp,
    const dt_pid_probe_t *pp)
{
	dt_pid_link_t *lkp;

	for (lkp = *linksp; lkp != NULL; lkp = lkp->lk_next)
		if (lkp->lk_prog == pgp && lkp->lk_pid == pp->pp_pid &&
		    strcmp(lkp->lk_path, pp->pp_path) == 0)
			return lkp;
	if ((lkp = calloc(1, sizeof(*lkp))) == NULL)
		return NULL;
	lkp->lk_prog = pgp;
	lkp->lk_pid = pp->pp_pid;
	lkp->lk_path = pp->pp_path;
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

/* The probes enabled and not in a link yet, in new links (*freshp). */
static int
dt_pid_group(dtrace_hdl_t *dtp, dt_pid_live_t *lvp, dt_probe_t **probes,
    int n, dt_pid_link_t **freshp)
{
	int i;

	for (i = 0; i < n; i++) {
		const dt_pid_probe_t *pp = probes[i]->pr_data;
		dt_pid_prog_t *pgp;
		dt_pid_link_t *lkp;

		if (pp->pp_live || probes[i]->pr_nstmts == 0)
			continue;
		if ((pgp = dt_pid_prog_get(lvp, probes[i])) == NULL ||
		    (lkp = dt_pid_link_get(freshp, pgp, pp)) == NULL ||
		    dt_pid_link_add(lkp, probes[i]) != 0)
			return dt_set_errno(dtp, EDT_NOMEM);
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
	    pgp->pg_kind == DT_PID_RETURN ? "return" : "entry", pgp->pg_nstmts,
	    pgp->pg_nstmts == 1 ? "" : "s");
	memset(&ps, 0, sizeof(ps));
	ps.ps_title = title;
	ps.ps_name = pgp->pg_kind == DT_PID_RETURN ? "dt_pid_return" :
	    "dt_pid_entry";
	ps.ps_kind = DT_TARGET_UPROBE;
	ps.ps_tramp = dt_pid_tramp;
	ps.ps_arg = pgp;
	ps.ps_stmts = pgp->pg_stmts;
	ps.ps_nstmts = pgp->pg_nstmts;
	ps.ps_when = DT_LINK_ACTIVE;
	return dt_prog_build(dtp, &ps, fp, &pgp->pg_fd);
}

static int
dt_pid_cmp_off(const void *a, const void *b)
{
	const dt_pid_probe_t *x = (*(dt_probe_t *const *)a)->pr_data;
	const dt_pid_probe_t *y = (*(dt_probe_t *const *)b)->pr_data;

	return x->pp_off < y->pp_off ? -1 : x->pp_off > y->pp_off;
}

/* Name the sites of a link the kernel refused (-xdebug). */
static void
dt_pid_link_refused(const dt_pid_link_t *lkp, dt_probe_t *const *sites)
{
	const dt_uprobe_link_t *ulp = dt_target_uprobe(lkp->lk_attach);
	uint32_t i;
	int err;

	for (i = 0; ulp != NULL && i < dt_uprobe_nrefused(ulp); i++) {
		const dt_probe_t *prp = sites[dt_uprobe_refused(ulp, i, &err)];
		const dt_pid_probe_t *pp = prp->pr_data;

		dt_dprintf("%s:%s:%s:%s: the kernel refused the uprobe at "
		    "%s:0x%" PRIx64 ": %s\n", prp->pr_desc.prv,
		    prp->pr_desc.mod, prp->pr_desc.fun, prp->pr_desc.prb,
		    pp->pp_path, pp->pp_off, dt_uprobe_strerror(err));
	}
}

/*
 * The error of a link that did not attach: the process may be gone, or
 * going (SIGKILLed: its mappings vanish before its state says so), so look
 * again for a while before blaming anything else.
 */
static int
dt_pid_link_error(dtrace_hdl_t *dtp, const dt_pid_link_t *lkp)
{
	int i;

	for (i = 0; i < 20 && !dt_proc_gone(lkp->lk_pid); i++)
		usleep(5000);
	if (i == 20)
		return -1;
	return dt_set_errmsg(dtp, EDT_ATTACH, "failed to enable pid%d "
	    "probes: process %d exited while they were being attached",
	    (int)lkp->lk_pid, (int)lkp->lk_pid);
}

/*
 * Attach a link: its probes' offsets in order, each once (the first
 * probe at an offset names it), with their probe ids as cookies.
 */
static int
dt_pid_link_attach(dtrace_hdl_t *dtp, dt_pid_link_t *lkp)
{
	uint64_t *offs = calloc(lkp->lk_n, sizeof(uint64_t));
	uint64_t *cookies = calloc(lkp->lk_n, sizeof(uint64_t));
	dt_probe_t **sites = calloc(lkp->lk_n, sizeof(dt_probe_t *));
	uint32_t i, n = 0;
	dt_target_t tg;
	char name[64];

	if (offs == NULL || cookies == NULL || sites == NULL) {
		free(offs);
		free(cookies);
		free(sites);
		return dt_set_errno(dtp, EDT_NOMEM);
	}
	qsort(lkp->lk_probes, lkp->lk_n, sizeof(dt_probe_t *), dt_pid_cmp_off);
	for (i = 0; i < lkp->lk_n; i++) {
		const dt_pid_probe_t *pp = lkp->lk_probes[i]->pr_data;

		if (n > 0 && offs[n - 1] == pp->pp_off)
			continue;
		sites[n] = lkp->lk_probes[i];
		offs[n] = pp->pp_off;
		cookies[n++] = lkp->lk_probes[i]->pr_desc.id;
	}
	snprintf(name, sizeof(name), "pid probes of process %d",
	    (int)lkp->lk_pid);
	memset(&tg, 0, sizeof(tg));
	tg.tg_kind = DT_TARGET_UPROBE;
	snprintf(tg.tg_path, sizeof(tg.tg_path), "%s", lkp->lk_path);
	tg.tg_n = n;
	tg.tg_offs = offs;
	tg.tg_cookies = cookies;
	tg.tg_pid = lkp->lk_pid;
	tg.tg_return = lkp->lk_prog->pg_kind == DT_PID_RETURN;
	tg.tg_mayrefuse = 1;	/* as DTrace skips what it cannot probe */
	tg.tg_name = name;
	lkp->lk_attach = dt_target_attach(dtp, lkp->lk_prog->pg_fd, &tg);
	if (lkp->lk_attach != NULL)
		dt_pid_link_refused(lkp, sites);
	free(offs);
	free(cookies);
	free(sites);
	return lkp->lk_attach != NULL ? 0 : dt_pid_link_error(dtp, lkp);
}

static int
dt_pid_links_attach(dtrace_hdl_t *dtp, dt_pid_link_t *lkp)
{
	uint32_t i;

	for (; lkp != NULL; lkp = lkp->lk_next) {
		uint64_t t0 = dt_now_ns();

		if (lkp->lk_prog->pg_fd < 0 &&
		    dt_pid_prog_build(dtp, lkp->lk_prog, NULL) != 0)
			return -1;
		if (dt_pid_link_attach(dtp, lkp) != 0)
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
		dt_target_detach(lkp->lk_attach);
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
		free(pgp->pg_stmts);
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

/* -S: print the programs of these probes; load and attach nothing. */
static int
dt_pid_print(dtrace_hdl_t *dtp, dt_probe_t **probes, int n, FILE *fp)
{
	dt_pid_live_t tmp = { NULL, NULL };
	dt_pid_link_t *fresh = NULL;
	dt_pid_prog_t *pgp;
	int rc;

	rc = dt_pid_group(dtp, &tmp, probes, n, &fresh);
	for (pgp = tmp.lv_progs; pgp != NULL && rc == 0; pgp = pgp->pg_next)
		rc = dt_pid_prog_build(dtp, pgp, fp);
	dt_pid_links_free(fresh, 0);
	dt_pid_progs_free(tmp.lv_progs);
	return rc;
}

int
dt_pid_live_enable(dtrace_hdl_t *dtp, dt_pid_live_t **livep,
    dt_probe_t **probes, int n, FILE *fp)
{
	dt_pid_link_t *fresh = NULL;
	uint64_t t0 = dt_now_ns();	/* debug timing (make bench reads it) */
	int rc;

	if (fp != NULL)
		return dt_pid_print(dtp, probes, n, fp);
	if (*livep == NULL && (*livep = calloc(1, sizeof(dt_pid_live_t))) == NULL)
		return dt_set_errno(dtp, EDT_NOMEM);
	rc = dt_pid_group(dtp, *livep, probes, n, &fresh);
	if (rc == 0)
		rc = dt_pid_links_attach(dtp, fresh);
	dt_pid_links_keep(*livep, fresh);	/* disable() frees what failed */
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
	free(*livep);
	*livep = NULL;
}
