/*
 * dt_prov_syscall.c: the syscall provider: syscall:vmlinux:<name>:entry and
 * syscall:vmlinux:<name>:return for every system call of this kernel.
 *
 * Names.  As in Oracle Linux DTrace: module "vmlinux", function the
 * kernel's name of the system call without "sys_" ("openat", "newfstatat",
 * "exit_group"), name entry or return.  The names and numbers come from the
 * running kernel (dt_systab.c), read the first time a description could
 * match a syscall probe (provide), so a D program that names no syscall
 * probe never pays for it.  Only x86-64 system calls: 32-bit (ia32)
 * system calls, whose numbers differ, are left out (they do not fire).
 *
 * Firing.  Two raw tracepoints see every system call of the machine:
 * sys_enter (args: struct pt_regs *, the number) and sys_exit (struct
 * pt_regs *, the return value).  Each direction gets one program, whatever
 * the number of syscall probes enabled, and it first looks the system call
 * up in an array map indexed by number: an entry per number with, for each
 * direction, the enabled probe's id (0: not enabled) and its clause set.
 * An untraced system call costs the tracepoint, the prologue and one array
 * lookup (the verifier inlines it); `make bench` measures it (syscall).
 * Then, for an enabled one:
 *
 *   - a system call made in 32-bit mode (regs->cs is not __USER_CS) is
 *     left out: its number is an ia32 number;
 *   - entry: arg0..arg5 are the system call's arguments, from the saved
 *     user registers (rdi, rsi, rdx, r10, r8, r9), copied with one
 *     bpf_probe_read_kernel() (with cs); arg6..arg9 are 0;
 *   - return: arg0 and arg1 are the return value (as in DTrace), and errno
 *     (scratch memory's syserr, which the prologue of every program zeroes)
 *     is -ret for a return value in [-4095, -1], else 0.  The number comes
 *     from regs->orig_ax.
 *
 * Clause sets (the framework's, dt_csets.h): probes with the same clauses
 * (syscall:::entry enables every entry probe with one clause) share one
 * copy of them; the map entry names the set, and a compare chain over the
 * sets (not over the probes) picks it.
 *
 * Types (args[], -lv): an entry probe's args[] have the system call's C
 * prototype (int, const char *, umode_t ...: dt_sysargs.c, from the
 * kernel's BTF or its syscall trace events; six longs where neither says),
 * a return probe's args[0] and args[1] are the return value, a long.
 * Pointers among them are user addresses: as in DTrace, a clause copies
 * what they point to with copyin()/copyinstr(); a direct dereference
 * reads kernel memory and faults.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <bpf/bpf.h>
#include "dt_impl.h"
#include "dt_irlist.h"
#include "dt_provider.h"
#include "dt_glob.h"
#include "dt_bpf.h"
#include "dt_insn.h"
#include "dt_link.h"
#include "dt_enabling.h"
#include "dt_csets.h"
#include "dt_systab.h"
#include "dt_sysargs.h"
#include "dt_arch.h"

#define DT_SC_ENTRY	0
#define DT_SC_RETURN	1

#define DT_SC_MAXERRNO		4095

/* The map's value for one system call number. */
typedef struct dt_sc_val {
	uint32_t sv_prid[2];		/* enabled probe, by direction (0: none) */
	uint32_t sv_cset[2];		/* its clause set */
} dt_sc_val_t;

typedef struct dt_sc_probe {
	int sp_nr;			/* system call number */
	int sp_dir;			/* DT_SC_ENTRY or DT_SC_RETURN */
} dt_sc_probe_t;

/* A direction's program: its clause sets (dt_csets.h). */
typedef struct dt_sc_prog {
	int sg_dir;
	dt_csets_t sg_csets;
	int sg_progfd;
	dt_attach_t *sg_attach;
} dt_sc_prog_t;

typedef struct dt_sc_state {
	int ss_provided;		/* the kernel's table read (or tried) */
	int ss_mapfd;			/* number -> dt_sc_val_t, or -1 */
	int ss_nenabled;		/* probes the programs were built for */
	dt_sc_prog_t ss_progs[2];
	dt_sysargs_t *ss_args;		/* argument types, read as asked */
} dt_sc_state_t;

