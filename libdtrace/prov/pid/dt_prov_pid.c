/*
 * dt_prov_pid.c: the pid provider: the entry and return of any function of
 * a process, `pidPID:MODULE:FUNCTION:entry` and `...:return`, and any of
 * its instructions, `pidPID:MODULE:FUNCTION:OFFSET` (OFFSET in hex from
 * the function's start: `pid$target:a.out:main:1c`).
 *
 * Naming.  PID is a process id (written literally or as $target with -c or
 * -p).  MODULE is the basename of an object the process maps ("libc.so.6",
 * "libstdc++.so.6", the executable's own name); as in DTrace a description
 * may also name an object by the alias "a.out" (the executable), its full
 * path, or its basename up to a "." ("libc", "libc.so").  FUNCTION is a
 * function of that object (dt_object.c, the handle's one symbol cache:
 * .symtab, .dynsym, the debug file and MiniDebugInfo merged, aliases at one
 * address collapsed to one canonical name, the name usym() prints; C++
 * names demangled: a glob matches the demangled name, the name probes
 * carry, and an exact mangled name is replaced by it like an alias).  An
 * IFUNC's probes go to the implementation the process chose (dt_ifunc.c).
 * DTrace replaces such aliases in a description by the canonical names, and
 * so do we, when the description is parsed (dt_pid_pdesc(), the provider's
 * pdesc hook): so `pid$target:a.out:main:entry` is the probe
 * `pid1234:prog:main:entry`, and probemod is "prog".  An alias is replaced
 * only if the object (and an exact function) exists, so a description that
 * matches nothing is reported as the user wrote it.  Every field may be a
 * glob; a glob in the function field matches every name of a function, the
 * first matching name (in alias preference order) names the probe, and _init
 * and _fini are left out, as in DTrace.
 *
 * Checked when the description is parsed, with DTrace's messages and tags:
 * a process that does not exist ("failed to grab process N"), a name that
 * is neither entry, return, a glob nor an offset ("'x' is an invalid probe
 * name"), an offset in a function named exactly that is past its end or
 * inside an instruction (dt_pid_off_check(): "offset 0x5 is not aligned on
 * an instruction"), a module named exactly whose objects have no function
 * symbols.  An offset name is rewritten as DTrace names offset probes:
 * lowercase hex without "0x" ("0x1C" is the probe "1c").  A function
 * or module that does not exist simply matches no probe (D_PDESC_ZERO).
 *
 * Discovery (provide).  A description whose provider is pidNNN (or, as
 * in DTrace, a glob ending in NNN that pidNNN matches: p*d1234)
 * makes us read /proc/NNN/maps; each file-backed executable mapping is an
 * object, read through /proc/NNN/map_files/RANGE (dt_object.c caches it
 * per device and inode), and a probe is created for each matching function
 * and name.  A probe remembers the map_files path and the file offset of
 * the function's first instruction, or of its instruction for an offset
 * probe.  An empty or glob name matches, besides entry and return, the
 * offsets (in hex) of the function's instructions, found by disassembling
 * it (dt_disasm.c): `pid$target:a.out:main:` is every instruction of main.
 *
 * Globs over pids (pid*, pid12*): every running process whose pidPID
 * matches (not dtrace, kernel threads, zombies), each scanned as for one
 * pid; refused when parsed if it would make more than DT_PID_GLOB_MAX
 * probes.  The function "-" names an absolute address of the executable
 * (pid$target:a.out:-:4011d0), an offset probe there.
 *
 * Firing (dt_pid_enable.c).  Probes that run the same clauses share one
 * program, which takes the probe id from the attach cookie; the probes of
 * one program in one object of one process are one uprobe_multi link
 * filtered to the pid (beyond 4 processes, one shared link per object
 * file): entry at the function's first instruction, return at each of
 * its rets and tail-call jmps, in any of its parts (dt_disasm.c); or at
 * the cheaper sites of dt_pid_place.c (a later entry site, a uretprobe)
 * where that is provably the same probe.  The dynamic linker of each
 * process a description names is watched (dt_rtld.c): objects it
 * dlopen()s later get their probes (with -Z if a description matches
 * nothing before).
 *
 * Sites (dt_pid_sites.c).  A uprobe goes only at an instruction that a
 * path from the function's entry reaches (not data inside .text, not the
 * inside of another function's instruction) and that the kernel runs
 * correctly under a uprobe (dt_insn_safe.c: not pushf, not a VEX
 * instruction the kernel takes for a branch ...).  A probe with no such
 * site exists, is never attached, and is reported once when enabled
 * (dt_pid_enable.c) and by -lv (dt_pid_probe_extra()).  gcc's cold parts
 * (foo.cold) belong to their function: its returns include theirs, and
 * they have offset probes only, no entry or return of their own.
 *
 * Arguments (x86-64 SysV), from the uprobe's pt_regs: at entry arg0..arg5
 * are rdi, rsi, rdx, rcx, r8, r9 and arg6..arg9 the stack slots above the
 * return address (sp + 8 * (i - 5), read with bpf_probe_read_user, only
 * if a clause uses them; 0 if unreadable).  At return arg1 is rax (the
 * return value) and arg0 the offset of the return site from the
 * function's entry.  An offset probe is a uprobe at its
 * instruction and reads its arguments as an entry probe does, from the
 * registers there (as Oracle Linux DTrace does); uregs[] is the way to
 * read them by name.  uregs[] and ustack() read the same pt_regs.
 */
#include <ctype.h>
#include <inttypes.h>
#include <dirent.h>
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
#include "dt_object.h"
#include "dt_ifunc.h"
#include "dt_disasm.h"
#include "dt_pid_sites.h"
#include "dt_pid_place.h"
#include "dt_pid_kind.h"
#include "dt_pid_enable.h"
#include "dt_pctl.h"
#include "dt_rtld.h"

/* An object of a process, as its maps show it. */
typedef struct dt_pid_map {
	char pm_range[48];		/* start-end */
	uint64_t pm_start, pm_end;	/* the first executable mapping, */
	uint64_t pm_off;		/* at this file offset */
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
	dt_pid_live_t *ps_live;		/* programs and links while tracing */
	dt_pid_sites_t *ps_sites;	/* code decoded, sites (dt_pid_sites.c) */
} dt_pid_state_t;

static dt_pid_state_t *
dt_pid_state(dtrace_hdl_t *dtp)
{
	dt_provider_t *pvp = dt_provider_lookup(dtp, "pid");

	return pvp != NULL ? pvp->pv_data : NULL;
}

