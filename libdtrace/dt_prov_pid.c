/*
 * dt_prov_pid.c: the pid provider: the entry and return of any function of
 * a process, `pidPID:MODULE:FUNCTION:entry` and `...:return`.
 *
 * Naming.  PID is a process id (written literally or as $target with -c or
 * -p).  MODULE is the basename of an object the process maps ("libc.so.6",
 * "libstdc++.so.6", the executable's own name); as in DTrace a description
 * may also name an object by the alias "a.out" (the executable), its full
 * path, or its basename up to a "." ("libc", "libc.so").  FUNCTION is a
 * function of that object (dt_pid_syms.c: .symtab and .dynsym, aliases at
 * one address collapsed to one canonical name).  DTrace replaces such
 * aliases in a description by the canonical names, and so do we, when the
 * description is parsed (dt_pid_pdesc(), the provider's pdesc hook): so
 * `pid$target:a.out:main:entry` is the probe `pid1234:prog:main:entry`,
 * and probemod is "prog".  An alias is replaced only if the object (and an
 * exact function) exists, so a description that matches nothing is
 * reported as the user wrote it.  Every field may be a glob; a glob in the
 * function field matches every name of a function, the first matching
 * name (in alias preference order) names the probe, and _init and _fini
 * are left out, as in DTrace.
 *
 * Checked when the description is parsed, with DTrace's messages and tags:
 * a process that does not exist ("failed to grab process N"), a name that
 * is neither entry, return, a glob nor an offset ("'x' is an invalid probe
 * name"), an offset (hex digits: a later stage, refused with one line), a
 * module named exactly whose objects have no function symbols.  A function
 * or module that does not exist simply matches no probe (D_PDESC_ZERO).
 *
 * Discovery (provide).  A description whose provider is exactly pidNNN
 * makes us read /proc/NNN/maps; each file-backed executable mapping is an
 * object, read through /proc/NNN/map_files/RANGE (dt_pid_syms.c caches it
 * per device and inode), and a probe is created for each matching function
 * and name.  A probe remembers the map_files path and the file offset of
 * the function's first instruction.
 *
 * Firing (dt_pid_enable.c).  Probes that run the same clauses share one
 * program, which takes the probe id from the attach cookie; the probes of
 * one program in one object of one process are one uprobe_multi link
 * filtered to the pid: entry at the function's first instruction, return
 * a uretprobe at the same offset.  A function whose first instruction the
 * kernel cannot probe is left out (its probe exists and never fires;
 * -xdebug says why).  The dynamic linker of each process a description
 * names is watched (dt_rtld.c): objects it dlopen()s later get their
 * probes (with -Z if a description matches nothing before).
 */
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/sysmacros.h>
#include "dt_impl.h"
#include "dt_glob.h"
#include "dt_parser.h"
#include "dt_pid_syms.h"
#include "dt_pid_enable.h"
#include "dt_proc.h"
#include "dt_rtld.h"

/* An object of a process, as its maps show it. */
typedef struct dt_pid_map {
	char pm_range[48];		/* start-end */
	char pm_path[PATH_MAX];		/* the mapped path */
	const char *pm_base;		/* its basename (in pm_path) */
	dev_t pm_dev;
	ino_t pm_ino;
	int pm_exe;			/* the executable (a.out) */
} dt_pid_map_t;

typedef int dt_pid_map_f(dtrace_hdl_t *dtp, pid_t pid, dt_pid_map_t *pmp,
    void *arg);

/* The provider's state: pv_data of the "pid" provider. */
typedef struct dt_pid_state {
	dt_pid_obj_t *ps_objs;		/* the object cache */
	dt_pid_live_t *ps_live;		/* programs and links while tracing */
} dt_pid_state_t;

static dt_pid_state_t *
dt_pid_state(dtrace_hdl_t *dtp)
{
	dt_provider_t *pvp = dt_provider_lookup(dtp, "pid");

	return pvp != NULL ? pvp->pv_data : NULL;
}

static int
dt_pid_has_glob(const char *s)
{
	return strpbrk(s, "*?[\\") != NULL;
}