static const char *const dt_sc_tp[2] = { "sys_enter", "sys_exit" };
static const char *const dt_sc_dirname[2] = { "entry", "return" };

/* ---- probes ---- */

static int
dt_sc_populate(dtrace_hdl_t *dtp)
{
	dt_sc_state_t *ssp = calloc(1, sizeof(*ssp));
	int d;

	if (ssp == NULL)
		return dt_set_errno(dtp, EDT_NOMEM);
	ssp->ss_mapfd = -1;
	for (d = 0; d < 2; d++) {
		ssp->ss_progs[d].sg_dir = d;
		ssp->ss_progs[d].sg_progfd = -1;
	}
	if (dt_provider_create(dtp, "syscall", &dt_syscall, ssp) == NULL) {
		free(ssp);
		return -1;
	}
	return 0;
}

/* The entry and return probes of one system call. */
static int
dt_sc_insert(dtrace_hdl_t *dtp, dt_provider_t *pvp, const dt_systab_ent_t *ep)
{
	int d;

	for (d = 0; d < 2; d++) {
		dt_sc_probe_t *spp = malloc(sizeof(*spp));

		if (spp == NULL)
			return dt_set_errno(dtp, EDT_NOMEM);
		spp->sp_nr = ep->se_nr;
		spp->sp_dir = d;
		if (dt_probe_insert(dtp, pvp, "vmlinux", ep->se_name,
		    dt_sc_dirname[d], spp) == NULL) {
			free(spp);
			return -1;
		}
	}
	return 0;
}

/* Every system call's probes, the first time a description could match. */
static int
dt_sc_provide(dtrace_hdl_t *dtp, const dtrace_probedesc_t *pdp)
{
	dt_provider_t *pvp = dt_provider_lookup(dtp, "syscall");
	uint32_t before = dtp->dt_nprobes;
	dt_sc_state_t *ssp;
	dt_systab_ent_t *ents;
	int i, n;

	if (pvp == NULL || (ssp = pvp->pv_data) == NULL || ssp->ss_provided ||
	    !dt_gmatch("syscall", pdp->prv) || !dt_gmatch("vmlinux", pdp->mod) ||
	    (!dt_gmatch("entry", pdp->prb) && !dt_gmatch("return", pdp->prb)))
		return 0;
	ssp->ss_provided = 1;
	if ((n = dt_systab_read(dtp, &ents)) < 0) {
		dt_dprintf("syscall provider: no probes: %s\n",
		    dtrace_errmsg(dtp, dtrace_errno(dtp)));
		return 0;
	}
	for (i = 0; i < n; i++)
		if (dt_sc_insert(dtp, pvp, &ents[i]) != 0)
			break;
	free(ents);
	return (int)(dtp->dt_nprobes - before);
}

/* ---- programs ---- */

/*
 * The saved user registers the trampoline needs, copied with one
 * bpf_probe_read_kernel() to the bottom of the stack (which the clauses,
 * run after the trampoline, use only later for their own spills): entry
 * reads struct pt_regs from r10 to cs, return from orig_ax to cs.
 */
#define DT_SC_REGS		DT_STK_MIN

static int
dt_sc_regs_from(int dir)
{
	return dir == DT_SC_ENTRY ? DT_ARCH_SC_REGS_LO : DT_ARCH_PT_SCNR;
}

/* The stack offset of the saved register at pt_regs offset regoff. */
static int
dt_sc_reg(int dir, int regoff)
{
	return DT_SC_REGS + regoff - dt_sc_regs_from(dir);
}

static void
dt_sc_regs_read(dt_irlist_t *dlp, int dir)
{
	int from = dt_sc_regs_from(dir);

	dt_irlist_append(dlp, BPF_MOV64_REG(BPF_REG_1, BPF_REG_FP));
	dt_irlist_append(dlp, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, DT_SC_REGS));
	dt_irlist_append(dlp, BPF_MOV64_IMM(BPF_REG_2,
	    DT_ARCH_PT_MODE + 8 - from));
	dt_irlist_append(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_6, 0));
	dt_irlist_append(dlp, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, from));
	dt_irlist_append(dlp, BPF_CALL_HELPER(BPF_FUNC_probe_read_kernel));
	dt_irlist_append(dlp, BPF_MOV64_REG(BPF_REG_1, BPF_REG_0));
}