/*
 * The function osp of obp at file offset off, len bytes (0: unknown),
 * decoded with its cold parts (dt_pid_sites.c): instructions, return
 * sites, which of them may be probed; NULL (errno) if unreadable.  The
 * last one is kept, so an exact offset probe's function, decoded to check
 * the offset when the description is parsed, is not decoded again when
 * its probes are made.
 */
static const dt_disasm_fn_t *
dt_pid_decode(dtrace_hdl_t *dtp, const dt_object_t *obp, const char *mf,
    const dt_objsym_t *osp, uint64_t off, uint64_t len)
{
	dt_pid_state_t *psp = dt_pid_state(dtp);

	if (psp == NULL) {
		errno = ENOENT;
		return NULL;
	}
	return dt_pid_sites_func(psp->ps_sites, obp, mf, osp, off, len, 1);
}

/* Does the kernel emulate the instruction at file offset off of mf? */
static int
dt_pid_first_emulated(dtrace_hdl_t *dtp, const char *mf, uint64_t off)
{
	dt_pid_state_t *psp = dt_pid_state(dtp);

	return psp != NULL && dt_pid_sites_emulated(psp->ps_sites, mf, off);
}

static int
dt_pid_has_glob(const char *s)
{
	return strpbrk(s, "*?[\\") != NULL;
}

/*
 * The pid of an exact "pidNNN" provider name, or, as in DTrace, of a glob
 * ending in a pid NNN that "pidNNN" matches (p*d1234, *1234); or 0.  (A
 * glob after "pid", pid*, is a glob over pids: dt_pid_provglob().)
 */
static pid_t
dt_pid_provpid(const char *prv)
{
	const char *p = prv + strlen(prv);
	char name[DTRACE_PROVNAMELEN];
	long pid;

	while (p > prv && isdigit((unsigned char)p[-1]))
		p--;
	if (*p == '\0' || *p == '0' || (pid = strtol(p, NULL, 10)) <= 0 ||
	    pid > INT32_MAX)
		return 0;
	if (strncmp(prv, "pid", 3) == 0 && prv + 3 == p)
		return (pid_t)pid;
	snprintf(name, sizeof(name), "pid%ld", pid);
	return dt_pid_has_glob(prv) && dt_gmatch(name, prv) ? (pid_t)pid : 0;
}

