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
 * Discovery (provide).  A description whose provider is exactly pidNNN
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
 * its rets and tail-call jmps (dt_disasm.c; a uretprobe where the code
 * cannot be decoded).  A function whose first instruction the
 * kernel cannot probe is left out (its probe exists and never fires;
 * -xdebug says why).  The dynamic linker of each process a description
 * names is watched (dt_rtld.c): objects it dlopen()s later get their
 * probes (with -Z if a description matches nothing before).  An offset
 * probe at an instruction the kernel refuses (hlt, int3) is left out too.
 *
 * Arguments (x86-64 SysV), from the uprobe's pt_regs: at entry arg0..arg5
 * are rdi, rsi, rdx, rcx, r8, r9 and arg6..arg9 the stack slots above the
 * return address (sp + 8 * (i - 5), read with bpf_probe_read_user, only
 * if a clause uses them; 0 if unreadable).  At return arg1 is rax (the
 * return value) and arg0 the offset of the return site in the function.  An offset probe is a uprobe at its
 * instruction and reads its arguments as an entry probe does, from the
 * registers there (as Oracle Linux DTrace does); uregs[] is the way to
 * read them by name.  uregs[] and ustack() read the same pt_regs.
 */
#include <ctype.h>
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
	const dt_object_t *ps_dobj;	/* the function last decoded: object, */
	uint64_t ps_doff, ps_dlen;	/* file offset, size */
	dt_disasm_fn_t ps_dfn;		/* and its code decoded */
} dt_pid_state_t;

static dt_pid_state_t *
dt_pid_state(dtrace_hdl_t *dtp)
{
	dt_provider_t *pvp = dt_provider_lookup(dtp, "pid");

	return pvp != NULL ? pvp->pv_data : NULL;
}

/*
 * The function of obp at file offset off, len bytes, decoded (dt_disasm.c):
 * instruction starts and return sites; NULL (errno) if unreadable.  The
 * last one is kept, so an exact offset probe's function, decoded to check
 * the offset when the description is parsed, is not decoded again when
 * its probes are made.
 */
