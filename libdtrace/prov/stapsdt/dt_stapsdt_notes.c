/*
 * dt_stapsdt_notes.c: finding the SystemTap SDT probe sites of an ELF object.
 *
 * Each STAP_PROBE*() or DTRACE_PROBE*() site of a program built with
 * <sys/sdt.h> is a nop instruction plus one ELF note in the non-allocated
 * section .note.stapsdt:
 *
 *	owner "stapsdt", type 3, descriptor:
 *	    pc		address of the nop		(4 or 8 bytes, per ELF class)
 *	    base	link-time address of .stapsdt.base
 *	    semaphore	address of the 2-byte is-enabled counter, or 0
 *	    provider\0 name\0 arguments\0
 *
 * We read the notes with dt_elf.c (libelf's gelf_getnote() bounds-checks
 * the note headers; we check the descriptor ourselves, so a truncated or
 * garbled note is skipped with a debug message and never read past), then,
 * for each site:
 *
 *  1. Prelink adjustment.  prelink moves a library's sections but does not
 *     rewrite non-allocated notes.  It does move the one-byte .stapsdt.base
 *     section, so (its sh_addr - the note's base) is the distance everything
 *     moved; add it to pc and to the semaphore, as systemtap and libbpf do.
 *
 *  2. File offsets.  Uprobes are placed by (inode, file offset), and the
 *     kernel's reference counter for the semaphore (ref_ctr_offset) is a file
 *     offset too.  A link-time address maps to a file offset through the
 *     PT_LOAD program header that contains it:
 *	    offset = vaddr - p_vaddr + p_offset
 *     This is the same for ET_EXEC (absolute addresses) and ET_DYN (PIE and
 *     shared libraries, addresses relative to the load base).  pc must be in
 *     an executable segment; semaphores live in .probes (writable data).
 *     dt_elf.c reads the segments (dt_elf_seg_offset()).
 *
 *  3. The enclosing function: the STT_FUNC symbol of .symtab (or, if the
 *     object is stripped, .dynsym) whose [st_value, st_value + st_size)
 *     contains pc; the smallest such if several do.  Sites are sorted by
 *     address once and each function symbol finds its sites by binary
 *     search, so libjvm.so (531 sites) takes milliseconds.
 *
 *  4. The name: "__" becomes "-" (gc__begin -> gc-begin), DTrace's rule.
 *
 *  4b. The instruction.  A uprobe at an offset that does not start an
 *     instruction corrupts the process (a damaged or shifted note, a wrong
 *     .stapsdt.base, a note from another build of the file).  <sys/sdt.h>
 *     puts a nop at every site: the one-byte 0x90, or (other generators)
 *     the five-byte nopl 0x0(%rax,%rax,1), 0f 1f 44 00 00 (on x86-64:
 *     dt_arch_sdt_nop()).  We read the bytes at the site's file offset
 *     and mark any other site ds_nonop; dt_stapsdt_enable() refuses it,
 *     naming the probe, object and offset.
 *     A 0x90 byte is also found inside other instructions (an immediate, a
 *     displacement: a note shifted by a few bytes lands on one), so the
 *     site must also start an instruction of its enclosing function, as
 *     dt_disasm.c decodes it from the function's entry (following its
 *     branches, and overlapping no other reached instruction); else it is
 *     ds_nonop too.  A site in no function symbol (a stripped object
 *     without .dynsym coverage) has only the nop check; so has one beyond
 *     the first DT_STAPSDT_MAXFN bytes of its function.
 *
 *  5. Arguments: dt_stapsdt_args.c decodes the argument string.  Operands that
 *     name a symbol are finished here, against both symbol tables:
 *	    sym+off(%rip)    da_disp = sym + off - pc (so the BPF program adds
 *			     the runtime address of the site);
 *	    %fs:sym@tpoff    da_disp = sym + off - TLS block size.  In x86-64's
 *			     TLS variant II the thread pointer points just past
 *			     the executable's TLS block, whose size is PT_TLS's
 *			     p_memsz rounded up to p_align; an STT_TLS symbol's
 *			     st_value is its offset within that block;
 *	    sym+off(%reg)    (absolute, non-PIC executables only) da_disp = sym + off.
 *     A symbol that is missing, or defined locally with different values in
 *     several places (static variables of different files), makes just that
 *     argument DT_STAPSDT_ARG_BAD.
 *
 * dt_stapsdt_file_get() opens the object by path (a /proc/PID/map_files link
 * works for deleted files and memfds) and caches the result per (device,
 * inode) in the cache the caller keeps (the stapsdt provider's state), so a
 * library mapped by many processes is read
 * once.  dt_stapsdt_file_parse_mem() parses an image in memory, for tests.
 */