/* Is the name an offset ("1c", "0x1c")? */
static int
dt_pid_is_offset(const char *s)
{
	if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X'))
		s += 2;
	return *s != '\0' && strspn(s, "0123456789abcdefABCDEF") == strlen(s);
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
	pmp->pm_start = start;
	pmp->pm_end = end;
	pmp->pm_off = off;
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

/* The object of a mapping, from the handle's cache (dt_object.c). */
static dt_object_t *
dt_pid_map_obj(dtrace_hdl_t *dtp, pid_t pid, const dt_pid_map_t *pmp,
    char *mf, size_t len)
{
	snprintf(mf, len, "/proc/%d/map_files/%s", (int)pid, pmp->pm_range);
	return dt_object_get_file(dtp, mf, pmp->pm_path, pmp->pm_dev,
	    pmp->pm_ino);
}

/* The name a function's probes carry: demangled if it fits, else as is. */
static const char *
dt_pid_fn_name(const dt_objsym_t *osp)
{
	return strlen(osp->os_dname) < DTRACE_FUNCNAMELEN ? osp->os_dname :
	    osp->os_name;
}

/* ---- creating probes ---- */

typedef struct dt_pid_make {
	const dtrace_probedesc_t *pm_desc;
	dt_provider_t *pm_prov;		/* pidPID, made at its first probe */
	int pm_entry, pm_return;	/* names the description matches */
	int pm_offs;			/* ... may match instruction offsets */
	int pm_count;			/* only count the probes (pm_n) */
	uint32_t pm_n;			/* probes made or counted */
	uint32_t pm_max;		/* stop beyond this many (0: never) */
} dt_pid_make_t;

/* Enough probes counted or made: stop looking. */
static int
dt_pid_make_full(const dt_pid_make_t *mkp)
{
	return mkp->pm_max != 0 && mkp->pm_n > mkp->pm_max;
}

/* The provider pidPID of the probes being made, created if need be. */
static dt_provider_t *
dt_pid_make_prov(dtrace_hdl_t *dtp, dt_pid_make_t *mkp, pid_t pid)
{
	char name[DTRACE_PROVNAMELEN];

	if (mkp->pm_prov != NULL)
		return mkp->pm_prov;
	snprintf(name, sizeof(name), "pid%d", (int)pid);
	if ((mkp->pm_prov = dt_provider_lookup(dtp, name)) == NULL)
		mkp->pm_prov = dt_provider_create(dtp, name, &dt_pid, NULL);
	return mkp->pm_prov;
}

/*
 * A probe at file offset off; a return probe at the nrets return sites at
 * rets[] from off.  With nosite, it has no site that may be probed and
 * note says why ("has no safe site: ..."); without, note (if any) says
 * which sites are left out.
 */
static dt_pid_probe_t *
dt_pid_probe(dtrace_hdl_t *dtp, dt_pid_make_t *mkp, pid_t pid,
    const char *mod, const char *fun, uint64_t off, const char *mf, int kind,
    const char *name, const int32_t *rets, uint32_t nrets, int nosite,
    const char *note)
{
	dt_pid_probe_t *pp;
	dt_probe_t *prp;

	mkp->pm_n++;
	if (mkp->pm_count || dt_pid_make_full(mkp) ||
	    dt_pid_make_prov(dtp, mkp, pid) == NULL ||
	    (pp = calloc(1, sizeof(*pp) + nrets * sizeof(int32_t))) == NULL)
		return NULL;
	pp->pp_pid = pid;
	pp->pp_kind = kind;
	pp->pp_move = kind == DT_PID_RETURN ? -1 : 0;
	pp->pp_off = off;
	pp->pp_nrets = nrets;
	pp->pp_nosite = nosite;
	if (note != NULL)
		pp->pp_note = strdup(note);	/* NULL: said without why */
	if (nrets > 0)
		memcpy(pp->pp_rets, rets, nrets * sizeof(int32_t));
	snprintf(pp->pp_path, sizeof(pp->pp_path), "%s", mf);
	prp = dt_probe_insert(dtp, mkp->pm_prov, mod, fun, name, pp);
	if (prp == NULL || prp->pr_data != pp) {
		free(pp->pp_note);	/* failed, or it existed */
		free(pp);
		return NULL;
	}
	return pp;
}

/*
 * Why a uprobe may not go at file offset off (rel from the entry of dfn,
 * the function osp; dfn NULL: only the instruction there is looked at):
 * NULL if it may, else a new string "has no safe site: <what> <why>",
 * <what> "its first instruction" or "its instruction" (empty string if
 * out of memory).
 */
static char *
dt_pid_nosite(dtrace_hdl_t *dtp, const dt_object_t *obp, const char *mf,
    const dt_objsym_t *osp, const dt_disasm_fn_t *dfn, uint64_t off,
    int64_t rel, const char *what)
{
	dt_pid_state_t *psp = dt_pid_state(dtp);
	char *why = NULL, *s = NULL;

	if (psp == NULL || !dt_pid_sites_why(psp->ps_sites, obp, mf, osp, dfn,
	    off, rel, &why))
		return NULL;
	if (asprintf(&s, "has no safe site: %s %s", what,
	    why != NULL ? why : "may not be probed") < 0)
		s = NULL;
	free(why);
	return s != NULL ? s : strdup("");
}

/*
 * The offset probes of a function that the name matches, an offset
 * written in hex (lowercase, no "0x") as DTrace names them: an exact
 * offset (checked when the description was parsed, dt_pid_off_check())
 * or a glob ("" and "*": every instruction).  Only offsets where an
 * instruction starts (dt_disasm.c) are probes: of part `part` of dfn,
 * which starts at file offset off.  An instruction a uprobe may not go at
 * (no path from the entry reaches it, or the kernel would refuse it or
 * run it wrongly, dt_pid_sites.c) is a probe with no site.
 */
static void
dt_pid_off_probes(dtrace_hdl_t *dtp, dt_pid_make_t *mkp, pid_t pid,
    const dt_pid_map_t *pmp, const dt_object_t *obp, const dt_objsym_t *osp,
    uint64_t off, const dt_disasm_fn_t *dfn, uint32_t part, const char *mf)
{
	const char *fun = dt_pid_fn_name(osp);
	int64_t base = dfn->df_parts[part].dp_rel;
	char name[DTRACE_NAMELEN], *why;
	uint32_t i;

	for (i = 0; i < dfn->df_ninsns && !dt_pid_make_full(mkp); i++) {
		const dt_disasm_insn_t *ip = &dfn->df_insns[i];
		int64_t rel = ip->di_off - base;

		if (ip->di_part != part)
			continue;
		snprintf(name, sizeof(name), "%" PRIx64, (uint64_t)rel);
		if (!dt_gmatch(name, mkp->pm_desc->prb))
			continue;
		why = mkp->pm_count ? NULL : dt_pid_nosite(dtp, obp, mf, osp,
		    dfn, off + rel, ip->di_off, "its instruction");
		dt_pid_probe(dtp, mkp, pid, pmp->pm_base, fun, off + rel, mf,
		    DT_PID_INSN, name, NULL, 0, why != NULL, why);
		free(why);
	}
}

/*
 * A return probe's uretprobe site (dt_pid_place.c), at usite from the
 * entry (its entry probe's site; -1: the entry may not be probed), if the
 * function allows one; else why not.  Never in a Go object: its runtime
 * walks its goroutines' stacks (garbage collection, preemption) and dies
 * of a return address it does not know.
 */
static void
dt_pid_uret(const dt_object_t *obp, const dt_disasm_fn_t *dfn, int64_t usite,
    dt_pid_probe_t *pp)
{
	if (usite < 0)
		pp->pp_nomove = "its entry may not be probed";
	else if (dt_object_sym_named(obp, "runtime.morestack") != NULL)
		pp->pp_nomove = "it is in a Go object";
	else if ((pp->pp_nomove = dt_pid_place_uret(dfn, usite)) == NULL)
		pp->pp_move = (int32_t)usite;
}

/* dt_pid_place.c's reader: a function's bytes, mapped readable? */
typedef struct dt_pid_rd {
	const dt_object_t *pr_obj;
	uint64_t pr_vaddr;		/* link-time address of the entry */
} dt_pid_rd_t;

/*
 * Are len bytes at rel from the entry in one PT_LOAD segment that is
 * readable (its memory size: .bss is mapped too)?  What the dynamic
 * linker maps stays readable: RELRO makes it read-only, never unreadable.
 */
static int
dt_pid_readable(void *arg, int64_t rel, uint32_t len)
{
	const dt_pid_rd_t *rp = arg;
	uint64_t va = rp->pr_vaddr + (uint64_t)rel;
	size_t i;

	for (i = 0; i < rp->pr_obj->ob_nsegs; i++) {
		const dt_elf_seg_t *sg = &rp->pr_obj->ob_segs[i];

		if ((sg->es_flags & PF_R) && va >= sg->es_vaddr &&
		    va - sg->es_vaddr < sg->es_memsz &&
		    sg->es_memsz - (va - sg->es_vaddr) >= len)
			return 1;
	}
	return 0;
}

/*
 * The cheaper site of an entry probe (dt_pid_place.c) whose first
 * instruction may be probed: its offset from the entry, if a uprobe may go
 * there too; else 0.  With sp, it may be past a move of %rsp, whose size
 * goes in *spdownp.
 */
static int64_t
dt_pid_moved(dtrace_hdl_t *dtp, const dt_object_t *obp, const char *mf,
    const dt_objsym_t *isp, const dt_disasm_fn_t *dfn, uint64_t off,
    int sp, int64_t *spdownp)
{
	dt_pid_rd_t rd = { obp, 0 };
	int64_t move;
	char *why;

	*spdownp = 0;
	if (dfn == NULL || dt_object_vaddr(obp, off, &rd.pr_vaddr) != 0 ||
	    (move = dt_pid_place_entry(dfn, sp, dt_pid_readable, &rd,
	    spdownp)) == 0)
		return 0;
	if ((why = dt_pid_nosite(dtp, obp, mf, isp, dfn, off + move, move,
	    "its instruction")) != NULL) {
		free(why);
		*spdownp = 0;
		return 0;
	}
	return move;
}

/*
 * The return probe of a function: at each of its return sites (ret, and
 * a jmp out of it, in any of its parts: dt_disasm.c), as Solaris DTrace
 * places them, so arg0 is the site's offset; none if it has no such site
 * (_start, abort(), the dynamic linker's lazy binding trampolines, which
 * end in `jmp *`).  A return site a uprobe may not go at is left out (the
 * probe's note says so); without any site left, or where the code cannot
 * be read, the probe has no site.  A uretprobe only where dt_pid_place.c
 * proves nothing can read the return address it replaces (a C++
 * exception unwinding through the function would call std::terminate):
 * dt_pid_uret(), and the clauses decide when enabled (dt_pid_enable.c).
 */
static void
dt_pid_ret_probe(dtrace_hdl_t *dtp, dt_pid_make_t *mkp, pid_t pid,
    const dt_pid_map_t *pmp, const dt_object_t *obp, const dt_objsym_t *osp,
    const dt_objsym_t *isp, uint64_t off, const dt_disasm_fn_t *dfn, int err,
    const char *mf, int64_t usite)
{
	const char *fun = dt_pid_fn_name(osp);
	dt_pid_probe_t *pp;
	int32_t *rets = NULL;
	char *why = NULL, *first = NULL, *note = NULL;
	uint32_t i, n = 0, bad = 0;

	if (dfn == NULL) {
		if (asprintf(&note, "has no safe site: its code cannot be read "
		    "(%s)", strerror(err)) < 0)
			note = NULL;
		dt_pid_probe(dtp, mkp, pid, pmp->pm_base, fun, off, mf,
		    DT_PID_RETURN, "return", NULL, 0, 1, note);
		free(note);
		return;
	}
	if (dfn->df_nrets == 0)
		return;
	if (mkp->pm_count) {
		mkp->pm_n++;
		return;
	}
	if ((rets = malloc(dfn->df_nrets * sizeof(int32_t))) == NULL)
		return;
	for (i = 0; i < dfn->df_nrets; i++) {
		int64_t r = dfn->df_rets[i];
		char what[64];

		if (r < INT32_MIN || r > INT32_MAX)
			continue;
		snprintf(what, sizeof(what), "its return at %s0x%" PRIx64,
		    r < 0 ? "-" : "+", (uint64_t)(r < 0 ? -r : r));
		why = dt_pid_nosite(dtp, obp, mf, isp, dfn, off + r, r, what);
		if (why == NULL) {
			rets[n++] = (int32_t)r;
			continue;
		}
		if (bad++ == 0)
			first = why;
		else
			free(why);
	}
	/* "has no safe site: its return at +0x1c (ret) is ..." */
	if (first != NULL && n == 0 && bad > 1 ? asprintf(&note, "%s (and "
	    "its %u other returns may not be probed either)", first,
	    bad - 1) < 0 : first != NULL && n > 0 ? asprintf(&note,
	    "misses returns: %s (%u of its %u returns are left out)",
	    first + strlen("has no safe site: "), bad, n + bad) < 0 : 0)
		note = NULL;
	else if (first != NULL && n == 0 && bad == 1)
		note = strdup(first);
	else if (first == NULL && dfn->df_incomplete != NULL &&
	    asprintf(&note, "may miss returns: the function has %s",
	    dfn->df_incomplete) < 0)
		note = NULL;
	pp = dt_pid_probe(dtp, mkp, pid, pmp->pm_base, fun, off, mf,
	    DT_PID_RETURN, "return", rets, n, n == 0, note);
	if (pp != NULL)
		dt_pid_uret(obp, dfn, usite, pp);
	free(first);
	free(note);
	free(rets);
}

/*
 * The symbol whose code starts at file offset off (an IFUNC's
 * implementation), or NULL if none is known.
 */
static const dt_objsym_t *
dt_pid_code_sym(const dt_object_t *obp, uint64_t off)
{
	const dt_objsym_t *osp;
	uint64_t vaddr;

	if (dt_object_vaddr(obp, off, &vaddr) != 0 ||
	    (osp = dt_object_sym_at(obp, vaddr)) == NULL ||
	    osp->os_value != vaddr)
		return NULL;
	return osp;
}

/*
 * The offset probes of a cold part (foo.cold, osp at file offset off):
 * its instructions as the decoding of foo with its parts finds them, if
 * foo branches there; else as decoded from its own start.
 */
static void
dt_pid_cold_probes(dtrace_hdl_t *dtp, dt_pid_make_t *mkp, pid_t pid,
    const dt_pid_map_t *pmp, const dt_object_t *obp, const dt_objsym_t *osp,
    uint64_t off, const char *mf)
{
	char parent[DTRACE_FUNCNAMELEN];
	const dt_objsym_t *fsp;
	const dt_disasm_fn_t *dfn;
	uint64_t foff;
	uint32_t k;

	snprintf(parent, sizeof(parent), "%.*s",
	    (int)dt_pid_sites_cold(osp->os_name), osp->os_name);
	if ((fsp = dt_object_sym_named(obp, parent)) != NULL &&
	    dt_object_sym_code(obp, fsp, &foff) &&
	    (dfn = dt_pid_decode(dtp, obp, mf, fsp, foff, fsp->os_size)) != NULL)
		for (k = 1; k < dfn->df_nparts; k++)
			if (dfn->df_parts[k].dp_rel == (int64_t)(off - foff)) {
				dt_pid_off_probes(dtp, mkp, pid, pmp, obp, osp,
				    off, dfn, k, mf);
				return;
			}
	if ((dfn = dt_pid_decode(dtp, obp, mf, osp, off, osp->os_size)) != NULL)
		dt_pid_off_probes(dtp, mkp, pid, pmp, obp, osp, off, dfn, 0, mf);
}

/*
 * The entry, return and offset probes of a function, its code decoded
 * once for the return and offset probes.  An IFUNC's entry and return
 * are its implementation's (dt_ifunc.c), its offset probes its
 * resolver's.  The entry's site is its first instruction, unless no
 * uprobe may go there (dt_pid_sites.c): then the probe has no site, and
 * says why.  A cold part that gcc split off a function (foo.cold) is part
 * of foo (its returns are foo's): it has offset probes, no entry or
 * return probe of its own.
 */
static void
dt_pid_fn_probes(dtrace_hdl_t *dtp, dt_pid_make_t *mkp, pid_t pid,
    const dt_pid_map_t *pmp, const dt_object_t *obp, const dt_objsym_t *osp,
    uint64_t off, const char *mf)
{
	const char *fun = dt_pid_fn_name(osp);
	const dt_disasm_fn_t *dfn = NULL;
	const dt_objsym_t *isp = osp;	/* the code's own symbol */
	uint64_t fnoff = off;		/* the symbol's own code */
	dt_pid_probe_t *pp;
	int64_t move, spdown = 0;
	char *why;
	int err = 0;

	if (dt_pid_sites_cold(osp->os_name) != 0) {
		if (mkp->pm_offs)
			dt_pid_cold_probes(dtp, mkp, pid, pmp, obp, osp, off, mf);
		return;
	}
	if (mkp->pm_count && !mkp->pm_offs) {	/* counting: a guess will do */
		mkp->pm_n += mkp->pm_entry + mkp->pm_return;
		return;
	}
	if (osp->os_type == STT_GNU_IFUNC &&	/* else its resolver, kept */
	    dt_ifunc_offset(dtp, pid, obp, osp, &off) == 0 && off != fnoff)
		isp = dt_pid_code_sym(obp, off);
	/* the whole function, if its entry may move or it has a return */
	if (mkp->pm_return || (mkp->pm_entry && !dt_pid_first_emulated(dtp, mf,
	    off))) {
		dfn = dt_pid_decode(dtp, obp, mf, isp, off,
		    isp != NULL ? isp->os_size : 0);
		err = errno;
		if (dfn == NULL)
			dt_dprintf("pid: cannot read %s of %s: %s\n", fun,
			    pmp->pm_path, strerror(err));
	}
	why = dt_pid_nosite(dtp, obp, mf, isp, dfn, off, 0,
	    "its first instruction");
	move = why == NULL ? dt_pid_moved(dtp, obp, mf, isp, dfn, off, 1,
	    &spdown) : -1;
	if (mkp->pm_entry && (pp = dt_pid_probe(dtp, mkp, pid, pmp->pm_base,
	    fun, off, mf, DT_PID_ENTRY, "entry", NULL, 0, why != NULL,
	    why)) != NULL) {
		pp->pp_move = (int32_t)(move > 0 ? move : 0);
		pp->pp_movesp = (int32_t)spdown;
	}
	free(why);
	if (spdown > 0)		/* a uretprobe needs its return address at sp */
		move = dt_pid_moved(dtp, obp, mf, isp, dfn, off, 0, &spdown);
	if (mkp->pm_return)
		dt_pid_ret_probe(dtp, mkp, pid, pmp, obp, osp, isp, off, dfn,
		    err, mf, move);
	if (mkp->pm_offs && (dfn = dt_pid_decode(dtp, obp, mf, osp, fnoff,
	    osp->os_size)) != NULL)
		dt_pid_off_probes(dtp, mkp, pid, pmp, obp, osp, fnoff, dfn, 0, mf);
	else if (mkp->pm_offs)
		dt_dprintf("pid: cannot read %s of %s: %s\n", fun,
		    pmp->pm_path, strerror(errno));
}

/* A glob: in each group of aliases, the first name that matches. */
static void
dt_pid_glob_probes(dtrace_hdl_t *dtp, dt_pid_make_t *mkp, pid_t pid,
    const dt_pid_map_t *pmp, const dt_object_t *obp, const char *mf)
{
	const char *pat = mkp->pm_desc->fun;
	uint64_t taken = 0, off;
	size_t i;

	for (i = 0; i < obp->ob_nsyms; i++) {
		const dt_objsym_t *osp = &obp->ob_syms[i];

		if ((taken != 0 && osp->os_value == taken) ||
		    !dt_object_sym_code(obp, osp, &off) ||
		    !dt_gmatch(dt_pid_fn_name(osp), pat) ||
		    strcmp(osp->os_name, "_init") == 0 ||
		    strcmp(osp->os_name, "_fini") == 0)
			continue;
		taken = osp->os_value;
		dt_pid_fn_probes(dtp, mkp, pid, pmp, obp, osp, off, mf);
		if (dt_pid_make_full(mkp))
			break;
	}
}

/* The function called name (any alias), as its canonical name; or NULL. */
static const dt_objsym_t *
dt_pid_fn_named(const dt_object_t *obp, const char *name, uint64_t *offp)
{
	const dt_objsym_t *osp = dt_object_sym_named(obp, name);

	if (osp == NULL || !dt_object_sym_code(obp, osp, offp))
		return NULL;
	return dt_object_sym_canon(obp, osp);
}

/* ---- absolute addresses: the function "-" ---- */

#define DT_PID_OFF_OUTSIDE	1
#define DT_PID_OFF_ALIGN	2
#define DT_PID_OFF_UNREAD	3

/*
 * The file offset of the instruction at address addr of the process, if
 * the executable mapping pmp of obp holds it: 0, or DT_PID_OFF_OUTSIDE
 * (not there, or in no function of obp), DT_PID_OFF_ALIGN (inside an
 * instruction of its function) or DT_PID_OFF_UNREAD.
 */
static int
dt_pid_abs_off(dtrace_hdl_t *dtp, const dt_pid_map_t *pmp,
    const dt_object_t *obp, const char *mf, uint64_t addr, uint64_t *offp)
{
	const dt_disasm_fn_t *dfn;
	const dt_objsym_t *osp;
	uint64_t vaddr, fnoff;

	if (addr < pmp->pm_start || addr >= pmp->pm_end)
		return DT_PID_OFF_OUTSIDE;
	*offp = addr - pmp->pm_start + pmp->pm_off;
	if (dt_object_vaddr(obp, *offp, &vaddr) != 0 ||
	    (osp = dt_object_sym_at(obp, vaddr)) == NULL ||
	    !dt_object_sym_code(obp, osp, &fnoff) || *offp < fnoff ||
	    *offp >= fnoff + osp->os_size)
		return DT_PID_OFF_OUTSIDE;
	if ((dfn = dt_pid_decode(dtp, obp, mf, osp, fnoff, osp->os_size)) ==
	    NULL)
		return DT_PID_OFF_UNREAD;
	return dt_disasm_at(dfn, (int64_t)(*offp - fnoff)) != NULL ? 0 :
	    DT_PID_OFF_ALIGN;
}

/*
 * pidPID:a.out:-:ADDR, DTrace's probe at an absolute address of the
 * executable (checked when the description was parsed, dt_pid_abs_check()):
 * an offset probe, named by the address.
 */
static void
dt_pid_abs_probe(dtrace_hdl_t *dtp, dt_pid_make_t *mkp, pid_t pid,
    const dt_pid_map_t *pmp, const dt_object_t *obp, const char *mf)
{
	const char *prb = mkp->pm_desc->prb;
	const dt_disasm_fn_t *dfn;
	const dt_objsym_t *osp;
	uint64_t off, vaddr, fnoff;
	char *why = NULL;

	if (!pmp->pm_exe || !dt_pid_is_offset(prb) || dt_pid_has_glob(prb) ||
	    dt_pid_abs_off(dtp, pmp, obp, mf, strtoull(prb, NULL, 16),
	    &off) != 0)
		return;
	if (dt_object_vaddr(obp, off, &vaddr) == 0 &&
	    (osp = dt_object_sym_at(obp, vaddr)) != NULL &&
	    dt_object_sym_code(obp, osp, &fnoff) &&
	    (dfn = dt_pid_decode(dtp, obp, mf, osp, fnoff, osp->os_size)) != NULL)
		why = dt_pid_nosite(dtp, obp, mf, osp, dfn, off,
		    (int64_t)(off - fnoff), "its instruction");
	dt_pid_probe(dtp, mkp, pid, pmp->pm_base, "-", off, mf, DT_PID_INSN,
	    prb, NULL, 0, why != NULL, why);
	free(why);
}

static int
dt_pid_make_obj(dtrace_hdl_t *dtp, pid_t pid, dt_pid_map_t *pmp, void *arg)
{
	dt_pid_make_t *mkp = arg;
	const char *fun = mkp->pm_desc->fun;
	const dt_objsym_t *osp;
	dt_object_t *obp;
	uint64_t off;
	char mf[96];

	if (!dt_pid_mod_match(mkp->pm_desc->mod, pmp) ||
	    (obp = dt_pid_map_obj(dtp, pid, pmp, mf, sizeof(mf))) == NULL)
		return 0;
	if (strcmp(fun, "-") == 0)
		dt_pid_abs_probe(dtp, mkp, pid, pmp, obp, mf);
	else if (fun[0] == '\0' || dt_pid_has_glob(fun))
		dt_pid_glob_probes(dtp, mkp, pid, pmp, obp, mf);
	else if ((osp = dt_pid_fn_named(obp, fun, &off)) != NULL)
		dt_pid_fn_probes(dtp, mkp, pid, pmp, obp, osp, off, mf);
	return dt_pid_make_full(mkp);
}

/* 0 if the description names no entry, return or offset probe. */
static int
dt_pid_make_init(dt_pid_make_t *mkp, const dtrace_probedesc_t *pdp)
{
	memset(mkp, 0, sizeof(*mkp));
	mkp->pm_desc = pdp;
	mkp->pm_entry = dt_gmatch("entry", pdp->prb);
	mkp->pm_return = dt_gmatch("return", pdp->prb);
	mkp->pm_offs = pdp->prb[0] == '\0' || dt_pid_has_glob(pdp->prb) ||
	    dt_pid_is_offset(pdp->prb);
	return mkp->pm_entry || mkp->pm_return || mkp->pm_offs;
}

/* ---- a glob over pids (pid*, pid12*) ---- */

/*
 * The most probes one description with a glob over pids may make: as
 * illumos's fasttrap-max-probes (250000, the most pid probes it makes),
 * over every process they name; beyond, the description is refused when
 * parsed (dt_pid_glob_check()).
 */
#define DT_PID_GLOB_MAX	250000

/* A provider field "pid" then a glob (pid*, pid12*, pid[0-9]*)? */
static int
dt_pid_provglob(const char *prv)
{
	return strncmp(prv, "pid", 3) == 0 && dt_pid_has_glob(prv + 3);
}

/*
 * Make (or count) the probes of the description in each process whose
 * pidPID the provider glob matches; not dtrace itself, nor kernel threads
 * and zombies (no executable: /proc/PID/exe unreadable); during an update
 * (dt_program_update()) only the process updated.  Stops when full.
 */
static void
dt_pid_glob_make(dtrace_hdl_t *dtp, dt_pid_make_t *mkp)
{
	char name[DTRACE_PROVNAMELEN], fn[64], exe[16];
	DIR *dir = opendir("/proc");
	struct dirent *de;

	while (dir != NULL && !dt_pid_make_full(mkp) &&
	    (de = readdir(dir)) != NULL) {
		pid_t pid = (pid_t)strtol(de->d_name, NULL, 10);

		if (pid <= 0 || pid == getpid() ||
		    (dtp->dt_update_pid != 0 && pid != dtp->dt_update_pid))
			continue;
		snprintf(name, sizeof(name), "pid%d", (int)pid);
		snprintf(fn, sizeof(fn), "/proc/%d/exe", (int)pid);
		if (!dt_gmatch(name, mkp->pm_desc->prv) ||
		    readlink(fn, exe, sizeof(exe)) <= 0)
			continue;
		mkp->pm_prov = NULL;
		(void) dt_pid_maps_iter(dtp, pid, dt_pid_make_obj, mkp);
	}
	if (dir != NULL)
		closedir(dir);
}

static int
dt_pid_provide(dtrace_hdl_t *dtp, const dtrace_probedesc_t *pdp)
{
	pid_t pid = dt_pid_provpid(pdp->prv);
	uint32_t before = dtp->dt_nprobes;
	dt_pid_make_t mk;

	if (!dt_pid_make_init(&mk, pdp))
		return 0;
	if (dt_pid_provglob(pdp->prv)) {
		mk.pm_max = DT_PID_GLOB_MAX;
		dt_pid_glob_make(dtp, &mk);
		return (int)(dtp->dt_nprobes - before);
	}
	if (pid <= 0 || pid == getpid() ||
	    (dtp->dt_update_pid != 0 && pid != dtp->dt_update_pid))
		return 0;	/* an update of another process: nothing new */
	/* made even with no probe: -Z, the dlopen watch (dt_pid_watch()) */
	if (dt_pid_make_prov(dtp, &mk, pid) == NULL)
		return 0;
	(void) dt_pid_maps_iter(dtp, pid, dt_pid_make_obj, &mk);
	return (int)(dtp->dt_nprobes - before);
}

/* ---- checking and canonicalizing descriptions ---- */

/* Has the object a function the pid provider can probe? */
static int
dt_pid_has_code(const dt_object_t *obp)
{
	uint64_t off;
	size_t i;

	for (i = 0; i < obp->ob_nsyms; i++)
		if (dt_object_sym_code(obp, &obp->ob_syms[i], &off))
			return 1;
	return 0;
}

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
	const dt_objsym_t *osp = NULL;
	dt_object_t *obp;
	uint64_t off;
	char mf[96];

	if (!dt_pid_mod_match(pdp->mod, pmp) ||
	    (obp = dt_pid_map_obj(dtp, pid, pmp, mf, sizeof(mf))) == NULL)
		return 0;
	pcp->pc_objs++;
	pcp->pc_nosyms += !dt_pid_has_code(obp);
	if (pcp->pc_done || dt_pid_has_glob(pdp->mod) ||
	    (pdp->fun[0] != '\0' && !dt_pid_has_glob(pdp->fun) &&
	    (osp = dt_pid_fn_named(obp, pdp->fun, &off)) == NULL))
		return 0;
	if (pdp->mod[0] != '\0')	/* empty: every object, kept */
		snprintf(pdp->mod, sizeof(pdp->mod), "%s", pmp->pm_base);
	if (osp != NULL)
		snprintf(pdp->fun, sizeof(pdp->fun), "%s", dt_pid_fn_name(osp));
	pcp->pc_done = 1;
	return 0;
}

