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
 * User.  A process's mappings come from /proc/PID/maps and are kept per pid:
 * read at dtrace_go() for the -c and -p processes (a short-lived process may
 * be gone when its records are printed), again when one of them loads or
 * unloads objects (dt_program_update()), and on demand for any other
 * process.  An address outside every known mapping makes us read the maps
 * again (at most every 50 ms per process), so objects loaded later are
 * found.  Each mapped object is read once per (device, inode), as
 * dt_sdt_notes.c caches notes: its PT_LOAD segments (file offset to
 * link-time address) and its function and object symbols, from .symtab, or
 * when the object is stripped from its separate debug file
 * (/usr/lib/debug/.build-id/xx/yyyy.debug) if installed, else from .dynsym.
 * An object is opened through /proc/PID/map_files while the process lives
 * (deleted files, memfds), else by its path.
 *
 * An address a in a mapping [start, end) at file offset off is at file
 * offset a - start + off, which the PT_LOAD segment holding that offset
 * turns into the link-time address the symbols use; the same works for
 * ET_EXEC, PIE and shared libraries.  The module name is the basename of
 * the mapped path, as DTrace prints it ("libc.so.6", "sdt-ustack").
 */
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <gelf.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include "dt_elf.h"
#include "dt_impl.h"
#include "dt_proc.h"
#include "dt_sym.h"

/* A symbol: kernel (ks_mod is the module index) or user (size, binding). */
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

typedef struct dt_usym {
	uint64_t us_value;
	uint64_t us_size;
	const char *us_name;
	uint32_t us_rank;
} dt_usym_t;

typedef struct dt_useg {
	uint64_t sg_vaddr, sg_offset, sg_filesz;
} dt_useg_t;

/* One ELF object, per (device, inode). */
typedef struct dt_uobj {
	dev_t uo_dev;
	ino_t uo_ino;
	int uo_ok;		/* read (1) or unreadable (0) */
	dt_useg_t *uo_segs;
	size_t uo_nsegs;
	dt_usym_t *uo_syms;
	size_t uo_nsyms;
	char **uo_strs;		/* string tables the names point into */
	size_t uo_nstrs;
	struct dt_uobj *uo_next;
} dt_uobj_t;

typedef struct dt_umap {
	uint64_t um_start, um_end, um_off;
	dev_t um_dev;
	ino_t um_ino;
	char *um_path;		/* NULL for anonymous and special mappings */
	dt_uobj_t *um_obj;	/* read on first use */
} dt_umap_t;

typedef struct dt_uproc {
	pid_t up_pid;
	dt_umap_t *up_maps;
	size_t up_nmaps;
	uint64_t up_loaded;	/* CLOCK_MONOTONIC ns of the last read */
	struct dt_uproc *up_next;
} dt_uproc_t;