#include <gelf.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include "dt_stapsdt_notes.h"
#include "dt_elf.h"
#include "dt_disasm.h"

/* The most bytes of a function decoded to check its sites (4b). */
#define DT_STAPSDT_MAXFN	(4 << 20)

#define DT_STAPSDT_NOTE_OWNER	"stapsdt"
#define DT_STAPSDT_NOTE_TYPE	3
#define DT_STAPSDT_NOTE_SCN		".note.stapsdt"
#define DT_STAPSDT_BASE_SCN		".stapsdt.base"

/* A symbolic argument waiting for its symbol's value. */
typedef struct dt_stapsdt_pending {
	const char *sp_name;	/* in the argument's da_spec, not terminated */
	size_t sp_len;
	int sp_tls;		/* wants an STT_TLS symbol */
	dt_stapsdt_site_t *sp_site;
	dt_stapsdt_arg_t *sp_arg;
	int sp_found;		/* 0, 1, or 2 for ambiguous */
	uint64_t sp_value;
} dt_stapsdt_pending_t;

/* Parse state of one object. */
typedef struct dt_stapsdt_elf {
	dt_elf_t *se_obj;
	size_t se_addrsz;	/* 4 or 8 */
	int se_msb;		/* big-endian object */
	int se_has_base;	/* has .stapsdt.base */
	uint64_t se_base;	/* its sh_addr */
	size_t se_nalloc;	/* sites allocated in se_file */
	int se_nomem;
	dt_stapsdt_file_t *se_file;
} dt_stapsdt_elf_t;

static char *
dt_stapsdt_strdup(dt_stapsdt_elf_t *sep, const char *s)
{
	char *p = strdup(s);

	if (p == NULL)
		sep->se_nomem = 1;
	return p;
}

/* The file offset of link-time address vaddr (in code if exec); 0 or -1. */
static int
dt_stapsdt_vaddr_off(const dt_stapsdt_elf_t *sep, uint64_t vaddr, int exec,
    uint64_t *offp)
{
	return dt_elf_seg_offset(sep->se_obj->de_segs, sep->se_obj->de_nsegs,
	    vaddr, exec ? PF_X : 0, offp);
}

/* An address of the object's size and byte order. */
static uint64_t
dt_stapsdt_addr(const dt_stapsdt_elf_t *sep, const unsigned char *p)
{
	uint64_t v = 0;
	size_t i;

	for (i = 0; i < sep->se_addrsz; i++) {
		size_t b = sep->se_msb ? i : sep->se_addrsz - 1 - i;

		v = (v << 8) | p[b];
	}
	return v;
}

/* "gc__begin" -> "gc-begin" */
static char *
dt_stapsdt_probename(dt_stapsdt_elf_t *sep, const char *s)
{
	char *name = dt_stapsdt_strdup(sep, s), *q = name;

	if (name == NULL)
		return NULL;
	while (*s != '\0') {
		if (s[0] == '_' && s[1] == '_') {
			*q++ = '-';
			s += 2;
		} else
			*q++ = *s++;
	}
	*q = '\0';
	return name;
}

static dt_stapsdt_site_t *
dt_stapsdt_site_new(dt_stapsdt_elf_t *sep)
{
	dt_stapsdt_file_t *dfp = sep->se_file;

	if (dfp->df_nsites == (int)sep->se_nalloc) {
		size_t n = sep->se_nalloc ? sep->se_nalloc * 2 : 16;
		dt_stapsdt_site_t *s = realloc(dfp->df_sites, n * sizeof(*s));

		if (s == NULL) {
			sep->se_nomem = 1;
			return NULL;
		}
		dfp->df_sites = s;
		sep->se_nalloc = n;
	}
	memset(&dfp->df_sites[dfp->df_nsites], 0, sizeof(dt_stapsdt_site_t));
	return &dfp->df_sites[dfp->df_nsites++];
}