/*
 * Look the system call up (entry: its number from the tracepoint; return:
 * from regs->orig_ax): no enabled probe of this direction, or a 32-bit
 * system call, goes to exitlbl; else the probe id goes to scratch memory,
 * and its clause set to prov[0].
 */
static void
dt_sc_dispatch(const dt_sc_state_t *ssp, int dir, dt_irlist_t *dlp,
    uint32_t exitlbl)
{
	dt_irlist_append(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_6, BPF_REG_FP, DT_STK_CTX));
	if (dir == DT_SC_ENTRY) {
		dt_irlist_append(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_6, 8));
	} else {
		dt_sc_regs_read(dlp, dir);
		dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JNE, BPF_REG_1, 0, 0), exitlbl);
		dt_irlist_append(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP,
		    dt_sc_reg(dir, DT_ARCH_PT_SCNR)));
	}
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JGE, BPF_REG_1, DT_SYSTAB_MAXNR, 0),
	    exitlbl);
	dt_irlist_append(dlp, BPF_STX_MEM(BPF_W, BPF_REG_FP, BPF_REG_1, DT_STK_KEY));
	dt_irlist_append(dlp, BPF_LD_IMM64_LO(BPF_REG_1, BPF_PSEUDO_MAP_FD,
	    ssp->ss_mapfd));
	dt_irlist_append(dlp, BPF_LD_IMM64_HI(0));
	dt_irlist_lookup(dlp, DT_STK_KEY, exitlbl);
	dt_irlist_append(dlp, BPF_LDX_MEM(BPF_W, BPF_REG_1, BPF_REG_0,
	    offsetof(dt_sc_val_t, sv_prid[dir])));
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JEQ, BPF_REG_1, 0, 0), exitlbl);
	dt_irlist_append(dlp, BPF_STX_MEM(BPF_W, DT_REG_MEM, BPF_REG_1, DT_MEM_PRID));
	dt_irlist_append(dlp, BPF_LDX_MEM(BPF_W, BPF_REG_1, BPF_REG_0,
	    offsetof(dt_sc_val_t, sv_cset[dir])));
	dt_irlist_append(dlp, BPF_STX_MEM(BPF_W, DT_REG_MEM, BPF_REG_1, DT_MEM_PROV));
	if (dir == DT_SC_ENTRY) {
		dt_sc_regs_read(dlp, dir);
		dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JNE, BPF_REG_1, 0, 0), exitlbl);
	}
	dt_irlist_append(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP,
	    dt_sc_reg(dir, DT_ARCH_PT_MODE)));
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JNE, BPF_REG_1,
	    DT_ARCH_MODE_USER64, 0), exitlbl);
}

/* Entry: arg0..arg5 from the x86-64 system call registers. */
static void
dt_sc_entry_args(dt_irlist_t *dlp)
{
	static const int regs[6] = DT_ARCH_SC_ARGREGS;
	int i;

	for (i = 0; i < 6; i++) {
		dt_irlist_append(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP,
		    dt_sc_reg(DT_SC_ENTRY, regs[i])));
		dt_irlist_append(dlp, BPF_STX_MEM(BPF_DW, DT_REG_MEM, BPF_REG_1,
		    DT_MEM_ARGV + 8 * i));
	}
}

/* Return: arg0 = arg1 = the return value; errno. */
static void
dt_sc_return_args(dt_irlist_t *dlp)
{
	uint32_t ok = dt_irlist_label(dlp);

	dt_irlist_append(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_6, 8));
	dt_irlist_append(dlp, BPF_STX_MEM(BPF_DW, DT_REG_MEM, BPF_REG_1, DT_MEM_ARGV));
	dt_irlist_append(dlp, BPF_STX_MEM(BPF_DW, DT_REG_MEM, BPF_REG_1,
	    DT_MEM_ARGV + 8));
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JSGE, BPF_REG_1, 0, 0), ok);
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JSLT, BPF_REG_1, -DT_SC_MAXERRNO, 0), ok);
	dt_irlist_append(dlp, BPF_NEG64(BPF_REG_1));
	dt_irlist_append(dlp, BPF_STX_MEM(BPF_W, DT_REG_MEM, BPF_REG_1, DT_MEM_ERRNO));
	dt_irlist_place(dlp, ok);
}