static void
dt_pid_check_name(const dtrace_probedesc_t *pdp)
{
	const char *prb = pdp->prb;

	if (dt_gmatch("entry", prb) || dt_gmatch("return", prb) ||
	    dt_pid_has_glob(prb) || dt_pid_is_offset(prb))
		return;
	xyerror(D_PROC_NAME, "'%s' is an invalid probe name", prb);
}

/* Checking an offset probe: its offset, and the first error found. */
typedef struct dt_pid_offchk {
	const dtrace_probedesc_t *oc_desc;
	uint64_t oc_off;
	int oc_err;			/* errno of reading the function */
	char oc_fun[DTRACE_FUNCNAMELEN];	/* the function at fault */
} dt_pid_offchk_t;

/* Does the offset start an instruction of the function the description
   names in this object (if it has it)?  0, or DT_PID_OFF_*. */
static int
dt_pid_off_obj(dtrace_hdl_t *dtp, pid_t pid, dt_pid_map_t *pmp, void *arg)
{
	dt_pid_offchk_t *ocp = arg;
	const dt_disasm_fn_t *dfn;
	const dt_objsym_t *osp;
	dt_object_t *obp;
	uint64_t off;
	char mf[96];

	if (!dt_pid_mod_match(ocp->oc_desc->mod, pmp) ||
	    (obp = dt_pid_map_obj(dtp, pid, pmp, mf, sizeof(mf))) == NULL ||
	    (osp = dt_pid_fn_named(obp, ocp->oc_desc->fun, &off)) == NULL)
		return 0;
	snprintf(ocp->oc_fun, sizeof(ocp->oc_fun), "%s", dt_pid_fn_name(osp));
	if (ocp->oc_off >= osp->os_size)
		return DT_PID_OFF_OUTSIDE;
	if ((dfn = dt_pid_decode(dtp, obp, mf, osp, off, osp->os_size)) ==
	    NULL) {
		ocp->oc_err = errno;
		return DT_PID_OFF_UNREAD;
	}
	return dt_disasm_at(dfn, (int64_t)ocp->oc_off) != NULL ? 0 :
	    DT_PID_OFF_ALIGN;
}

