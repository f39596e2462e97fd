/*
 * dt_sym.c: kernel and user symbol tables, for stacks and symbolic values.
 *
 * Kernel.  /proc/kallsyms is read once, the first time a kernel address is
 * printed: every symbol but absolute ones, sorted by address, each with its
 * module ("vmlinux" for the kernel proper, the name in brackets for a
 * module).  kallsyms has no sizes: a symbol extends to the next symbol.
 * Where several symbols share an address the first one after sorting wins:
 * text before data, global before local.
 *
 * User.  A process's mappings are the handle's (dt_maps.c): read at
 * dtrace_go() for the -c and -p processes (a short-lived process may be
 * gone when its records are printed), again when one of them loads or
 * unloads objects (dt_program_update()), and on demand for any other
 * process.  An address outside every known mapping makes us read the maps
 * again (at most every 50 ms per process), so objects loaded later are
 * found.  The symbols of each mapped object are read once per (device,
 * inode) (dt_object.c).
 *
 * An address a in a mapping [start, end) at file offset off is at file
 * offset a - start + off, which the PT_LOAD segment holding that offset
 * turns into the link-time address the symbols use; the same works for
 * ET_EXEC, PIE and shared libraries.  The module name is the basename of
 * the mapped path, as DTrace prints it ("libc.so.6", "sdt-ustack").
 */
#include <ctype.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "dt_impl.h"
#include "dt_maps.h"
#include "dt_object.h"
#include "dt_pctl.h"
#include "dt_sym.h"

/* A kernel symbol (ks_mod is the module index). */
typedef struct dt_ksym {
	uint64_t ks_addr;
	const char *ks_name;
	uint32_t ks_mod;
	uint32_t ks_rank;	/* lower sorts first among equal addresses */
} dt_ksym_t;

typedef struct dt_kmod {
	const char *km_name;
	uint64_t km_base;	/* lowest symbol address */
} dt_kmod_t;

struct dt_symcache {
	int sc_kread;		/* kallsyms read (or tried) */
	char *sc_kbuf;		/* its text; names point into it */
	dt_ksym_t *sc_ksyms;
	size_t sc_nksyms;
	dt_kmod_t *sc_kmods;
	size_t sc_nkmods;
};

/* What a lookup found. */
typedef struct dt_syminfo {
	const char *sy_object;	/* module or object name, NULL if none */
	const char *sy_name;	/* symbol, NULL if none */
	uint64_t sy_value;	/* symbol's runtime address */
	uint64_t sy_base;	/* module's or object's base address */
} dt_syminfo_t;

#define DT_SYM_RELOAD_NS	50000000ULL

static struct dt_symcache *
dt_symcache(dtrace_hdl_t *dtp)
{
	if (dtp->dt_symcache == NULL)
		dtp->dt_symcache = calloc(1, sizeof(struct dt_symcache));
	return dtp->dt_symcache;
}

/* ---- kernel ---- */

/* The whole of a /proc file (no size known in advance), NUL-terminated. */
static char *
dt_sym_slurp(const char *path)
{
	size_t size = 1 << 20, len = 0;
	char *buf = malloc(size), *nbuf;
	ssize_t n;
	int fd = open(path, O_RDONLY | O_CLOEXEC);

	if (fd < 0 || buf == NULL) {
		if (fd >= 0)
			close(fd);
		free(buf);
		return NULL;
	}
	while ((n = read(fd, buf + len, size - len - 1)) > 0) {
		len += (size_t)n;
		if (size - len - 1 == 0) {
			if ((nbuf = realloc(buf, size * 2)) == NULL)
				break;
			buf = nbuf;
			size *= 2;
		}
	}
	close(fd);
	buf[len] = '\0';
	return buf;
}

/* Text, then weak, then data; global before local. */
static uint32_t
dt_ksym_rank(char type)
{
	uint32_t r;

	switch (tolower((unsigned char)type)) {
	case 't': r = 0; break;
	case 'w': r = 2; break;
	default: r = 4; break;
	}
	return r + (islower((unsigned char)type) ? 1 : 0);
}