/* The trampoline's argument. */
typedef struct dt_sc_tramparg {
	const dt_sc_state_t *ta_ssp;
	const dt_sc_prog_t *ta_sgp;
} dt_sc_tramparg_t;

/*
 * Before the prologue, at entry: a system call with no enabled entry probe
 * returns at once, having cost the tracepoint and one array lookup (the
 * verifier inlines it) but no scratch memory, whose per-CPU slot is taken
 * with atomic instructions (`make bench`, syscall).  The trampoline looks
 * the number up again for the others.
 */
static void
dt_sc_precheck(void *arg, dt_irlist_t *dlp)
{
	const dt_sc_tramparg_t *tap = arg;
	uint32_t none = dt_irlist_label(dlp), go = dt_irlist_label(dlp);

	dt_irlist_append(dlp, BPF_MOV64_REG(BPF_REG_6, BPF_REG_1));
	dt_irlist_append(dlp, BPF_LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_1, 8));
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JGE, BPF_REG_2, DT_SYSTAB_MAXNR, 0),
	    none);
	dt_irlist_append(dlp, BPF_STX_MEM(BPF_W, BPF_REG_FP, BPF_REG_2, DT_STK_KEY));
	dt_irlist_append(dlp, BPF_LD_IMM64_LO(BPF_REG_1, BPF_PSEUDO_MAP_FD,
	    tap->ta_ssp->ss_mapfd));
	dt_irlist_append(dlp, BPF_LD_IMM64_HI(0));
	dt_irlist_lookup(dlp, DT_STK_KEY, none);
	dt_irlist_append(dlp, BPF_LDX_MEM(BPF_W, BPF_REG_1, BPF_REG_0,
	    offsetof(dt_sc_val_t, sv_prid[DT_SC_ENTRY])));
	dt_irlist_jump(dlp, BPF_JMP_IMM(BPF_JNE, BPF_REG_1, 0, 0), go);
	dt_irlist_place(dlp, none);
	dt_irlist_append(dlp, BPF_MOV64_IMM(BPF_REG_0, 0));
	dt_irlist_append(dlp, BPF_EXIT_INSN());
	dt_irlist_place(dlp, go);
	dt_irlist_append(dlp, BPF_MOV64_REG(BPF_REG_1, BPF_REG_6));
}

static int
dt_sc_tramp(dtrace_hdl_t *dtp, void *arg, dt_irlist_t *dlp, uint32_t exitlbl)
{
	const dt_sc_tramparg_t *tap = arg;
	const dt_sc_prog_t *sgp = tap->ta_sgp;
	int i;

	dt_sc_dispatch(tap->ta_ssp, sgp->sg_dir, dlp, exitlbl);
	if (sgp->sg_dir == DT_SC_ENTRY)
		dt_sc_entry_args(dlp);
	else
		dt_sc_return_args(dlp);
	for (i = sgp->sg_dir == DT_SC_ENTRY ? 6 : 2; i < DT_MAXARGS; i++)
		dt_irlist_append(dlp, BPF_ST_MEM(BPF_DW, DT_REG_MEM,
		    DT_MEM_ARGV + 8 * i, 0));
	return dt_csets_emit(dtp, &sgp->sg_csets, dlp, DT_MEM_PROV, -1,
	    DT_LINK_ACTIVE, exitlbl);
}

/* ---- enabling ---- */