/*
 * An offset name: written as DTrace names offset probes ("1c" for "0x1C"),
 * and, if the function is named exactly, checked in every object that has
 * it, with DTrace's messages: inside the function, at the start of an
 * instruction.  (With a glob in the function field, a function where the
 * offset starts no instruction simply has no such probe.)
 */
static void
dt_pid_off_check(dtrace_hdl_t *dtp, pid_t pid, dtrace_probedesc_t *pdp)
{
	dt_pid_offchk_t oc = { pdp, strtoull(pdp->prb, NULL, 16), 0, "" };
	unsigned long long off = oc.oc_off;

	snprintf(pdp->prb, sizeof(pdp->prb), "%llx", off);
	if (pdp->fun[0] == '\0' || dt_pid_has_glob(pdp->fun))
		return;
	switch (dt_pid_maps_iter(dtp, pid, dt_pid_off_obj, &oc)) {
	case DT_PID_OFF_OUTSIDE:
		xyerror(D_PROC_OFF, "offset 0x%llx outside of function '%s'",
		    off, oc.oc_fun);
	case DT_PID_OFF_ALIGN:
		xyerror(D_PROC_ALIGN, "offset 0x%llx is not aligned on an "
		    "instruction", off);
	case DT_PID_OFF_UNREAD:
		xyerror(D_PROC_CREATEFAIL, "failed to create probe at "
		    "'%s+0x%llx': %s", oc.oc_fun, off, strerror(oc.oc_err));
	}
}