/* The pid of an exact "pidNNN" provider name, or 0. */
static pid_t
dt_pid_provpid(const char *prv)
{
	const char *p;

	if (strncmp(prv, "pid", 3) != 0 || prv[3] == '\0' || prv[3] == '0')
		return 0;
	for (p = prv + 3; *p != '\0'; p++)
		if (!isdigit((unsigned char)*p))
			return 0;
	return (pid_t)strtol(prv + 3, NULL, 10);
}

/* ---- the objects of a process ---- */

/* Drop the " (deleted)" the kernel appends to a replaced file's path. */
static void
dt_pid_undelete(char *path)
{
	size_t n = strlen(path), k = strlen(" (deleted)");

	if (n > k && strcmp(path + n - k, " (deleted)") == 0)
		path[n - k] = '\0';
}

/* Parse one maps line; 1 for an executable file mapping. */
static int
dt_pid_maps_line(const char *line, dt_pid_map_t *pmp)
{
	unsigned long start, end, off, ino;
	unsigned int maj, min;
	char perms[8];
	int n = 0;

	if (sscanf(line, "%lx-%lx %7s %lx %x:%x %lu %n", &start, &end, perms,
	    &off, &maj, &min, &ino, &n) < 7 || perms[2] != 'x' || ino == 0 ||
	    line[n] != '/')
		return 0;
	snprintf(pmp->pm_range, sizeof(pmp->pm_range), "%lx-%lx", start, end);
	snprintf(pmp->pm_path, sizeof(pmp->pm_path), "%s", line + n);
	pmp->pm_path[strcspn(pmp->pm_path, "\n")] = '\0';
	dt_pid_undelete(pmp->pm_path);
	pmp->pm_base = strrchr(pmp->pm_path, '/') + 1;
	pmp->pm_dev = makedev(maj, min);
	pmp->pm_ino = (ino_t)ino;
	return 1;
}

/*
 * Call func for each object process pid maps (once per device and inode);
 * -1 if the process cannot be read, else the first non-zero return of
 * func, or 0.
 */
static int
dt_pid_maps_iter(dtrace_hdl_t *dtp, pid_t pid, dt_pid_map_f *func, void *arg)
{
	char fn[64], exe[PATH_MAX], line[PATH_MAX + 128];
	dt_pid_map_t m, *seen = NULL;
	int nseen = 0, i, rc = 0;
	ssize_t n;
	FILE *fp;

	snprintf(fn, sizeof(fn), "/proc/%d/exe", (int)pid);
	n = readlink(fn, exe, sizeof(exe) - 1);
	exe[n > 0 ? n : 0] = '\0';
	dt_pid_undelete(exe);
	snprintf(fn, sizeof(fn), "/proc/%d/maps", (int)pid);
	if ((fp = fopen(fn, "r")) == NULL)
		return -1;
	while (rc == 0 && fgets(line, sizeof(line), fp) != NULL) {
		dt_pid_map_t *s;

		if (!dt_pid_maps_line(line, &m))
			continue;
		for (i = 0; i < nseen; i++)
			if (seen[i].pm_dev == m.pm_dev && seen[i].pm_ino == m.pm_ino)
				break;
		if (i < nseen || (s = realloc(seen, (nseen + 1) *
		    sizeof(*seen))) == NULL)
			continue;
		seen = s;
		seen[nseen++] = m;
		m.pm_base = strrchr(m.pm_path, '/') + 1;
		m.pm_exe = strcmp(m.pm_path, exe) == 0;
		rc = func(dtp, pid, &m, arg);
	}
	fclose(fp);
	free(seen);
	return rc;
}

/*
 * Does the module field pat name this object?  A glob matches the
 * basename; an exact name may also be "a.out" (the executable), the full
 * path, or the basename up to a "." ("libc" and "libc.so": libc.so.6).
 */
static int
dt_pid_mod_match(const char *pat, const dt_pid_map_t *pmp)
{
	size_t n = strlen(pat);

	if (dt_gmatch(pmp->pm_base, pat))
		return 1;
	if (dt_pid_has_glob(pat))
		return 0;
	if (pmp->pm_exe && strcmp(pat, "a.out") == 0)
		return 1;
	if (strcmp(pat, pmp->pm_path) == 0)
		return 1;
	return strncmp(pmp->pm_base, pat, n) == 0 && pmp->pm_base[n] == '.';
}