static const dt_disasm_fn_t *
dt_pid_decode(dtrace_hdl_t *dtp, const dt_object_t *obp, const char *mf,
    uint64_t off, uint64_t len)
{
	dt_pid_state_t *psp = dt_pid_state(dtp);

	if (psp == NULL)
		return NULL;
	if (psp->ps_dobj == obp && psp->ps_doff == off && psp->ps_dlen == len)
		return &psp->ps_dfn;
	dt_disasm_func_free(&psp->ps_dfn);
	psp->ps_dobj = NULL;
	if (dt_disasm_func(mf, off, len, &psp->ps_dfn) != 0)
		return NULL;
	psp->ps_dobj = obp;
	psp->ps_doff = off;
	psp->ps_dlen = len;
	return &psp->ps_dfn;
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
 * rets[] from off, or (nrets 0) a uretprobe at off.
 */
static void
dt_pid_probe(dtrace_hdl_t *dtp, dt_pid_make_t *mkp, pid_t pid,
    const char *mod, const char *fun, uint64_t off, const char *mf, int kind,
    const char *name, const uint32_t *rets, uint32_t nrets)
{
	dt_pid_probe_t *pp;
	dt_probe_t *prp;

	mkp->pm_n++;
	if (mkp->pm_count || dt_pid_make_full(mkp) ||
	    dt_pid_make_prov(dtp, mkp, pid) == NULL ||
	    (pp = calloc(1, sizeof(*pp) + nrets * sizeof(uint32_t))) == NULL)
		return;
	pp->pp_pid = pid;
	pp->pp_kind = kind;
	pp->pp_off = off;
	pp->pp_nrets = nrets;
	if (nrets > 0)
		memcpy(pp->pp_rets, rets, nrets * sizeof(uint32_t));
	snprintf(pp->pp_path, sizeof(pp->pp_path), "%s", mf);
	prp = dt_probe_insert(dtp, mkp->pm_prov, mod, fun, name, pp);
	if (prp == NULL || prp->pr_data != pp)
		free(pp);	/* failed, or it existed */
}

/*
 * The offset probes of a function that the name matches, an offset
 * written in hex (lowercase, no "0x") as DTrace names them: an exact
 * offset (checked when the description was parsed, dt_pid_off_check())
 * or a glob ("" and "*": every instruction).  Only offsets where an
 * instruction starts (dt_disasm.c) are probes.
 */
static void
dt_pid_off_probes(dtrace_hdl_t *dtp, dt_pid_make_t *mkp, pid_t pid,
    const dt_pid_map_t *pmp, const char *fun, uint64_t off,
    const dt_disasm_fn_t *dfn, const char *mf)
{
	char name[DTRACE_NAMELEN];
	uint32_t i;

	for (i = 0; i < dfn->df_ninsns && !dt_pid_make_full(mkp); i++) {
		snprintf(name, sizeof(name), "%x", dfn->df_insns[i]);
		if (dt_gmatch(name, mkp->pm_desc->prb))
			dt_pid_probe(dtp, mkp, pid, pmp->pm_base, fun,
			    off + dfn->df_insns[i], mf, DT_PID_INSN, name,
			    NULL, 0);
	}
}

/*
 * The return probe of a function: at each of its return sites (ret, and
 * a jmp out of it, dt_disasm.c), as Solaris DTrace places them, so arg0
 * is the site's offset; none if it has no such site (_start, abort(),
 * the dynamic linker's lazy binding trampolines, which end in `jmp *`).
 * Where the code is not known (it cannot be read; an IFUNC's
 * implementation with no symbol to give its size), a uretprobe at its
 * first instruction, except at the object's entry point (the kernel
 * enters it with argc where a return address would be).
 */
static void
dt_pid_ret_probe(dtrace_hdl_t *dtp, dt_pid_make_t *mkp, pid_t pid,
    const dt_pid_map_t *pmp, const dt_object_t *obp, const dt_objsym_t *osp,
    uint64_t off, const dt_disasm_fn_t *dfn, const char *mf)
{
	const char *fun = dt_pid_fn_name(osp);

	if (dfn != NULL && dfn->df_nrets > 0)
		dt_pid_probe(dtp, mkp, pid, pmp->pm_base, fun, off, mf,
		    DT_PID_RETURN, "return", dfn->df_rets, dfn->df_nrets);
	else if (dfn == NULL && osp->os_value != obp->ob_entry)
		dt_pid_probe(dtp, mkp, pid, pmp->pm_base, fun, off, mf,
		    DT_PID_RETURN, "return", NULL, 0);
}

/*
 * The size of the function whose code starts at file offset off (an
 * IFUNC's implementation: the symbol there), or 0 if none is known.
 */
static uint64_t
dt_pid_code_size(const dt_object_t *obp, uint64_t off)
{
	const dt_objsym_t *osp;
	uint64_t vaddr;

	if (dt_object_vaddr(obp, off, &vaddr) != 0 ||
	    (osp = dt_object_sym_at(obp, vaddr)) == NULL ||
	    osp->os_value != vaddr)
		return 0;
	return osp->os_size;
}

/* The function of len bytes at off decoded, or NULL (-xdebug says why). */
static const dt_disasm_fn_t *
dt_pid_fn_decode(dtrace_hdl_t *dtp, const dt_pid_map_t *pmp,
    const dt_object_t *obp, const char *fun, uint64_t off, uint64_t len,
    const char *mf)
{
	const dt_disasm_fn_t *dfn;

	if (len == 0)
		return NULL;
	if ((dfn = dt_pid_decode(dtp, obp, mf, off, len)) == NULL)
		dt_dprintf("pid: cannot read %s of %s: %s\n", fun,
		    pmp->pm_path, strerror(errno));
	return dfn;
}

/*
 * The entry, return and offset probes of a function, its code decoded
 * once for the return and offset probes.  An IFUNC's entry and return
 * are its implementation's (dt_ifunc.c), its offset probes its resolver's.
 */
static void
dt_pid_fn_probes(dtrace_hdl_t *dtp, dt_pid_make_t *mkp, pid_t pid,
    const dt_pid_map_t *pmp, const dt_object_t *obp, const dt_objsym_t *osp,
    uint64_t off, const char *mf)
{
	const char *fun = dt_pid_fn_name(osp);
	const dt_disasm_fn_t *dfn;
	uint64_t fnoff = off;		/* the symbol's own code */

	if (mkp->pm_count && !mkp->pm_offs) {	/* counting: a guess will do */
		mkp->pm_n += mkp->pm_entry + mkp->pm_return;
		return;
	}
	if (osp->os_type == STT_GNU_IFUNC)	/* else its resolver, kept */
		(void) dt_ifunc_offset(dtp, pid, obp, osp, &off);
	if (mkp->pm_entry)
		dt_pid_probe(dtp, mkp, pid, pmp->pm_base, fun, off, mf,
		    DT_PID_ENTRY, "entry", NULL, 0);
	if (mkp->pm_return) {
		dfn = dt_pid_fn_decode(dtp, pmp, obp, fun, off, off == fnoff ?
		    osp->os_size : dt_pid_code_size(obp, off), mf);
		dt_pid_ret_probe(dtp, mkp, pid, pmp, obp, osp, off, dfn, mf);
	}
	if (mkp->pm_offs && (dfn = dt_pid_fn_decode(dtp, pmp, obp, fun, fnoff,
	    osp->os_size, mf)) != NULL)
		dt_pid_off_probes(dtp, mkp, pid, pmp, fun, fnoff, dfn, mf);
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
	if ((dfn = dt_pid_decode(dtp, obp, mf, fnoff, osp->os_size)) == NULL)
		return DT_PID_OFF_UNREAD;
	return dt_disasm_starts(dfn->df_insns, dfn->df_ninsns, *offp - fnoff) ?
	    0 : DT_PID_OFF_ALIGN;
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
	uint64_t off;

	if (!pmp->pm_exe || !dt_pid_is_offset(prb) || dt_pid_has_glob(prb) ||
	    dt_pid_abs_off(dtp, pmp, obp, mf, strtoull(prb, NULL, 16),
	    &off) != 0)
		return;
	dt_pid_probe(dtp, mkp, pid, pmp->pm_base, "-", off, mf, DT_PID_INSN,
	    prb, NULL, 0);
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
 * and zombies (no executable: /proc/PID/exe unreadable).  Stops when full.
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

		if (pid <= 0 || pid == getpid())
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
	if (pid <= 0 || pid == getpid())
		return 0;
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
	if ((dfn = dt_pid_decode(dtp, obp, mf, off, osp->os_size)) == NULL) {
		ocp->oc_err = errno;
		return DT_PID_OFF_UNREAD;
	}
	return dt_disasm_starts(dfn->df_insns, dfn->df_ninsns, ocp->oc_off) ?
	    0 : DT_PID_OFF_ALIGN;
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
	dt_disasm_func_free(&psp->ps_dfn);
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