/* A glob over pids: refuse a description that would make too many probes. */
static void
dt_pid_glob_check(dtrace_hdl_t *dtp, const dtrace_probedesc_t *pdp)
{
	dt_pid_make_t mk;

	dt_pid_check_name(pdp);
	if (!dt_pid_make_init(&mk, pdp))
		return;
	mk.pm_count = 1;
	mk.pm_max = DT_PID_GLOB_MAX;
	dt_pid_glob_make(dtp, &mk);
	if (dt_pid_make_full(&mk))
		xyerror(D_PROC_CREATEFAIL, "failed to create probes for "
		    "'%s:%s:%s:%s': more than %d (the pid provider's limit "
		    "for a glob over processes); name fewer processes, "
		    "modules or functions", pdp->prv, pdp->mod, pdp->fun,
		    pdp->prb, DT_PID_GLOB_MAX);
}

/* Checking an absolute address: the process's executable, the result. */
typedef struct dt_pid_abschk {
	dtrace_probedesc_t *ac_desc;
	uint64_t ac_addr;
	int ac_err;			/* DT_PID_OFF_*, or -1: no executable */
} dt_pid_abschk_t;

static int
dt_pid_abs_obj(dtrace_hdl_t *dtp, pid_t pid, dt_pid_map_t *pmp, void *arg)
{
	dt_pid_abschk_t *acp = arg;
	dtrace_probedesc_t *pdp = acp->ac_desc;
	dt_object_t *obp;
	uint64_t off;
	char mf[96];

	if (!pmp->pm_exe ||
	    (obp = dt_pid_map_obj(dtp, pid, pmp, mf, sizeof(mf))) == NULL)
		return 0;
	if (pdp->mod[0] != '\0' && strcmp(pdp->mod, "a.out") != 0 &&
	    strcmp(pdp->mod, pmp->pm_base) != 0)
		return 0;
	snprintf(pdp->mod, sizeof(pdp->mod), "%s", pmp->pm_base);
	acp->ac_err = dt_pid_abs_off(dtp, pmp, obp, mf, acp->ac_addr, &off);
	return 1;
}