/* The map: each enabled probe's id and clause set at its number. */
static int
dt_sc_map_fill(dtrace_hdl_t *dtp, dt_sc_state_t *ssp, dt_probe_t **probes,
    int n)
{
	dt_sc_val_t *vals = calloc(DT_SYSTAB_MAXNR, sizeof(*vals));
	uint32_t nr;
	int i, k, rc = 0;

	if (vals == NULL)
		return dt_set_errno(dtp, EDT_NOMEM);
	for (i = 0; i < n; i++) {
		const dt_sc_probe_t *spp = probes[i]->pr_data;
		dt_sc_prog_t *sgp = &ssp->ss_progs[spp->sp_dir];

		if ((k = dt_csets_intern(dtp, &sgp->sg_csets, &probes[i],
		    1)) < 0) {
			free(vals);
			return -1;
		}
		vals[spp->sp_nr].sv_prid[spp->sp_dir] = probes[i]->pr_desc.id;
		vals[spp->sp_nr].sv_cset[spp->sp_dir] = (uint32_t)k;
	}
	if (ssp->ss_mapfd < 0)
		ssp->ss_mapfd = bpf_map_create(BPF_MAP_TYPE_ARRAY, "dt_syscall",
		    sizeof(uint32_t), sizeof(dt_sc_val_t), DT_SYSTAB_MAXNR, NULL);
	if (ssp->ss_mapfd < 0)
		rc = dt_set_errmsg(dtp, EDT_BPF, "cannot create the syscall "
		    "map: %s", strerror(errno));
	for (nr = 0; rc == 0 && nr < DT_SYSTAB_MAXNR; nr++)
		if (bpf_map_update_elem(ssp->ss_mapfd, &nr, &vals[nr], BPF_ANY) != 0)
			rc = dt_set_errmsg(dtp, EDT_BPF, "cannot fill the "
			    "syscall map: %s", strerror(errno));
	free(vals);
	return rc;
}

/* Build, load and attach one direction's program (or print it: fp). */
static int
dt_sc_prog_attach(dtrace_hdl_t *dtp, const dt_sc_state_t *ssp,
    dt_sc_prog_t *sgp, FILE *fp)
{
	dt_sc_tramparg_t ta = { ssp, sgp };
	char title[64];
	dt_progspec_t ps;
	dt_target_t tg;

	snprintf(title, sizeof(title), "syscall:::%s (%d clause set%s)",
	    dt_sc_dirname[sgp->sg_dir], sgp->sg_csets.cs_n,
	    sgp->sg_csets.cs_n == 1 ? "" : "s");
	memset(&ps, 0, sizeof(ps));
	ps.ps_title = title;
	ps.ps_name = sgp->sg_dir == DT_SC_ENTRY ? "syscall_entry" :
	    "syscall_return";
	ps.ps_kind = DT_TARGET_RAWTP;
	ps.ps_tramp = dt_sc_tramp;
	ps.ps_arg = &ta;
	if (sgp->sg_dir == DT_SC_ENTRY)
		ps.ps_precheck = dt_sc_precheck;
	if (dt_prog_build(dtp, &ps, fp, &sgp->sg_progfd) != 0 || fp != NULL)
		return fp != NULL ? 0 : -1;
	memset(&tg, 0, sizeof(tg));
	tg.tg_kind = DT_TARGET_RAWTP;
	tg.tg_tpname = dt_sc_tp[sgp->sg_dir];
	tg.tg_name = title;
	sgp->sg_attach = dt_target_attach(dtp, sgp->sg_progfd, &tg);
	return sgp->sg_attach != NULL ? 0 : -1;
}

static void
dt_sc_free(dt_sc_state_t *ssp)
{
	int d;

	for (d = 0; d < 2; d++) {
		dt_sc_prog_t *sgp = &ssp->ss_progs[d];

		dt_target_detach(sgp->sg_attach);
		sgp->sg_attach = NULL;
		if (sgp->sg_progfd >= 0)
			close(sgp->sg_progfd);
		sgp->sg_progfd = -1;
		dt_csets_free(&sgp->sg_csets);
	}
	if (ssp->ss_mapfd >= 0)
		close(ssp->ss_mapfd);
	ssp->ss_mapfd = -1;
	ssp->ss_nenabled = 0;
}