static dt_pid_obj_t *
dt_pid_map_obj(dtrace_hdl_t *dtp, pid_t pid, const dt_pid_map_t *pmp,
    char *mf, size_t len)
{
	dt_pid_state_t *psp = dt_pid_state(dtp);

	snprintf(mf, len, "/proc/%d/map_files/%s", (int)pid, pmp->pm_range);
	return psp != NULL ? dt_pid_obj_get(&psp->ps_objs, mf, pmp->pm_dev,
	    pmp->pm_ino) : NULL;
}

/* ---- creating probes ---- */

typedef struct dt_pid_make {
	const dtrace_probedesc_t *pm_desc;
	dt_provider_t *pm_prov;
	int pm_entry, pm_return;	/* names the description matches */
} dt_pid_make_t;

static void
dt_pid_probe(dtrace_hdl_t *dtp, dt_pid_make_t *mkp, pid_t pid,
    const char *mod, const char *fun, uint64_t off, const char *mf, int ret)
{
	dt_pid_probe_t *pp = calloc(1, sizeof(*pp));
	dt_probe_t *prp;

	if (pp == NULL)
		return;
	pp->pp_pid = pid;
	pp->pp_ret = ret;
	pp->pp_off = off;
	snprintf(pp->pp_path, sizeof(pp->pp_path), "%s", mf);
	prp = dt_probe_insert(dtp, mkp->pm_prov, mod, fun,
	    ret ? "return" : "entry", pp);
	if (prp == NULL || prp->pr_data != pp)
		free(pp);	/* failed, or it existed */
}

/*
 * The entry and return probes of a function.  The object's entry point
 * (_start) has no return probe: the kernel enters it with argc where a
 * return address would be, and a uretprobe would replace argc by its
 * trampoline's address.
 */
static void
dt_pid_fn_probes(dtrace_hdl_t *dtp, dt_pid_make_t *mkp, pid_t pid,
    const dt_pid_map_t *pmp, const dt_pid_obj_t *pop, const dt_pid_fn_t *fp,
    const char *mf)
{
	if (mkp->pm_entry)
		dt_pid_probe(dtp, mkp, pid, pmp->pm_base, fp->pf_name,
		    fp->pf_off, mf, 0);
	if (mkp->pm_return && fp->pf_vaddr != pop->po_entry)
		dt_pid_probe(dtp, mkp, pid, pmp->pm_base, fp->pf_name,
		    fp->pf_off, mf, 1);
}

/* A glob: in each group of aliases, the first name that matches. */
static void
dt_pid_glob_probes(dtrace_hdl_t *dtp, dt_pid_make_t *mkp, pid_t pid,
    const dt_pid_map_t *pmp, const dt_pid_obj_t *pop, const char *mf)
{
	const char *pat = mkp->pm_desc->fun;
	uint32_t i, taken = UINT32_MAX;

	for (i = 0; i < pop->po_nfns; i++) {
		const dt_pid_fn_t *fp = &pop->po_fns[i];

		if (fp->pf_canon == taken || !dt_gmatch(fp->pf_name, pat) ||
		    strcmp(fp->pf_name, "_init") == 0 ||
		    strcmp(fp->pf_name, "_fini") == 0)
			continue;
		taken = fp->pf_canon;
		dt_pid_fn_probes(dtp, mkp, pid, pmp, pop, fp, mf);
	}
}

static int
dt_pid_make_obj(dtrace_hdl_t *dtp, pid_t pid, dt_pid_map_t *pmp, void *arg)
{
	dt_pid_make_t *mkp = arg;
	const char *fun = mkp->pm_desc->fun;
	dt_pid_obj_t *pop;
	char mf[96];
	int idx;

	if (!dt_pid_mod_match(mkp->pm_desc->mod, pmp) ||
	    (pop = dt_pid_map_obj(dtp, pid, pmp, mf, sizeof(mf))) == NULL)
		return 0;
	if (fun[0] == '\0' || dt_pid_has_glob(fun))
		dt_pid_glob_probes(dtp, mkp, pid, pmp, pop, mf);
	else if ((idx = dt_pid_obj_lookup(pop, fun)) >= 0)
		dt_pid_fn_probes(dtp, mkp, pid, pmp, pop,
		    &pop->po_fns[pop->po_fns[idx].pf_canon], mf);
	return 0;
}