/*
 * The three strings after the addresses: each must end inside the
 * descriptor.  Returns 0 and sets strs[], or -1.
 */
static int
dt_stapsdt_note_strings(const char *p, size_t len, const char *strs[3])
{
	int i;

	for (i = 0; i < 3; i++) {
		const char *nul = memchr(p, '\0', len);

		if (nul == NULL)
			return -1;
		strs[i] = p;
		len -= nul + 1 - p;
		p = nul + 1;
	}
	return 0;
}

/* One stapsdt note's descriptor: desc, dlen bytes.  Bad ones are skipped. */
static void
dt_stapsdt_note(dt_stapsdt_elf_t *sep, const unsigned char *desc, size_t dlen)
{
	size_t asz = sep->se_addrsz;
	uint64_t pc, base, sem, off, sem_off = 0;
	const char *strs[3];
	dt_stapsdt_site_t *sp;

	if (dlen < 3 * asz + 3 ||
	    dt_stapsdt_note_strings((const char *)desc + 3 * asz, dlen - 3 * asz,
	    strs) != 0) {
		dt_dprintf("stapsdt: truncated note skipped\n");
		return;
	}
	pc = dt_stapsdt_addr(sep, desc);
	base = dt_stapsdt_addr(sep, desc + asz);
	sem = dt_stapsdt_addr(sep, desc + 2 * asz);
	if (strs[0][0] == '\0' || strs[1][0] == '\0') {
		dt_dprintf("stapsdt: note without provider or name skipped\n");
		return;
	}
	if (sep->se_has_base && base != 0) {
		pc += sep->se_base - base;
		if (sem != 0)
			sem += sep->se_base - base;
	}
	if (dt_stapsdt_vaddr_off(sep, pc, 1, &off) != 0) {
		dt_dprintf("stapsdt: %s:%s at 0x%" PRIx64 " is in no executable "
		    "segment: skipped\n", strs[0], strs[1], pc);
		return;
	}
	if (sem != 0 && dt_stapsdt_vaddr_off(sep, sem, 0, &sem_off) != 0)
		dt_dprintf("stapsdt: %s:%s: semaphore 0x%" PRIx64 " is in no "
		    "segment\n", strs[0], strs[1], sem);

	if ((sp = dt_stapsdt_site_new(sep)) == NULL)
		return;
	sp->ds_vaddr = pc;
	sp->ds_offset = off;
	sp->ds_sem_vaddr = sem;
	sp->ds_sem_offset = sem_off;
	sp->ds_provider = dt_stapsdt_strdup(sep, strs[0]);
	sp->ds_name = dt_stapsdt_probename(sep, strs[1]);
	sp->ds_argstr = dt_stapsdt_strdup(sep, strs[2]);
	sp->ds_nargs = dt_stapsdt_args_parse(strs[2], sp->ds_args, DT_STAPSDT_MAXARGS);
}

/* One note of .note.stapsdt (or of a PT_NOTE segment); 1: stop. */
static int
dt_stapsdt_note_cb(const GElf_Nhdr *nhp, const char *name,
    const unsigned char *desc, void *arg)
{
	dt_stapsdt_elf_t *sep = arg;

	if (nhp->n_type != DT_STAPSDT_NOTE_TYPE ||
	    nhp->n_namesz != sizeof(DT_STAPSDT_NOTE_OWNER) ||
	    memcmp(name, DT_STAPSDT_NOTE_OWNER, sizeof(DT_STAPSDT_NOTE_OWNER)) != 0)
		return 0;
	dt_stapsdt_note(sep, desc, nhp->n_descsz);
	return sep->se_nomem;
}

/* .note.stapsdt sections, or PT_NOTE segments if there are no sections. */
static void
dt_stapsdt_notes(dt_stapsdt_elf_t *sep)
{
	dt_elf_notes(sep->se_obj, DT_STAPSDT_NOTE_SCN, dt_stapsdt_note_cb, sep);
}

static int
dt_stapsdt_cmp_vaddr(const void *a, const void *b)
{
	const dt_stapsdt_site_t *x = *(dt_stapsdt_site_t *const *)a;
	const dt_stapsdt_site_t *y = *(dt_stapsdt_site_t *const *)b;

	return x->ds_vaddr < y->ds_vaddr ? -1 : x->ds_vaddr > y->ds_vaddr;
}