static int
dt_ksym_cmp(const void *l, const void *r)
{
	const dt_ksym_t *a = l, *b = r;

	if (a->ks_addr != b->ks_addr)
		return a->ks_addr < b->ks_addr ? -1 : 1;
	if (a->ks_rank != b->ks_rank)
		return a->ks_rank < b->ks_rank ? -1 : 1;
	return strcmp(a->ks_name, b->ks_name);
}

/* The index of module name (NUL-terminated in the kallsyms text). */
static int
dt_kmod_index(struct dt_symcache *sc, const char *name, uint32_t *idxp)
{
	dt_kmod_t *mods;
	size_t i;

	for (i = sc->sc_nkmods; i-- > 0;) {
		if (strcmp(sc->sc_kmods[i].km_name, name) == 0) {
			*idxp = (uint32_t)i;
			return 0;
		}
	}
	mods = realloc(sc->sc_kmods, (sc->sc_nkmods + 1) * sizeof(dt_kmod_t));
	if (mods == NULL)
		return -1;
	sc->sc_kmods = mods;
	mods[sc->sc_nkmods].km_name = name;
	mods[sc->sc_nkmods].km_base = UINT64_MAX;
	*idxp = (uint32_t)sc->sc_nkmods++;
	return 0;
}

/* One kallsyms line, "ffffffff81000000 T _stext[\t[module]]", in place. */
static int
dt_ksym_parse(struct dt_symcache *sc, char *line, dt_ksym_t *ksp,
    uint32_t *lastmod)
{
	char *p, *name, *mod, type;
	uint64_t addr = strtoull(line, &p, 16);

	if (p == line || p[0] != ' ' || p[1] == '\0' || p[2] != ' ')
		return -1;
	type = p[1];
	if (addr == 0 || type == 'a' || type == 'A' || type == 'U')
		return -1;
	name = p + 3;
	mod = strchr(name, '\t');
	if (mod != NULL) {
		*mod++ = '\0';
		if (*mod == '[')
			mod++;
		mod[strcspn(mod, "]")] = '\0';
	} else {
		mod = (char *)"vmlinux";
	}
	if (*lastmod >= sc->sc_nkmods ||
	    strcmp(sc->sc_kmods[*lastmod].km_name, mod) != 0) {
		if (dt_kmod_index(sc, mod, lastmod) != 0)
			return -1;
	}
	ksp->ks_addr = addr;
	ksp->ks_name = name;
	ksp->ks_mod = *lastmod;
	ksp->ks_rank = dt_ksym_rank(type);
	return 0;
}

static void
dt_ksyms_read(struct dt_symcache *sc)
{
	char *line, *next;
	size_t n = 0, size = 0;
	uint32_t lastmod = UINT32_MAX;

	sc->sc_kread = 1;
	if ((sc->sc_kbuf = dt_sym_slurp("/proc/kallsyms")) == NULL)
		return;
	for (line = sc->sc_kbuf; *line != '\0'; line = next) {
		next = line + strcspn(line, "\n");
		if (*next != '\0')
			*next++ = '\0';
		if (n == size) {
			dt_ksym_t *ks = realloc(sc->sc_ksyms,
			    (size ? size * 2 : 65536) * sizeof(dt_ksym_t));

			if (ks == NULL)
				break;
			sc->sc_ksyms = ks;
			size = size ? size * 2 : 65536;
		}
		if (dt_ksym_parse(sc, line, &sc->sc_ksyms[n], &lastmod) == 0)
			n++;
	}
	sc->sc_nksyms = n;
	qsort(sc->sc_ksyms, n, sizeof(dt_ksym_t), dt_ksym_cmp);
	for (n = 0; n < sc->sc_nksyms; n++) {
		dt_kmod_t *km = &sc->sc_kmods[sc->sc_ksyms[n].ks_mod];

		if (sc->sc_ksyms[n].ks_addr < km->km_base)
			km->km_base = sc->sc_ksyms[n].ks_addr;
	}
}