static dt_sc_state_t *
dt_sc_state(dtrace_hdl_t *dtp)
{
	dt_provider_t *pvp = dt_provider_lookup(dtp, "syscall");

	return pvp != NULL ? pvp->pv_data : NULL;
}

/*
 * Build both programs for these probes.  Called again with more probes
 * enabled, it builds them again (syscall probes are few and static).
 */
static int
dt_sc_enable(dtrace_hdl_t *dtp, dt_probe_t **probes, int n, FILE *fp)
{
	dt_sc_state_t *ssp = dt_sc_state(dtp);
	int d;

	if (ssp == NULL || n == 0 || (fp == NULL && n == ssp->ss_nenabled))
		return 0;
	dt_sc_free(ssp);
	if (dt_sc_map_fill(dtp, ssp, probes, n) != 0)
		goto fail;
	for (d = 0; d < 2; d++)
		if (ssp->ss_progs[d].sg_csets.cs_n > 0 &&
		    dt_sc_prog_attach(dtp, ssp, &ssp->ss_progs[d], fp) != 0)
			goto fail;
	if (fp != NULL)
		dt_sc_free(ssp);
	else
		ssp->ss_nenabled = n;
	return 0;
fail:
	dt_sc_free(ssp);
	return -1;
}

static void
dt_sc_disable(dtrace_hdl_t *dtp, dt_probe_t **probes, int n)
{
	dt_sc_state_t *ssp = dt_sc_state(dtp);

	if (ssp != NULL)
		dt_sc_free(ssp);
}

/*
 * args[]: at entry the system call's C prototype (dt_sysargs.c), six longs
 * where the kernel does not say; at return args[0] and args[1], the return
 * value, a long (every system call returns one).
 */
static int
dt_sc_probe_info(dtrace_hdl_t *dtp, const dt_probe_t *prp, int *argcp,
    dt_argdesc_t **argvp)
{
	const dt_sc_probe_t *spp = prp->pr_data;
	dt_sc_state_t *ssp = dt_sc_state(dtp);
	char *const *types = NULL;
	dt_argdesc_t *argv;
	int i, n = 2;

	*argcp = 0;
	*argvp = NULL;
	if (ssp == NULL)
		return 0;
	if (spp->sp_dir == DT_SC_ENTRY) {
		if (ssp->ss_args == NULL &&
		    (ssp->ss_args = dt_sysargs_create()) == NULL)
			return dt_set_errno(dtp, EDT_NOMEM);
		n = dt_sysargs_lookup(ssp->ss_args, prp->pr_desc.fun, &types);
		if (n < 0) {
			types = NULL;
			n = DT_SYSARGS_MAX;
		}
	}
	if (n == 0)
		return 0;
	if ((argv = dt_zalloc(dtp, n * sizeof(dt_argdesc_t))) == NULL)
		return -1;
	for (i = 0; i < n; i++) {
		argv[i].da_index = i;
		argv[i].da_native = types != NULL ? types[i] : "long";
	}
	*argcp = n;
	*argvp = argv;
	return 0;
}

static void
dt_sc_probe_destroy(dtrace_hdl_t *dtp, void *datap)
{
	free(datap);
}

static void
dt_sc_provider_destroy(dtrace_hdl_t *dtp, void *datap)
{
	dt_sc_state_t *ssp = datap;

	dt_sc_free(ssp);
	dt_sysargs_free(ssp->ss_args);
	free(ssp);
}

const dt_provimpl_t dt_syscall = {
	.name = "syscall",
	/* DTrace's syscall provider attributes */
	.attr_probe = { DTRACE_STABILITY_EVOLVING, DTRACE_STABILITY_EVOLVING,
	    DTRACE_CLASS_COMMON },
	.attr_args = { DTRACE_STABILITY_PRIVATE, DTRACE_STABILITY_PRIVATE,
	    DTRACE_CLASS_ISA },
	.populate = dt_sc_populate,
	.provide = dt_sc_provide,
	.enable = dt_sc_enable,
	.disable = dt_sc_disable,
	.probe_info = dt_sc_probe_info,
	.probe_destroy = dt_sc_probe_destroy,
	.provider_destroy = dt_sc_provider_destroy,
};