/* Index of the first of the n sorted sites at or above vaddr. */
static size_t
dt_stapsdt_lower_bound(dt_stapsdt_site_t **sorted, size_t n, uint64_t vaddr)
{
	size_t lo = 0, hi = n;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (sorted[mid]->ds_vaddr < vaddr)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* Give every site the name of the smallest function symbol containing it. */
static void
dt_stapsdt_funcs(dt_stapsdt_elf_t *sep)
{
	dt_stapsdt_file_t *dfp = sep->se_file;
	size_t n = dfp->df_nsites, i, j;
	dt_stapsdt_site_t **sorted = calloc(n, sizeof(*sorted));
	const char **names = calloc(n, sizeof(*names));
	uint64_t *sizes = calloc(n, sizeof(*sizes));
	uint64_t *starts = calloc(n, sizeof(*starts));
	dt_elf_symtab_t st;

	if (sorted == NULL || names == NULL || sizes == NULL || starts == NULL) {
		sep->se_nomem = 1;
		goto out;
	}
	for (i = 0; i < n; i++)
		sorted[i] = &dfp->df_sites[i];
	qsort(sorted, n, sizeof(*sorted), dt_stapsdt_cmp_vaddr);

	if ((dt_elf_symtab(sep->se_obj, SHT_SYMTAB, &st) == 0 ||
	    dt_elf_symtab(sep->se_obj, SHT_DYNSYM, &st) == 0) &&
	    st.est_shdr.sh_entsize != 0) {
		for (i = 0; i < st.est_nsyms; i++) {
			GElf_Sym sym;
			const char *s;

			if (dt_elf_sym(sep->se_obj, &st, i, &sym, &s) != 0 ||
			    GELF_ST_TYPE(sym.st_info) != STT_FUNC ||
			    sym.st_shndx == SHN_UNDEF || sym.st_size == 0)
				continue;
			j = dt_stapsdt_lower_bound(sorted, n, sym.st_value);
			for (; j < n && sorted[j]->ds_vaddr - sym.st_value < sym.st_size; j++) {
				size_t k = sorted[j] - dfp->df_sites;

				if (names[k] != NULL && sizes[k] <= sym.st_size)
					continue;
				if (s == NULL)
					break;
				names[k] = s;
				sizes[k] = sym.st_size;
				starts[k] = sym.st_value;
			}
		}
	}
	for (i = 0; i < n; i++) {
		dfp->df_sites[i].ds_func = dt_stapsdt_strdup(sep, names[i] ? names[i] : "");
		dfp->df_sites[i].ds_fvaddr = names[i] ? starts[i] : 0;
		dfp->df_sites[i].ds_fsize = names[i] ? sizes[i] : 0;
	}
out:
	free(sorted);
	free(names);
	free(sizes);
	free(starts);
}

static int
dt_stapsdt_cmp_name(const char *a, size_t alen, const char *b, size_t blen)
{
	int c = memcmp(a, b, alen < blen ? alen : blen);

	return c != 0 ? c : (alen > blen) - (alen < blen);
}

static int
dt_stapsdt_cmp_pending(const void *a, const void *b)
{
	const dt_stapsdt_pending_t *x = a, *y = b;

	return dt_stapsdt_cmp_name(x->sp_name, x->sp_len, y->sp_name, y->sp_len);
}

/* Every symbolic argument of every site, sorted by symbol name. */
static dt_stapsdt_pending_t *
dt_stapsdt_pending(dt_stapsdt_elf_t *sep, size_t *np)
{
	dt_stapsdt_file_t *dfp = sep->se_file;
	dt_stapsdt_pending_t *pend = NULL, *p;
	size_t n = 0, alloc = 0;
	int i, j;

	for (i = 0; i < dfp->df_nsites; i++) {
		dt_stapsdt_site_t *sp = &dfp->df_sites[i];

		for (j = 0; j < sp->ds_nargs; j++) {
			size_t len;
			const char *s = dt_stapsdt_arg_sym(&sp->ds_args[j], &len);

			if (s == NULL)
				continue;
			if (n == alloc) {
				alloc = alloc ? alloc * 2 : 16;
				if ((p = realloc(pend, alloc * sizeof(*p))) == NULL) {
					sep->se_nomem = 1;
					free(pend);
					return NULL;
				}
				pend = p;
			}
			p = &pend[n++];
			memset(p, 0, sizeof(*p));
			p->sp_name = s;
			p->sp_len = len;
			p->sp_tls = sp->ds_args[j].da_kind == DT_STAPSDT_ARG_TLS;
			p->sp_site = sp;
			p->sp_arg = &sp->ds_args[j];
		}
	}
	if (n > 0)
		qsort(pend, n, sizeof(*pend), dt_stapsdt_cmp_pending);
	*np = n;
	return pend;
}

/* Record sym's value in every pending argument that names it. */
static void
dt_stapsdt_match_sym(dt_stapsdt_pending_t *pend, size_t n, const char *name,
    const GElf_Sym *symp)
{
	size_t len = strlen(name), lo = 0, hi = n;
	int type = GELF_ST_TYPE(symp->st_info);

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (dt_stapsdt_cmp_name(pend[mid].sp_name, pend[mid].sp_len, name, len) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	for (; lo < n && dt_stapsdt_cmp_name(pend[lo].sp_name, pend[lo].sp_len,
	    name, len) == 0; lo++) {
		dt_stapsdt_pending_t *p = &pend[lo];

		if (p->sp_tls != (type == STT_TLS))
			continue;
		if (p->sp_found && p->sp_value != symp->st_value)
			p->sp_found = 2;
		else if (!p->sp_found) {
			p->sp_found = 1;
			p->sp_value = symp->st_value;
		}
	}
}

/* Look every defined data symbol of table type up in pend. */
static void
dt_stapsdt_scan_syms(dt_stapsdt_elf_t *sep, Elf64_Word type, dt_stapsdt_pending_t *pend,
    size_t n)
{
	dt_elf_symtab_t st;
	size_t i;

	if (dt_elf_symtab(sep->se_obj, type, &st) != 0)
		return;
	for (i = 0; i < st.est_nsyms; i++) {
		GElf_Sym sym;
		const char *s;
		int t;

		if (dt_elf_sym(sep->se_obj, &st, i, &sym, &s) != 0 ||
		    sym.st_shndx == SHN_UNDEF)
			continue;
		t = GELF_ST_TYPE(sym.st_info);
		if (t == STT_SECTION || t == STT_FILE || sym.st_name == 0)
			continue;
		if (s != NULL)
			dt_stapsdt_match_sym(pend, n, s, &sym);
	}
}

static void
dt_stapsdt_arg_bad(dt_stapsdt_arg_t *dap, const char *why)
{
	dap->da_kind = DT_STAPSDT_ARG_BAD;
	dap->da_err = why;
}

/* Add the symbol's value to one pending argument (see the top comment). */
static void
dt_stapsdt_finish_arg(dt_stapsdt_elf_t *sep, dt_stapsdt_pending_t *p)
{
	dt_stapsdt_arg_t *dap = p->sp_arg;
	uint64_t disp = (uint64_t)dap->da_disp + p->sp_value;

	if (p->sp_found == 0) {
		dt_stapsdt_arg_bad(dap, "symbol not found in the object");
		return;
	}
	if (p->sp_found == 2) {
		dt_stapsdt_arg_bad(dap, "ambiguous symbol (several definitions)");
		return;
	}
	switch (dap->da_kind) {
	case DT_STAPSDT_ARG_RIP:
		dap->da_disp = (int64_t)(disp - p->sp_site->ds_vaddr);
		break;
	case DT_STAPSDT_ARG_TLS:
		if (sep->se_file->df_tls_size == 0) {
			dt_stapsdt_arg_bad(dap, "@tpoff without a PT_TLS segment");
			return;
		}
		dap->da_disp = (int64_t)(disp - sep->se_file->df_tls_size);
		break;
	default:
		dap->da_disp = (int64_t)disp;
		break;
	}
}

/*
 * Resolve the symbols of RIP, TLS and absolute MEM arguments.  Absolute
 * addresses only make sense in ET_EXEC objects.
 */
static void
dt_stapsdt_resolve(dt_stapsdt_elf_t *sep)
{
	dt_stapsdt_file_t *dfp = sep->se_file;
	dt_stapsdt_pending_t *pend;
	size_t n = 0, i;
	int j, k;

	for (j = 0; j < dfp->df_nsites; j++) {
		dt_stapsdt_site_t *sp = &dfp->df_sites[j];

		for (k = 0; k < sp->ds_nargs; k++) {
			dt_stapsdt_arg_t *dap = &sp->ds_args[k];
			size_t len;

			if (dap->da_kind == DT_STAPSDT_ARG_MEM && dfp->df_type != ET_EXEC &&
			    ((dap->da_base < 0 && dap->da_index < 0) ||
			    dt_stapsdt_arg_sym(dap, &len) != NULL))
				dt_stapsdt_arg_bad(dap, "absolute address in a "
				    "position-independent object");
		}
	}
	if ((pend = dt_stapsdt_pending(sep, &n)) == NULL)
		return;
	dt_stapsdt_scan_syms(sep, SHT_SYMTAB, pend, n);
	dt_stapsdt_scan_syms(sep, SHT_DYNSYM, pend, n);
	for (i = 0; i < n; i++)
		dt_stapsdt_finish_arg(sep, &pend[i]);
	free(pend);
}

/* ---- 4b. the instruction at each site ---- */

/*
 * Read up to sizeof(ds_insn) bytes at the site's file offset; fewer where
 * the file ends sooner.  Only the bytes are read, not the whole file.
 */
static void
dt_stapsdt_site_read(dt_stapsdt_elf_t *sep, dt_stapsdt_site_t *sp)
{
	size_t n;

	for (n = sizeof(sp->ds_insn); n > 0; n--) {
		if (dt_elf_read(sep->se_obj, sp->ds_offset, sp->ds_insn, n) == 0) {
			sp->ds_ninsn = n;
			return;
		}
	}
}

/* The reason a site may not be probed, or NULL for the nops sdt.h emits. */
static const char *
dt_stapsdt_site_nonop(const dt_stapsdt_site_t *sp)
{
	if (sp->ds_ninsn == 0)
		return "its offset is beyond the end of the file";
	if (dt_arch_sdt_nop(sp->ds_insn, (size_t)sp->ds_ninsn))
		return NULL;
	return "the instruction there is not the nop <sys/sdt.h> emits";
}

/* dt_disasm.c's reader of jump tables: a link-time address of the object. */
static int
dt_stapsdt_read_vaddr(void *arg, uint64_t vaddr, void *buf, size_t len)
{
	const dt_stapsdt_elf_t *sep = arg;
	uint64_t off;

	if (dt_stapsdt_vaddr_off(sep, vaddr, 0, &off) != 0)
		return -1;
	return dt_elf_read(sep->se_obj, off, buf, len);
}

/* The function last decoded to check its sites. */
typedef struct dt_stapsdt_fn {
	uint64_t sf_vaddr;
	int sf_ok;			/* decoded: sf_fn is valid */
	dt_disasm_fn_t sf_fn;
} dt_stapsdt_fn_t;

/*
 * Decode the function around a site (into sfp, unless it is the one
 * there); 0, or -1 if it cannot be (no symbol, unreadable, too big).
 */
static int
dt_stapsdt_site_fn(dt_stapsdt_elf_t *sep, const dt_stapsdt_site_t *sp,
    dt_stapsdt_fn_t *sfp)
{
	dt_disasm_part_t part;
	dt_disasm_ctx_t ctx;
	uint64_t off, len = sp->ds_fsize;
	uint8_t *code;
	size_t i;
	int rc;

	if (sp->ds_fsize == 0)
		return -1;
	if (sfp->sf_ok && sfp->sf_vaddr == sp->ds_fvaddr)
		return 0;
	dt_disasm_func_free(&sfp->sf_fn);
	sfp->sf_ok = 0;
	if (dt_stapsdt_vaddr_off(sep, sp->ds_fvaddr, 1, &off) != 0)
		return -1;
	for (i = 0; i < sep->se_obj->de_nsegs; i++) {	/* its segment's end */
		const dt_elf_seg_t *sg = &sep->se_obj->de_segs[i];

		if ((sg->es_flags & PF_X) && off >= sg->es_offset &&
		    off - sg->es_offset < sg->es_filesz &&
		    len > sg->es_filesz - (off - sg->es_offset))
			len = sg->es_filesz - (off - sg->es_offset);
	}
	if (len > DT_STAPSDT_MAXFN)
		len = DT_STAPSDT_MAXFN;
	if ((code = malloc(len)) == NULL)
		return -1;
	if (dt_elf_read(sep->se_obj, off, code, len) != 0) {
		free(code);
		return -1;
	}
	part.dp_code = code;
	part.dp_len = (uint32_t)len;
	part.dp_rel = 0;
	memset(&ctx, 0, sizeof(ctx));
	ctx.dc_vaddr = sp->ds_fvaddr;
	ctx.dc_read = dt_stapsdt_read_vaddr;
	ctx.dc_arg = sep;
	ctx.dc_list = 1;
	rc = dt_disasm_func(&part, 1, &ctx, &sfp->sf_fn);
	free(code);
	if (rc != 0)
		return -1;
	sfp->sf_ok = 1;
	sfp->sf_vaddr = sp->ds_fvaddr;
	return 0;
}

/*
 * The reason a nop site may not be probed all the same: it does not start
 * an instruction of its function (4b), or NULL.
 */
static const char *
dt_stapsdt_site_unaligned(dt_stapsdt_elf_t *sep, const dt_stapsdt_site_t *sp,
    dt_stapsdt_fn_t *sfp)
{
	const dt_disasm_insn_t *ip;
	int64_t rel = (int64_t)(sp->ds_vaddr - sp->ds_fvaddr), start;

	if (dt_stapsdt_site_fn(sep, sp, sfp) != 0 ||
	    rel >= (int64_t)sfp->sf_fn.df_parts[0].dp_len)
		return NULL;
	if ((ip = dt_disasm_at(&sfp->sf_fn, rel)) != NULL &&
	    !(ip->di_flags & DT_DISASM_OVERLAP))
		return NULL;
	if (ip != NULL)
		return "the nop there overlaps another instruction of its "
		    "function";
	if (dt_disasm_inside(&sfp->sf_fn, rel, &start))
		return "the byte there is inside another instruction of its "
		    "function (a shifted note?)";
	return "the byte there starts no instruction of its function "
	    "(decoded from the function's entry)";
}

static void
dt_stapsdt_check_sites(dt_stapsdt_elf_t *sep)
{
	dt_stapsdt_file_t *dfp = sep->se_file;
	dt_stapsdt_fn_t sf;
	int i;

	memset(&sf, 0, sizeof(sf));
	for (i = 0; i < dfp->df_nsites; i++) {
		dt_stapsdt_site_t *sp = &dfp->df_sites[i];

		/* this machine's code, whatever e_machine says: what it runs */
		dt_stapsdt_site_read(sep, sp);
		sp->ds_nonop = dt_stapsdt_site_nonop(sp);
		if (sp->ds_nonop == NULL)
			sp->ds_nonop = dt_stapsdt_site_unaligned(sep, sp, &sf);
		if (sp->ds_nonop != NULL)
			dt_dprintf("stapsdt: %s:%s at offset 0x%" PRIx64 ": %s\n",
			    sp->ds_provider, sp->ds_name, sp->ds_offset,
			    sp->ds_nonop);
	}
	dt_disasm_func_free(&sf.sf_fn);
}

/* x86-64 is the only machine whose operands dt_stapsdt_args.c knows. */
static void
dt_stapsdt_check_machine(dt_stapsdt_elf_t *sep)
{
	dt_stapsdt_file_t *dfp = sep->se_file;
	int i, j;

	if (sep->se_obj->de_ehdr.e_machine == EM_X86_64)
		return;
	for (i = 0; i < dfp->df_nsites; i++) {
		for (j = 0; j < dfp->df_sites[i].ds_nargs; j++)
			dt_stapsdt_arg_bad(&dfp->df_sites[i].ds_args[j],
			    "arguments of non-x86-64 objects are not decoded");
	}
}

/* Parse an open object; NULL only if out of memory. */
static dt_stapsdt_file_t *
dt_stapsdt_parse_elf(dt_elf_t *dep)
{
	const GElf_Ehdr *ehp = &dep->de_ehdr;
	dt_stapsdt_elf_t se;
	GElf_Shdr sh;

	memset(&se, 0, sizeof(se));
	se.se_obj = dep;
	if ((se.se_file = calloc(1, sizeof(dt_stapsdt_file_t))) == NULL)
		return NULL;
	se.se_file->df_type = ehp->e_type;
	se.se_addrsz = gelf_getclass(dep->de_elf) == ELFCLASS32 ? 4 : 8;
	se.se_msb = ehp->e_ident[EI_DATA] == ELFDATA2MSB;
	if (ehp->e_type != ET_EXEC && ehp->e_type != ET_DYN) {
		dt_dprintf("stapsdt: ELF type %d has no probe sites\n", ehp->e_type);
		return se.se_file;
	}
	if (!dep->de_phdrs)
		return se.se_file;
	se.se_file->df_tls_size = dep->de_tls_size;
	if (dt_elf_scn_named(dep, DT_STAPSDT_BASE_SCN, &sh) != NULL) {
		se.se_has_base = 1;
		se.se_base = sh.sh_addr;
	}
	dt_stapsdt_notes(&se);
	if (se.se_file->df_nsites > 0 && !se.se_nomem)
		dt_stapsdt_funcs(&se);
	if (se.se_file->df_nsites > 0 && !se.se_nomem)
		dt_stapsdt_resolve(&se);
	dt_stapsdt_check_sites(&se);
	dt_stapsdt_check_machine(&se);
	if (se.se_file->df_nsites > 0)
		dt_stapsdt_types_read(dep, se.se_file);
	if (se.se_nomem) {
		dt_dprintf("stapsdt: out of memory reading notes\n");
		dt_stapsdt_file_free(se.se_file);
		return NULL;
	}
	return se.se_file;
}

dt_stapsdt_file_t *
dt_stapsdt_file_parse_mem(const void *buf, size_t len)
{
	dt_stapsdt_file_t *dfp = NULL;
	dt_elf_t *dep = dt_elf_open_mem(buf, len);

	if (dep == NULL) {
		dt_dprintf("stapsdt: %s\n", dt_elf_errmsg());
		return NULL;
	}
	dfp = dt_stapsdt_parse_elf(dep);
	dt_elf_close(dep);
	return dfp;
}

static dt_stapsdt_file_t *
dt_stapsdt_file_open(const char *path)
{
	dt_stapsdt_file_t *dfp = NULL;
	dt_elf_t *dep = dt_elf_open(path);

	if (dep == NULL) {
		dt_dprintf("stapsdt: %s: %s\n", path, dt_elf_errmsg());
		return NULL;
	}
	dfp = dt_stapsdt_parse_elf(dep);
	dt_elf_close(dep);
	if (dfp != NULL && (dfp->df_path = strdup(path)) == NULL) {
		dt_stapsdt_file_free(dfp);
		return NULL;
	}
	return dfp;
}

dt_stapsdt_file_t *
dt_stapsdt_file_get(dt_stapsdt_file_t **cachep, const char *path, dev_t dev,
    ino_t ino)
{
	dt_stapsdt_file_t *dfp;

	for (dfp = *cachep; dfp != NULL; dfp = dfp->df_next) {
		if (dfp->df_dev == dev && dfp->df_ino == ino)
			return dfp;
	}
	if ((dfp = dt_stapsdt_file_open(path)) == NULL)
		return NULL;
	dt_dprintf("stapsdt: %s: %d sites\n", path, dfp->df_nsites);
	dfp->df_dev = dev;
	dfp->df_ino = ino;
	dfp->df_next = *cachep;
	*cachep = dfp;
	return dfp;
}

void
dt_stapsdt_file_free(dt_stapsdt_file_t *dfp)
{
	int i, j;

	if (dfp == NULL)
		return;
	for (i = 0; i < dfp->df_nsites; i++) {
		dt_stapsdt_site_t *sp = &dfp->df_sites[i];

		free(sp->ds_provider);
		free(sp->ds_name);
		free(sp->ds_func);
		free(sp->ds_argstr);
		for (j = 0; j < sp->ds_nargs; j++)
			free(sp->ds_args[j].da_spec);
	}
	free(dfp->df_sites);
	dt_stapsdt_types_free(dfp->df_types);
	free(dfp->df_path);
	free(dfp->df_name);
	free(dfp);
}

void
dt_stapsdt_cache_fini(dt_stapsdt_file_t **cachep)
{
	dt_stapsdt_file_t *dfp, *next;

	for (dfp = *cachep; dfp != NULL; dfp = next) {
		next = dfp->df_next;
		dt_stapsdt_file_free(dfp);
	}
	*cachep = NULL;
}