/* The preferred symbol at the greatest address <= addr, or NULL. */
static const dt_ksym_t *
dt_ksym_find(struct dt_symcache *sc, uint64_t addr)
{
	size_t lo = 0, hi = sc->sc_nksyms, mid;

	while (lo < hi) {
		mid = lo + (hi - lo) / 2;
		if (sc->sc_ksyms[mid].ks_addr <= addr)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo == 0)
		return NULL;
	lo--;
	/* Past the last symbol: only its first page counts. */
	if (lo == sc->sc_nksyms - 1 && addr - sc->sc_ksyms[lo].ks_addr >= 4096)
		return NULL;
	while (lo > 0 && sc->sc_ksyms[lo - 1].ks_addr == sc->sc_ksyms[lo].ks_addr)
		lo--;
	return &sc->sc_ksyms[lo];
}

static int
dt_ksym_lookup(dtrace_hdl_t *dtp, uint64_t addr, dt_syminfo_t *sip)
{
	struct dt_symcache *sc = dt_symcache(dtp);
	const dt_ksym_t *ksp;

	memset(sip, 0, sizeof(*sip));
	if (sc == NULL)
		return -1;
	if (!sc->sc_kread)
		dt_ksyms_read(sc);
	if ((ksp = dt_ksym_find(sc, addr)) == NULL)
		return -1;
	sip->sy_object = sc->sc_kmods[ksp->ks_mod].km_name;
	sip->sy_base = sc->sc_kmods[ksp->ks_mod].km_base;
	sip->sy_name = ksp->ks_name;
	sip->sy_value = ksp->ks_addr;
	return 0;
}

/* ---- user ---- */

static uint64_t
dt_sym_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000ULL + (uint64_t)ts.tv_nsec;
}

static const char *
dt_sym_basename(const char *path)
{
	const char *p = strrchr(path, '/');

	return p != NULL ? p + 1 : path;
}

/* 0: symbol found; 1: object only; -1: nothing. */
static int
dt_usym_lookup(dtrace_hdl_t *dtp, pid_t pid, uint64_t addr, dt_syminfo_t *sip)
{
	const dt_mapping_t *dmp;
	const dt_objsym_t *osp;
	dt_object_t *obp;
	dt_maps_t *msp;
	uint64_t vaddr;

	memset(sip, 0, sizeof(*sip));
	if (pid <= 0 || (msp = dt_maps_get(dtp, pid)) == NULL)
		return -1;
	if ((dmp = dt_maps_find(msp, addr)) == NULL &&
	    dt_sym_now() - msp->ms_loaded >= DT_SYM_RELOAD_NS) {
		(void) dt_maps_read(msp, pid);
		dmp = dt_maps_find(msp, addr);
	}
	if (dmp == NULL || dmp->dm_path == NULL)
		return -1;
	sip->sy_object = dt_sym_basename(dmp->dm_path);
	sip->sy_base = dt_maps_base(msp, dmp);
	if ((obp = dt_object_get(dtp, msp, dmp)) == NULL || !obp->ob_ok ||
	    dt_object_vaddr(obp, dt_mapping_offset(dmp, addr), &vaddr) != 0 ||
	    (osp = dt_object_sym_at(obp, vaddr)) == NULL)
		return 1;
	sip->sy_name = osp->os_dname;
	sip->sy_value = addr - (vaddr - osp->os_value);
	return 0;
}

/* ---- DTrace's texts ---- */