struct dt_symcache {
	int sc_kread;		/* kallsyms read (or tried) */
	char *sc_kbuf;		/* its text; names point into it */
	dt_ksym_t *sc_ksyms;
	size_t sc_nksyms;
	dt_kmod_t *sc_kmods;
	size_t sc_nkmods;
	dt_uobj_t *sc_objs;
	dt_uproc_t *sc_procs;
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

/* ---- user: objects ---- */

static int
dt_usym_cmp(const void *l, const void *r)
{
	const dt_usym_t *a = l, *b = r;

	if (a->us_value != b->us_value)
		return a->us_value < b->us_value ? -1 : 1;
	if (a->us_rank != b->us_rank)
		return a->us_rank < b->us_rank ? -1 : 1;
	return strcmp(a->us_name, b->us_name);
}

/* As libproc prefers among aliases: functions, global, fewer underscores. */
static uint32_t
dt_usym_rank(const GElf_Sym *sym, const char *name)
{
	uint32_t r = GELF_ST_TYPE(sym->st_info) == STT_OBJECT ? 4096 : 0;

	switch (GELF_ST_BIND(sym->st_info)) {
	case STB_GLOBAL: break;
	case STB_WEAK: r += 1024; break;
	default: r += 2048; break;
	}
	while (*name++ == '_')
		r++;
	return r;
}

static int
dt_usym_wanted(const GElf_Sym *sym)
{
	int type = GELF_ST_TYPE(sym->st_info);

	return (type == STT_FUNC || type == STT_GNU_IFUNC || type == STT_OBJECT) &&
	    sym->st_shndx != SHN_UNDEF && sym->st_value != 0;
}

/* Add the symbols of one symbol table section; its names are copied once. */
static int
dt_uobj_add_syms(dt_uobj_t *uo, Elf *elf, Elf_Scn *scn, const GElf_Shdr *sh)
{
	Elf_Data *data = elf_getdata(scn, NULL);
	Elf_Scn *strscn = elf_getscn(elf, sh->sh_link);
	Elf_Data *strdata = strscn ? elf_getdata(strscn, NULL) : NULL;
	size_t i, n, nstr;
	char *strs, **tabs;
	dt_usym_t *syms;

	if (data == NULL || strdata == NULL || sh->sh_entsize == 0 ||
	    strdata->d_size == 0)
		return -1;
	n = sh->sh_size / sh->sh_entsize;
	if ((strs = malloc(strdata->d_size + 1)) == NULL ||
	    (tabs = realloc(uo->uo_strs, (uo->uo_nstrs + 1) * sizeof(char *))) == NULL) {
		free(strs);
		return -1;
	}
	memcpy(strs, strdata->d_buf, strdata->d_size);
	strs[strdata->d_size] = '\0';
	nstr = strdata->d_size;
	uo->uo_strs = tabs;
	tabs[uo->uo_nstrs++] = strs;
	if ((syms = realloc(uo->uo_syms, (uo->uo_nsyms + n) * sizeof(dt_usym_t))) == NULL)
		return -1;
	uo->uo_syms = syms;
	for (i = 0; i < n; i++) {
		GElf_Sym sym;
		dt_usym_t *usp = &uo->uo_syms[uo->uo_nsyms];

		if (gelf_getsym(data, (int)i, &sym) == NULL || !dt_usym_wanted(&sym) ||
		    sym.st_name == 0 || sym.st_name >= nstr)
			continue;
		usp->us_value = sym.st_value;
		usp->us_size = sym.st_size;
		usp->us_name = strs + sym.st_name;
		usp->us_rank = dt_usym_rank(&sym, usp->us_name);
		uo->uo_nsyms++;
	}
	return 0;
}

/* PT_LOAD segments: file offsets to link-time addresses. */
static int
dt_uobj_segments(dt_uobj_t *uo, Elf *elf)
{
	size_t i, n;
	GElf_Phdr ph;

	if (elf_getphdrnum(elf, &n) != 0 ||
	    (uo->uo_segs = calloc(n ? n : 1, sizeof(dt_useg_t))) == NULL)
		return -1;
	for (i = 0; i < n; i++) {
		if (gelf_getphdr(elf, (int)i, &ph) == NULL || ph.p_type != PT_LOAD)
			continue;
		uo->uo_segs[uo->uo_nsegs].sg_vaddr = ph.p_vaddr;
		uo->uo_segs[uo->uo_nsegs].sg_offset = ph.p_offset;
		uo->uo_segs[uo->uo_nsegs].sg_filesz = ph.p_filesz;
		uo->uo_nsegs++;
	}
	return 0;
}

/* /usr/lib/debug/.build-id/xx/yyyy.debug for the object's build id. */
static int
dt_uobj_debugfile(Elf *elf, char *path, size_t len)
{
	GElf_Shdr sh;
	Elf_Scn *scn = NULL;
	Elf_Data *data;
	GElf_Nhdr nh;
	size_t off = 0, noff, doff, i;
	int n;

	while ((scn = elf_nextscn(elf, scn)) != NULL) {
		if (gelf_getshdr(scn, &sh) == NULL || sh.sh_type != SHT_NOTE ||
		    (data = elf_getdata(scn, NULL)) == NULL)
			continue;
		for (off = 0; (off = gelf_getnote(data, off, &nh, &noff, &doff)) > 0;) {
			const unsigned char *id = (const unsigned char *)data->d_buf + doff;

			if (nh.n_type != NT_GNU_BUILD_ID || nh.n_namesz != 4 ||
			    memcmp((char *)data->d_buf + noff, "GNU", 4) != 0 ||
			    nh.n_descsz < 2)
				continue;
			n = snprintf(path, len, "/usr/lib/debug/.build-id/%02x/", id[0]);
			for (i = 1; i < nh.n_descsz && n > 0 && (size_t)n < len; i++)
				n += snprintf(path + n, len - n, "%02x", id[i]);
			if (n > 0 && (size_t)n < len)
				n += snprintf(path + n, len - n, ".debug");
			return n > 0 && (size_t)n < len ? 0 : -1;
		}
	}
	return -1;
}

/* .symtab of the separate debug file, if there is one. */
static int
dt_uobj_debug_syms(dt_uobj_t *uo, Elf *elf)
{
	char path[PATH_MAX];
	GElf_Shdr sh;
	Elf_Scn *scn;
	Elf *delf;
	int fd, rc = -1;

	if (dt_uobj_debugfile(elf, path, sizeof(path)) != 0 ||
	    (fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return -1;
	if ((delf = elf_begin(fd, ELF_C_READ_MMAP, NULL)) != NULL &&
	    (scn = dt_elf_scn(delf, SHT_SYMTAB, &sh)) != NULL)
		rc = dt_uobj_add_syms(uo, delf, scn, &sh);
	if (delf != NULL)
		elf_end(delf);
	close(fd);
	return rc;
}

static void
dt_uobj_read(dt_uobj_t *uo, int fd)
{
	GElf_Shdr sh;
	Elf_Scn *scn;
	Elf *elf;

	if (elf_version(EV_CURRENT) == EV_NONE ||
	    (elf = elf_begin(fd, ELF_C_READ_MMAP, NULL)) == NULL)
		return;
	if (elf_kind(elf) == ELF_K_ELF && dt_uobj_segments(uo, elf) == 0) {
		if ((scn = dt_elf_scn(elf, SHT_SYMTAB, &sh)) != NULL)
			dt_uobj_add_syms(uo, elf, scn, &sh);
		else if (dt_uobj_debug_syms(uo, elf) != 0 &&
		    (scn = dt_elf_scn(elf, SHT_DYNSYM, &sh)) != NULL)
			dt_uobj_add_syms(uo, elf, scn, &sh);
		qsort(uo->uo_syms, uo->uo_nsyms, sizeof(dt_usym_t), dt_usym_cmp);
		uo->uo_ok = 1;
	}
	elf_end(elf);
}

static void
dt_uobj_free(dt_uobj_t *uo)
{
	size_t i;

	for (i = 0; i < uo->uo_nstrs; i++)
		free(uo->uo_strs[i]);
	free(uo->uo_strs);
	free(uo->uo_syms);
	free(uo->uo_segs);
	free(uo);
}

/* The object mapped at ump (cached per device and inode). */
static dt_uobj_t *
dt_uobj_get(struct dt_symcache *sc, pid_t pid, dt_umap_t *ump)
{
	char path[64];
	dt_uobj_t *uo;
	int fd;

	for (uo = sc->sc_objs; uo != NULL; uo = uo->uo_next)
		if (uo->uo_dev == ump->um_dev && uo->uo_ino == ump->um_ino)
			return uo;
	if ((uo = calloc(1, sizeof(dt_uobj_t))) == NULL)
		return NULL;
	uo->uo_dev = ump->um_dev;
	uo->uo_ino = ump->um_ino;
	snprintf(path, sizeof(path), "/proc/%d/map_files/%llx-%llx", (int)pid,
	    (unsigned long long)ump->um_start, (unsigned long long)ump->um_end);
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		fd = open(ump->um_path, O_RDONLY | O_CLOEXEC);
	if (fd >= 0) {
		dt_uobj_read(uo, fd);
		close(fd);
	}
	uo->uo_next = sc->sc_objs;
	sc->sc_objs = uo;
	return uo;
}

/* Link-time address of file offset off, or -1 if no segment has it. */
static int
dt_uobj_vaddr(const dt_uobj_t *uo, uint64_t off, uint64_t *vaddrp)
{
	size_t i;

	for (i = 0; i < uo->uo_nsegs; i++) {
		const dt_useg_t *sg = &uo->uo_segs[i];

		if (off >= sg->sg_offset && off - sg->sg_offset < sg->sg_filesz) {
			*vaddrp = off - sg->sg_offset + sg->sg_vaddr;
			return 0;
		}
	}
	return -1;
}

static int
dt_usym_contains(const dt_usym_t *usp, uint64_t vaddr)
{
	return vaddr == usp->us_value ||
	    (vaddr > usp->us_value && vaddr - usp->us_value < usp->us_size);
}

/* The preferred symbol containing link-time address vaddr, or NULL. */
static const dt_usym_t *
dt_usym_find(const dt_uobj_t *uo, uint64_t vaddr)
{
	size_t lo = 0, hi = uo->uo_nsyms, mid, first;

	while (lo < hi) {
		mid = lo + (hi - lo) / 2;
		if (uo->uo_syms[mid].us_value <= vaddr)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo == 0)
		return NULL;
	for (first = lo - 1; first > 0 &&
	    uo->uo_syms[first - 1].us_value == uo->uo_syms[lo - 1].us_value;)
		first--;
	for (; first < lo; first++)
		if (dt_usym_contains(&uo->uo_syms[first], vaddr))
			return &uo->uo_syms[first];
	return NULL;
}

/* ---- user: processes ---- */

static uint64_t
dt_sym_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000ULL + (uint64_t)ts.tv_nsec;
}

/* "start-end perms offset maj:min inode   path" */
static int
dt_umap_parse(const char *line, dt_umap_t *ump)
{
	unsigned long long start, end, off, ino;
	unsigned int maj, min;
	int n = 0;
	const char *path;
	size_t len;

	memset(ump, 0, sizeof(*ump));
	if (sscanf(line, "%llx-%llx %*s %llx %x:%x %llu %n", &start, &end, &off,
	    &maj, &min, &ino, &n) < 6 || n == 0)
		return -1;
	ump->um_start = start;
	ump->um_end = end;
	ump->um_off = off;
	ump->um_dev = makedev(maj, min);
	ump->um_ino = (ino_t)ino;
	path = line + n;
	len = strcspn(path, "\n");
	if (len > 10 && strncmp(path + len - 10, " (deleted)", 10) == 0)
		len -= 10;
	if (ino != 0 && path[0] == '/' && (ump->um_path = strndup(path, len)) == NULL)
		return -1;
	return 0;
}

static void
dt_uproc_clear(dt_uproc_t *upp)
{
	size_t i;

	for (i = 0; i < upp->up_nmaps; i++)
		free(upp->up_maps[i].um_path);
	free(upp->up_maps);
	upp->up_maps = NULL;
	upp->up_nmaps = 0;
}

/* Read /proc/PID/maps; the old mappings stay if it cannot be read. */
static void
dt_uproc_read(dt_uproc_t *upp)
{
	char path[64], *text, *line, *next;
	dt_umap_t *maps = NULL, *nm, m;
	size_t n = 0;

	upp->up_loaded = dt_sym_now();
	snprintf(path, sizeof(path), "/proc/%d/maps", (int)upp->up_pid);
	if ((text = dt_sym_slurp(path)) == NULL || text[0] == '\0') {
		free(text);
		return;
	}
	for (line = text; *line != '\0'; line = next) {
		next = line + strcspn(line, "\n");
		if (*next != '\0')
			*next++ = '\0';
		if (dt_umap_parse(line, &m) != 0)
			continue;
		if ((nm = realloc(maps, (n + 1) * sizeof(dt_umap_t))) == NULL) {
			free(m.um_path);
			break;
		}
		maps = nm;
		maps[n++] = m;
	}
	free(text);
	dt_uproc_clear(upp);
	upp->up_maps = maps;
	upp->up_nmaps = n;
}

static dt_uproc_t *
dt_uproc_get(struct dt_symcache *sc, pid_t pid)
{
	dt_uproc_t *upp;

	for (upp = sc->sc_procs; upp != NULL; upp = upp->up_next)
		if (upp->up_pid == pid)
			return upp;
	if ((upp = calloc(1, sizeof(dt_uproc_t))) == NULL)
		return NULL;
	upp->up_pid = pid;
	dt_uproc_read(upp);
	upp->up_next = sc->sc_procs;
	sc->sc_procs = upp;
	return upp;
}

static dt_umap_t *
dt_uproc_map(dt_uproc_t *upp, uint64_t addr)
{
	size_t i;

	for (i = 0; i < upp->up_nmaps; i++)
		if (addr >= upp->up_maps[i].um_start && addr < upp->up_maps[i].um_end)
			return &upp->up_maps[i];
	return NULL;
}

/* The lowest address the object of ump is mapped at. */
static uint64_t
dt_uproc_base(const dt_uproc_t *upp, const dt_umap_t *ump)
{
	uint64_t base = ump->um_start;
	size_t i;

	for (i = 0; i < upp->up_nmaps; i++) {
		const dt_umap_t *m = &upp->up_maps[i];

		if (m->um_path != NULL && m->um_dev == ump->um_dev &&
		    m->um_ino == ump->um_ino && m->um_start < base)
			base = m->um_start;
	}
	return base;
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
	struct dt_symcache *sc = dt_symcache(dtp);
	dt_uproc_t *upp;
	dt_umap_t *ump;
	const dt_usym_t *usp;
	uint64_t vaddr;

	memset(sip, 0, sizeof(*sip));
	if (sc == NULL || pid <= 0 || (upp = dt_uproc_get(sc, pid)) == NULL)
		return -1;
	if ((ump = dt_uproc_map(upp, addr)) == NULL &&
	    dt_sym_now() - upp->up_loaded >= DT_SYM_RELOAD_NS) {
		dt_uproc_read(upp);
		ump = dt_uproc_map(upp, addr);
	}
	if (ump == NULL || ump->um_path == NULL)
		return -1;
	sip->sy_object = dt_sym_basename(ump->um_path);
	sip->sy_base = dt_uproc_base(upp, ump);
	if (ump->um_obj == NULL)
		ump->um_obj = dt_uobj_get(sc, pid, ump);
	if (ump->um_obj == NULL || !ump->um_obj->uo_ok ||
	    dt_uobj_vaddr(ump->um_obj, addr - ump->um_start + ump->um_off, &vaddr) != 0 ||
	    (usp = dt_usym_find(ump->um_obj, vaddr)) == NULL)
		return 1;
	sip->sy_name = usp->us_name;
	sip->sy_value = addr - (vaddr - usp->us_value);
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
dt_sym_proc_load(dtrace_hdl_t *dtp, pid_t pid)
{
	struct dt_symcache *sc = dt_symcache(dtp);
	dt_uproc_t *upp;

	if (sc == NULL || pid <= 0)
		return;
	for (upp = sc->sc_procs; upp != NULL; upp = upp->up_next) {
		if (upp->up_pid == pid) {
			dt_uproc_read(upp);
			return;
		}
	}
	(void) dt_uproc_get(sc, pid);
}

void
dt_sym_procs_load(dtrace_hdl_t *dtp)
{
	dt_proc_t *dpr;

	for (dpr = dtp->dt_procs; dpr != NULL; dpr = dpr->dpr_next)
		dt_sym_proc_load(dtp, dpr->dpr_pid);
}

void
dt_sym_fini(dtrace_hdl_t *dtp)
{
	struct dt_symcache *sc = dtp->dt_symcache;
	dt_uproc_t *upp, *nupp;
	dt_uobj_t *uo, *nuo;

	if (sc == NULL)
		return;
	for (upp = sc->sc_procs; upp != NULL; upp = nupp) {
		nupp = upp->up_next;
		dt_uproc_clear(upp);
		free(upp);
	}
	for (uo = sc->sc_objs; uo != NULL; uo = nuo) {
		nuo = uo->uo_next;
		dt_uobj_free(uo);
	}
	free(sc->sc_ksyms);
	free(sc->sc_kmods);
	free(sc->sc_kbuf);
	free(sc);
	dtp->dt_symcache = NULL;
}