/*
 * pidPID:a.out:-:ADDR: as DTrace, only the executable (a.out, its name,
 * or no module) and one address in hex, which must start an instruction
 * of a function of the executable; the module becomes the executable's
 * name and the address is written as DTrace names probes ("4011d0").
 */
static void
dt_pid_abs_check(dtrace_hdl_t *dtp, pid_t pid, dtrace_probedesc_t *pdp)
{
	dt_pid_abschk_t ac = { pdp, 0, -1 };
	char mod[DTRACE_MODNAMELEN];
	int rc;

	if (dt_pid_has_glob(pdp->prb) || !dt_pid_is_offset(pdp->prb))
		xyerror(D_PROC_NAME, "only individual addresses may be "
		    "specified with the '-' function");
	ac.ac_addr = strtoull(pdp->prb, NULL, 16);
	snprintf(pdp->prb, sizeof(pdp->prb), "%llx",
	    (unsigned long long)ac.ac_addr);
	snprintf(mod, sizeof(mod), "%s", pdp->mod);
	if ((rc = dt_pid_maps_iter(dtp, pid, dt_pid_abs_obj, &ac)) < 0)
		xyerror(D_PROC_GRAB, "failed to grab process %d", (int)pid);
	if (rc == 0)
		xyerror(D_PROC_LIB, "only the a.out module is valid with the "
		    "'-' function (not '%s')", mod);
	if (ac.ac_err == DT_PID_OFF_OUTSIDE)
		xyerror(D_PROC_OFF, "address 0x%llx is not in a function of "
		    "'%s'", (unsigned long long)ac.ac_addr, pdp->mod);
	if (ac.ac_err == DT_PID_OFF_ALIGN)
		xyerror(D_PROC_ALIGN, "address 0x%llx is not aligned on an "
		    "instruction", (unsigned long long)ac.ac_addr);
	if (ac.ac_err != 0)
		xyerror(D_PROC_CREATEFAIL, "failed to create probe at "
		    "0x%llx: %s", (unsigned long long)ac.ac_addr,
		    strerror(EIO));
}