static int
dt_pid_provide(dtrace_hdl_t *dtp, const dtrace_probedesc_t *pdp)
{
	pid_t pid = dt_pid_provpid(pdp->prv);
	uint32_t before = dtp->dt_nprobes;
	dt_pid_make_t mk;

	if (pid <= 0 || pid == getpid())
		return 0;
	mk.pm_desc = pdp;
	mk.pm_entry = dt_gmatch("entry", pdp->prb);
	mk.pm_return = dt_gmatch("return", pdp->prb);
	if (!mk.pm_entry && !mk.pm_return)
		return 0;
	if ((mk.pm_prov = dt_provider_lookup(dtp, pdp->prv)) == NULL &&
	    (mk.pm_prov = dt_provider_create(dtp, pdp->prv, &dt_pid,
	    NULL)) == NULL)
		return 0;
	(void) dt_pid_maps_iter(dtp, pid, dt_pid_make_obj, &mk);
	return (int)(dtp->dt_nprobes - before);
}

/* ---- checking and canonicalizing descriptions ---- */

typedef struct dt_pid_canon {
	dtrace_probedesc_t *pc_desc;
	int pc_objs;			/* objects the module names */
	int pc_nosyms;			/* ... without function symbols */
	int pc_done;			/* rewritten */
} dt_pid_canon_t;

static int
dt_pid_canon_obj(dtrace_hdl_t *dtp, pid_t pid, dt_pid_map_t *pmp, void *arg)
{
	dt_pid_canon_t *pcp = arg;
	dtrace_probedesc_t *pdp = pcp->pc_desc;
	dt_pid_obj_t *pop;
	char mf[96];
	int idx = -1;

	if (!dt_pid_mod_match(pdp->mod, pmp) ||
	    (pop = dt_pid_map_obj(dtp, pid, pmp, mf, sizeof(mf))) == NULL)
		return 0;
	pcp->pc_objs++;
	pcp->pc_nosyms += pop->po_nfns == 0;
	if (pcp->pc_done || dt_pid_has_glob(pdp->mod) ||
	    (pdp->fun[0] != '\0' && !dt_pid_has_glob(pdp->fun) &&
	    (idx = dt_pid_obj_lookup(pop, pdp->fun)) < 0))
		return 0;
	if (pdp->mod[0] != '\0')	/* empty: every object, kept */
		snprintf(pdp->mod, sizeof(pdp->mod), "%s", pmp->pm_base);
	if (idx >= 0)
		snprintf(pdp->fun, sizeof(pdp->fun), "%s",
		    pop->po_fns[pop->po_fns[idx].pf_canon].pf_name);
	pcp->pc_done = 1;
	return 0;
}

/* Is the name an offset ("1c", "0x1c")? */
static int
dt_pid_is_offset(const char *s)
{
	if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X'))
		s += 2;
	return *s != '\0' && strspn(s, "0123456789abcdefABCDEF") == strlen(s);
}

static void
dt_pid_check_name(const dtrace_probedesc_t *pdp)
{
	const char *prb = pdp->prb;

	if (dt_gmatch("entry", prb) || dt_gmatch("return", prb) ||
	    dt_pid_has_glob(prb))
		return;
	if (dt_pid_is_offset(prb))
		xyerror(D_PROC_OFF, "offset probes are not supported yet: "
		    "%s:%s:%s:%s (only entry and return)", pdp->prv, pdp->mod,
		    pdp->fun, prb);
	xyerror(D_PROC_NAME, "'%s' is an invalid probe name", prb);
}

/*
 * A description being parsed (the pdesc hook): if its provider is pidNNN,
 * check it (process, probe name, symbols) and replace the module and
 * function aliases DTrace replaces by canonical names (a.out, libc ...).
 * Errors are compile errors (xyerror).
 */