static void
dt_sym_format(const dt_syminfo_t *sip, int found, uint64_t addr, int offset,
    char *buf, size_t len)
{
	if (found == 0 && offset && addr > sip->sy_value)
		snprintf(buf, len, "%s`%s+0x%llx", sip->sy_object, sip->sy_name,
		    (unsigned long long)(addr - sip->sy_value));
	else if (found == 0)
		snprintf(buf, len, "%s`%s", sip->sy_object, sip->sy_name);
	else if (found == 1)
		snprintf(buf, len, "%s`0x%llx", sip->sy_object, (unsigned long long)addr);
	else
		snprintf(buf, len, "0x%llx", (unsigned long long)addr);
}

void
dt_sym_kaddr2str(dtrace_hdl_t *dtp, uint64_t addr, char *buf, size_t len)
{
	dt_syminfo_t si;

	dt_sym_format(&si, dt_ksym_lookup(dtp, addr, &si), addr, 1, buf, len);
}

void
dt_sym_ksym2str(dtrace_hdl_t *dtp, uint64_t addr, char *buf, size_t len)
{
	dt_syminfo_t si;

	dt_sym_format(&si, dt_ksym_lookup(dtp, addr, &si), addr, 0, buf, len);
}

void
dt_sym_kmod2str(dtrace_hdl_t *dtp, uint64_t addr, char *buf, size_t len)
{
	dt_syminfo_t si;

	if (dt_ksym_lookup(dtp, addr, &si) == 0)
		snprintf(buf, len, "%s", si.sy_object);
	else
		snprintf(buf, len, "0x%llx", (unsigned long long)addr);
}

void
dt_sym_uaddr2str(dtrace_hdl_t *dtp, pid_t pid, uint64_t addr, char *buf,
    size_t len)
{
	dt_syminfo_t si;

	dt_sym_format(&si, dt_usym_lookup(dtp, pid, addr, &si), addr, 1, buf, len);
}

void
dt_sym_usym2str(dtrace_hdl_t *dtp, pid_t pid, uint64_t addr, char *buf,
    size_t len)
{
	dt_syminfo_t si;

	dt_sym_format(&si, dt_usym_lookup(dtp, pid, addr, &si), addr, 0, buf, len);
}

void
dt_sym_umod2str(dtrace_hdl_t *dtp, pid_t pid, uint64_t addr, char *buf,
    size_t len)
{
	dt_syminfo_t si;

	if (dt_usym_lookup(dtp, pid, addr, &si) >= 0)
		snprintf(buf, len, "%s", si.sy_object);
	else
		snprintf(buf, len, "0x%llx", (unsigned long long)addr);
}

uint64_t
dt_sym_normalize(dtrace_hdl_t *dtp, int kind, pid_t pid, uint64_t addr)
{
	dt_syminfo_t si;
	int found;

	switch (kind) {
	case DT_SUB_SYM: case DT_SUB_FUNC:
		return dt_ksym_lookup(dtp, addr, &si) == 0 ? si.sy_value : addr;
	case DT_SUB_MOD:
		return dt_ksym_lookup(dtp, addr, &si) == 0 ? si.sy_base : addr;
	case DT_SUB_USYM: case DT_SUB_UFUNC:
		return dt_usym_lookup(dtp, pid, addr, &si) == 0 ? si.sy_value : addr;
	case DT_SUB_UMOD:
		found = dt_usym_lookup(dtp, pid, addr, &si);
		return found >= 0 ? si.sy_base : addr;
	default:
		return addr;
	}
}

/* ---- caches ---- */

void
dt_sym_procs_load(dtrace_hdl_t *dtp)
{
	dt_pctl_t *dpr;

	for (dpr = dtp->dt_procs; dpr != NULL; dpr = dpr->dpr_next)
		if (dpr->dpr_pid > 0)
			(void) dt_maps_reload(dtp, dpr->dpr_pid);
}

void
dt_sym_fini(dtrace_hdl_t *dtp)
{
	struct dt_symcache *sc = dtp->dt_symcache;

	if (sc == NULL)
		return;
	free(sc->sc_ksyms);
	free(sc->sc_kmods);
	free(sc->sc_kbuf);
	free(sc);
	dtp->dt_symcache = NULL;
}