/*
 * A description being parsed (the pdesc hook): if its provider is pidNNN,
 * check it (process, probe name, symbols) and replace the module and
 * function aliases DTrace replaces by canonical names (a.out, libc ...).
 * A glob over pids (pid*) is only checked: its probe name, and how many
 * probes it would make.  Errors are compile errors (xyerror).
 */
static void
dt_pid_pdesc(dtrace_hdl_t *dtp, dtrace_probedesc_t *pdp)
{
	pid_t pid = dt_pid_provpid(pdp->prv);
	dt_pid_canon_t pc = { pdp, 0, 0, 0 };
	char mod[DTRACE_MODNAMELEN];

	if (dt_provider_lookup(dtp, "pid") == NULL)
		return;
	if (dt_pid_provglob(pdp->prv)) {
		dt_pid_glob_check(dtp, pdp);
		return;
	}
	if (strcmp(pdp->prv, "pid0") == 0)
		xyerror(D_PROC_BADPID, "pid0 does not contain a valid pid");
	if (pid <= 0)
		return;
	if (strcmp(pdp->fun, "-") == 0) {
		dt_pid_abs_check(dtp, pid, pdp);
		return;
	}
	dt_pid_check_name(pdp);
	if (pid == getpid())
		xyerror(D_PROC_DYN, "process %d is dtrace itself", (int)pid);
	snprintf(mod, sizeof(mod), "%s", pdp->mod);
	if (dt_pid_maps_iter(dtp, pid, dt_pid_canon_obj, &pc) < 0)
		xyerror(D_PROC_GRAB, "failed to grab process %d", (int)pid);
	if (dt_pid_is_offset(pdp->prb))
		dt_pid_off_check(dtp, pid, pdp);
	if (mod[0] != '\0' && !dt_pid_has_glob(mod) && pc.pc_objs > 0 &&
	    pc.pc_nosyms == pc.pc_objs)
		xyerror(D_PROC_SYM, "module '%s' of process %d has no function "
		    "symbols (.symtab and .dynsym define none)", mod, (int)pid);
	if (mod[0] != '\0' && !dt_pid_has_glob(mod) && pc.pc_objs > 0 &&
	    !pc.pc_done && pdp->fun[0] != '\0' && !dt_pid_has_glob(pdp->fun))
		xyerror(D_PROC_FUNC, "failed to lookup '%s' in module '%s'",
		    pdp->fun, mod);
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
		dt_pctl_t *dpr;

		if (pvp->pv_impl != &dt_pid || pid <= 0 || dt_pctl_gone(pid))
			continue;
		dpr = dt_pctl_lookup(dtp, pid);
		if (dt_rtld_watch(dtp, pid, dpr != NULL && dpr->dpr_created) != 0 &&
		    !dt_pctl_gone(pid))
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

	if (psp == NULL || (psp->ps_sites = dt_pid_sites_create()) == NULL) {
		free(psp);
		return dt_set_errno(dtp, EDT_NOMEM);
	}
	if (dt_provider_create(dtp, "pid", &dt_pid, psp) == NULL) {
		dt_pid_sites_destroy(psp->ps_sites);
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

/*
 * -lv: a probe with no site, or with sites left out, says so: "Probe
 * site: none: its first instruction (lock decl (%rdi)) is refused ...";
 * a probe with a site says which kind (dt_pid_kind.c): "Site kind:
 * single-stepped (+0x0: mov %rdi,%rax)".
 */
static const char *
dt_pid_probe_extra(dtrace_hdl_t *dtp, const dt_probe_t *prp)
{
	const dt_pid_probe_t *pp = prp->pr_data;
	dt_pid_state_t *psp = dt_pid_state(dtp);
	static char buf[1024];
	char kind[512] = "";
	size_t n = 0;

	if (pp == NULL)
		return NULL;
	if (pp->pp_nosite || pp->pp_note != NULL)
		n = snprintf(buf, sizeof(buf), "Probe site: %s%s",
		    pp->pp_note != NULL ? pp->pp_note : "has no safe site",
		    pp->pp_nosite ? "" : "\n\t");
	if (!pp->pp_nosite && psp != NULL)
		dt_pid_kind(psp->ps_sites, pp,
		    getenv("DTRACE_PID_NOMOVE") != NULL, kind, sizeof(kind));
	snprintf(buf + n, sizeof(buf) - n, "%s", kind);
	return buf;
}

static void
dt_pid_probe_destroy(dtrace_hdl_t *dtp, void *datap)
{
	dt_pid_probe_t *pp = datap;

	if (pp != NULL)
		free(pp->pp_note);
	free(pp);
}

static void
dt_pid_provider_destroy(dtrace_hdl_t *dtp, void *datap)
{
	dt_pid_state_t *psp = datap;

	if (psp == NULL)
		return;
	dt_pid_live_disable(dtp, &psp->ps_live, 0);
	dt_pid_sites_destroy(psp->ps_sites);
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
	.dispatch_need = dt_pid_dispatch_need,
	.probe_info = dt_pid_probe_info,
	.probe_extra = dt_pid_probe_extra,
	.probe_destroy = dt_pid_probe_destroy,
	.provider_destroy = dt_pid_provider_destroy,
};