static void
dt_pid_pdesc(dtrace_hdl_t *dtp, dtrace_probedesc_t *pdp)
{
	pid_t pid = dt_pid_provpid(pdp->prv);
	dt_pid_canon_t pc = { pdp, 0, 0, 0 };
	char mod[DTRACE_MODNAMELEN];

	if (pid <= 0 || dt_pid_state(dtp) == NULL)
		return;
	dt_pid_check_name(pdp);
	if (pid == getpid())
		xyerror(D_PROC_DYN, "process %d is dtrace itself", (int)pid);
	snprintf(mod, sizeof(mod), "%s", pdp->mod);
	if (dt_pid_maps_iter(dtp, pid, dt_pid_canon_obj, &pc) < 0)
		xyerror(D_PROC_GRAB, "failed to grab process %d", (int)pid);
	if (mod[0] != '\0' && !dt_pid_has_glob(mod) && pc.pc_objs > 0 &&
	    pc.pc_nosyms == pc.pc_objs)
		xyerror(D_PROC_SYM, "module '%s' of process %d has no function "
		    "symbols (.symtab and .dynsym define none)", mod, (int)pid);
}

/* ---- firing ---- */

/*
 * Watch the dynamic linker of every process a description named (each
 * pidNNN provider): what it dlopen()s later is provided and enabled then.
 */
static int
dt_pid_watch(dtrace_hdl_t *dtp)
{
	dt_provider_t *pvp;

	for (pvp = dtp->dt_provs; pvp != NULL; pvp = pvp->pv_next) {
		pid_t pid = dt_pid_provpid(pvp->pv_name);
		dt_proc_t *dpr;

		if (pvp->pv_impl != &dt_pid || pid <= 0 || dt_proc_gone(pid))
			continue;
		dpr = dt_proc_lookup(dtp, pid);
		if (dt_rtld_watch(dtp, pid, dpr != NULL && dpr->dpr_created) != 0 &&
		    !dt_proc_gone(pid))
			return -1;
	}
	return 0;
}

static int
dt_pid_enable(dtrace_hdl_t *dtp, dt_probe_t **probes, int n, FILE *fp)
{
	dt_pid_state_t *psp = dt_pid_state(dtp);

	if (psp == NULL)
		return dt_set_errmsg(dtp, EDT_ENABLING, "no pid provider");
	if (dt_pid_live_enable(dtp, &psp->ps_live, probes, n, fp) != 0)
		return -1;
	return fp == NULL ? dt_pid_watch(dtp) : 0;
}

static void
dt_pid_disable(dtrace_hdl_t *dtp, dt_probe_t **probes, int n)
{
	dt_pid_state_t *psp = dt_pid_state(dtp);

	if (psp != NULL)
		dt_pid_live_disable(dtp, &psp->ps_live, 1);
}

/* ---- the rest ---- */

static int
dt_pid_populate(dtrace_hdl_t *dtp)
{
	dt_pid_state_t *psp = calloc(1, sizeof(*psp));

	if (psp == NULL)
		return dt_set_errno(dtp, EDT_NOMEM);
	if (dt_provider_create(dtp, "pid", &dt_pid, psp) == NULL) {
		free(psp);
		return -1;
	}
	return 0;
}

static int
dt_pid_probe_info(dtrace_hdl_t *dtp, const dt_probe_t *prp, int *argcp,
    dt_argdesc_t **argvp)
{
	*argcp = 0;		/* untyped, as in DTrace */
	*argvp = NULL;
	return 0;
}

static void
dt_pid_probe_destroy(dtrace_hdl_t *dtp, void *datap)
{
	free(datap);
}

static void
dt_pid_provider_destroy(dtrace_hdl_t *dtp, void *datap)
{
	dt_pid_state_t *psp = datap;

	if (psp == NULL)
		return;
	dt_pid_live_disable(dtp, &psp->ps_live, 0);
	dt_pid_objs_free(psp->ps_objs);
	free(psp);
}

const dt_provimpl_t dt_pid = {
	.name = "pid",
	/* DTrace's pid provider: Evolving names, ISA-dependent arguments */
	.attr_probe = { DTRACE_STABILITY_EVOLVING, DTRACE_STABILITY_EVOLVING,
	    DTRACE_CLASS_ISA },
	.attr_args = { DTRACE_STABILITY_PRIVATE, DTRACE_STABILITY_PRIVATE,
	    DTRACE_CLASS_ISA },
	.pdesc = dt_pid_pdesc,
	.populate = dt_pid_populate,
	.provide = dt_pid_provide,
	.enable = dt_pid_enable,
	.disable = dt_pid_disable,
	.probe_info = dt_pid_probe_info,
	.probe_destroy = dt_pid_probe_destroy,
	.provider_destroy = dt_pid_provider_destroy,
};
