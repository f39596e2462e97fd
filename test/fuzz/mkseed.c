/*
 * mkseed.c: a small fuzzing seed from a big ELF object's stapsdt notes.
 *
 *	mkseed OBJECT SEED [ARGS]
 *
 * python3.11, postgres and libjvm.so are megabytes, far more than a fuzzer
 * input may be, and objcopy --only-section empties the PT_LOAD segments, so
 * the notes parser (libdtrace/prov/stapsdt/dt_stapsdt_notes.c) finds no site in its output.
 * But the parser needs little of an object: the ELF header, the program
 * headers (it maps addresses to file offsets through PT_LOAD's p_vaddr and
 * p_offset, and takes the TLS block size from PT_TLS; it never reads the
 * segments' contents), the .note.stapsdt sections, .stapsdt.base's address,
 * and from the symbol tables the functions that contain a site and the
 * variables that argument operands name.  SEED gets just those:
 *
 *	ELF header, program headers	verbatim, at the original e_phoff
 *	.note.stapsdt (each of them)	verbatim
 *	.stapsdt.base			its header and its one byte
 *	.symtab+.strtab, .dynsym+.dynstr  for each table OBJECT has: the
 *					STT_FUNC symbols containing a site and
 *					every defined symbol with a name that an
 *					operand uses, in the original order
 *	.shstrtab
 *
 * A kept symbol's section index becomes SHN_ABS (its section is not in the
 * seed; the parser only asks whether a symbol is defined).  The sites and
 * the operands' symbol names come from libdtrace's own parser run on OBJECT.
 * With ARGS, the object's distinct argument strings are written there, one
 * per line (a seed for fuzz_args).  notescmp checks that SEED parses to what
 * OBJECT does.
 */
#include <err.h>
#include <fcntl.h>
#include <gelf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#include "dt_stapsdt_notes.h"

/* What decides which symbols stay: site addresses and operand symbols. */
typedef struct keep {
	uint64_t *k_pcs;	/* sorted */
	size_t k_npcs;
	char **k_names;		/* sorted, distinct */
	size_t k_nnames;
} keep_t;

/* A string table being built. */
typedef struct strtab {
	char *st_buf;
	size_t st_len;
} strtab_t;

/* One section of the seed, before layout. */
typedef struct outscn {
	const char *os_name;
	GElf_Shdr os_shdr;	/* sh_name, sh_offset, sh_size filled in later */
	void *os_buf;		/* the bytes, or: */
	GElf_Sym *os_syms;	/* the symbols (ELF_T_SYM) */
	size_t os_size;
	Elf_Type os_type;
} outscn_t;

#define MAXSCN	16

static void *
xalloc(size_t n)
{
	void *p = calloc(1, n ? n : 1);

	if (p == NULL)
		err(1, "out of memory");
	return p;
}

static size_t
strtab_add(strtab_t *stp, const char *s)
{
	size_t off = stp->st_len, n = strlen(s) + 1;

	if (s[0] == '\0' && off > 0)
		return 0;
	if ((stp->st_buf = realloc(stp->st_buf, off + n)) == NULL)
		err(1, "out of memory");
	memcpy(stp->st_buf + off, s, n);
	stp->st_len += n;
	return off;
}

static int
cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return x < y ? -1 : x > y;
}

static int
cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Add the symbol names that the operands of argstr use to kp. */
static void
keep_arg_names(keep_t *kp, const char *argstr)
{
	dt_stapsdt_arg_t args[DT_STAPSDT_MAXARGS];
	int i, n;

	memset(args, 0, sizeof(args));
	n = dt_stapsdt_args_parse(argstr, args, DT_STAPSDT_MAXARGS);
	for (i = 0; i < n; i++) {
		size_t len;
		const char *s = dt_stapsdt_arg_sym(&args[i], &len);

		if (s != NULL) {
			kp->k_names = realloc(kp->k_names,
			    (kp->k_nnames + 1) * sizeof(char *));
			if (kp->k_names == NULL || (s = strndup(s, len)) == NULL)
				err(1, "out of memory");
			kp->k_names[kp->k_nnames++] = (char *)s;
		}
		free(args[i].da_spec);
	}
}

/* Sort kp's names and drop duplicates. */
static void
keep_sort_names(keep_t *kp)
{
	size_t i, j = 0;

	if (kp->k_nnames == 0)
		return;
	qsort(kp->k_names, kp->k_nnames, sizeof(char *), cmp_str);
	for (i = 0; i < kp->k_nnames; i++) {
		if (j > 0 && strcmp(kp->k_names[j - 1], kp->k_names[i]) == 0)
			free(kp->k_names[i]);
		else
			kp->k_names[j++] = kp->k_names[i];
	}
	kp->k_nnames = j;
}

/* Sites and operand symbols of the parsed object; ARGS if asked for. */
static void
keep_init(keep_t *kp, const dt_stapsdt_file_t *dfp, const char *argsfile)
{
	FILE *fp = NULL;
	int i, j;

	if (argsfile != NULL && (fp = fopen(argsfile, "w")) == NULL)
		err(1, "cannot create %s", argsfile);
	kp->k_pcs = xalloc(dfp->df_nsites * sizeof(uint64_t));
	for (i = 0; i < dfp->df_nsites; i++) {
		const char *a = dfp->df_sites[i].ds_argstr;

		kp->k_pcs[kp->k_npcs++] = dfp->df_sites[i].ds_vaddr;
		keep_arg_names(kp, a);
		for (j = 0; j < i && strcmp(dfp->df_sites[j].ds_argstr, a) != 0; j++)
			continue;
		if (fp != NULL && j == i && a[0] != '\0')
			fprintf(fp, "%s\n", a);
	}
	qsort(kp->k_pcs, kp->k_npcs, sizeof(uint64_t), cmp_u64);
	keep_sort_names(kp);
	if (fp != NULL && fclose(fp) != 0)
		err(1, "cannot write %s", argsfile);
}

/* Does kp keep the symbol sym called name? (as dt_stapsdt_notes.c uses them) */
static int
keep_sym(const keep_t *kp, const GElf_Sym *sym, const char *name)
{
	int type = GELF_ST_TYPE(sym->st_info);
	size_t lo = 0, hi = kp->k_npcs;

	if (sym->st_shndx == SHN_UNDEF || name == NULL || name[0] == '\0')
		return 0;
	if (type != STT_SECTION && type != STT_FILE && kp->k_nnames > 0 &&
	    bsearch(&name, kp->k_names, kp->k_nnames, sizeof(char *), cmp_str))
		return 1;
	if (type != STT_FUNC || sym->st_size == 0)
		return 0;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (kp->k_pcs[mid] < sym->st_value)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < kp->k_npcs && kp->k_pcs[lo] - sym->st_value < sym->st_size;
}

/*
 * The kept symbols of symbol table scn as two seed sections (the table and
 * its string table) at out[0] and out[1]; the table links to index strndx.
 */
static void
trim_symtab(Elf *elf, Elf_Scn *scn, const keep_t *kp, outscn_t *out,
    size_t strndx)
{
	GElf_Shdr sh;
	Elf_Data *data;
	strtab_t str = { NULL, 0 };
	size_t i, n, nkept = 0, nlocal = 0, symsz = gelf_fsize(elf, ELF_T_SYM, 1, EV_CURRENT);
	GElf_Sym *kept;

	if (gelf_getshdr(scn, &sh) == NULL || (data = elf_getdata(scn, NULL)) == NULL)
		errx(1, "cannot read a symbol table: %s", elf_errmsg(-1));
	n = data->d_size / symsz;
	kept = xalloc((n + 1) * sizeof(GElf_Sym));
	strtab_add(&str, "");
	nkept = 1;			/* symbol 0, all zeroes */
	for (i = 1; i < n; i++) {
		GElf_Sym sym;
		const char *name;

		if (gelf_getsym(data, i, &sym) == NULL)
			continue;
		name = elf_strptr(elf, sh.sh_link, sym.st_name);
		if (!keep_sym(kp, &sym, name))
			continue;
		sym.st_name = strtab_add(&str, name);
		if (sym.st_shndx < SHN_LORESERVE)
			sym.st_shndx = SHN_ABS;
		nlocal += i < sh.sh_info;
		kept[nkept++] = sym;
	}
	out[0].os_syms = kept;		/* stored by add_sections() */
	out[0].os_size = nkept * symsz;
	out[0].os_type = ELF_T_SYM;
	out[0].os_shdr.sh_type = sh.sh_type;
	out[0].os_shdr.sh_link = strndx;
	out[0].os_shdr.sh_info = nlocal + 1;
	out[0].os_shdr.sh_entsize = symsz;
	out[0].os_shdr.sh_addralign = 8;
	out[1].os_buf = str.st_buf;
	out[1].os_size = str.st_len;
	out[1].os_type = ELF_T_BYTE;
	out[1].os_shdr.sh_type = SHT_STRTAB;
	out[1].os_shdr.sh_addralign = 1;
}

/* A section of the object copied byte for byte (header kept too). */
static void
copy_scn(Elf_Scn *scn, const GElf_Shdr *shp, outscn_t *op)
{
	Elf_Data *data = elf_rawdata(scn, NULL);

	op->os_shdr = *shp;
	op->os_size = data != NULL ? data->d_size : 0;
	op->os_buf = xalloc(op->os_size);
	if (op->os_size > 0)
		memcpy(op->os_buf, data->d_buf, op->os_size);
	op->os_type = ELF_T_BYTE;
}

/* Every section the seed takes from elf, in out[]; returns how many. */
static size_t
collect(Elf *elf, const keep_t *kp, outscn_t *out)
{
	static const char *const symnames[][2] = {
		{ ".symtab", ".strtab" }, { ".dynsym", ".dynstr" }
	};
	Elf_Scn *scn = NULL;
	size_t shstrndx, n = 0;
	int have_base = 0;

	if (elf_getshdrstrndx(elf, &shstrndx) != 0)
		errx(1, "no section names: %s", elf_errmsg(-1));
	while ((scn = elf_nextscn(elf, scn)) != NULL && n + 3 < MAXSCN) {
		GElf_Shdr sh;
		const char *s;
		int dyn;

		if (gelf_getshdr(scn, &sh) == NULL ||
		    (s = elf_strptr(elf, shstrndx, sh.sh_name)) == NULL)
			continue;
		if (sh.sh_type == SHT_NOTE && strcmp(s, ".note.stapsdt") == 0) {
			out[n].os_name = s;
			copy_scn(scn, &sh, &out[n++]);
		} else if (!have_base && strcmp(s, ".stapsdt.base") == 0) {
			have_base = 1;
			out[n].os_name = s;
			copy_scn(scn, &sh, &out[n++]);
		} else if (sh.sh_type == SHT_SYMTAB || sh.sh_type == SHT_DYNSYM) {
			dyn = sh.sh_type == SHT_DYNSYM;
			out[n].os_name = symnames[dyn][0];
			out[n + 1].os_name = symnames[dyn][1];
			/* section index n + 2: index 0 is the null section */
			trim_symtab(elf, scn, kp, &out[n], n + 2);
			n += 2;
		}
	}
	return n;
}

/* Place the n sections (and .shstrtab, out[n]) after the program headers. */
static size_t
layout(const GElf_Ehdr *ehp, outscn_t *out, size_t n)
{
	strtab_t shstr = { NULL, 0 };
	size_t i, off = ehp->e_phoff + (size_t)ehp->e_phnum * ehp->e_phentsize;

	if (off < ehp->e_ehsize)
		off = ehp->e_ehsize;
	strtab_add(&shstr, "");
	for (i = 0; i < n; i++)
		out[i].os_shdr.sh_name = strtab_add(&shstr, out[i].os_name);
	out[n].os_name = ".shstrtab";
	out[n].os_shdr.sh_type = SHT_STRTAB;
	out[n].os_shdr.sh_addralign = 1;
	out[n].os_shdr.sh_name = strtab_add(&shstr, ".shstrtab");
	out[n].os_buf = shstr.st_buf;
	out[n].os_size = shstr.st_len;
	out[n].os_type = ELF_T_BYTE;
	for (i = 0; i <= n; i++) {
		size_t a = out[i].os_shdr.sh_addralign > 1 ? out[i].os_shdr.sh_addralign : 1;

		off = (off + a - 1) / a * a;
		out[i].os_shdr.sh_offset = off;
		out[i].os_shdr.sh_size = out[i].os_size;
		off += out[i].os_size;
	}
	return (off + 7) & ~(size_t)7;	/* the section header table */
}

/* The symbols of op into data, a section's data of the seed's class. */
static void
store_syms(Elf_Data *data, outscn_t *op)
{
	size_t i, n = op->os_size / op->os_shdr.sh_entsize;

	data->d_buf = op->os_buf = xalloc(op->os_size);
	for (i = 0; i < n; i++) {
		if (gelf_update_sym(data, i, &op->os_syms[i]) == 0)
			errx(1, "cannot store a symbol: %s", elf_errmsg(-1));
	}
}

/* Add the laid-out sections to the seed being written. */
static void
add_sections(Elf *oelf, outscn_t *out, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		Elf_Scn *scn = elf_newscn(oelf);
		Elf_Data *data;

		if (scn == NULL || (data = elf_newdata(scn)) == NULL)
			errx(1, "cannot add a section: %s", elf_errmsg(-1));
		data->d_size = out[i].os_size;
		data->d_type = out[i].os_type;
		data->d_align = 1;
		data->d_version = EV_CURRENT;
		if (out[i].os_syms != NULL)
			store_syms(data, &out[i]);
		else
			data->d_buf = out[i].os_buf;
		if (out[i].os_shdr.sh_type == SHT_DYNSYM) {
			out[i].os_shdr.sh_flags &= ~(GElf_Xword)SHF_ALLOC;
			out[i].os_shdr.sh_addr = 0;
		}
		if (gelf_update_shdr(scn, &out[i].os_shdr) == 0)
			errx(1, "cannot set a section header: %s", elf_errmsg(-1));
	}
}

/* Write the seed: header and program headers of elf, then out[0..n]. */
static void
write_seed(Elf *elf, const char *path, outscn_t *out, size_t n)
{
	GElf_Ehdr eh, oeh;
	size_t i, nph;
	Elf *oelf;
	int fd;

	if (gelf_getehdr(elf, &eh) == NULL || elf_getphdrnum(elf, &nph) != 0)
		errx(1, "no ELF header: %s", elf_errmsg(-1));
	if ((fd = open(path, O_RDWR | O_CREAT | O_TRUNC, 0644)) < 0)
		err(1, "cannot create %s", path);
	if ((oelf = elf_begin(fd, ELF_C_WRITE, NULL)) == NULL ||
	    gelf_newehdr(oelf, gelf_getclass(elf)) == NULL ||
	    gelf_newphdr(oelf, nph) == NULL)
		errx(1, "cannot start %s: %s", path, elf_errmsg(-1));
	elf_flagelf(oelf, ELF_C_SET, ELF_F_LAYOUT);
	for (i = 0; i < nph; i++) {
		GElf_Phdr ph;

		if (gelf_getphdr(elf, i, &ph) == NULL || gelf_update_phdr(oelf, i, &ph) == 0)
			errx(1, "cannot copy program header %zu: %s", i, elf_errmsg(-1));
	}
	oeh = eh;
	oeh.e_shoff = layout(&eh, out, n);
	oeh.e_shnum = n + 2;
	oeh.e_shstrndx = n + 1;
	oeh.e_shentsize = gelf_fsize(elf, ELF_T_SHDR, 1, EV_CURRENT);
	add_sections(oelf, out, n + 1);
	if (gelf_update_ehdr(oelf, &oeh) == 0 || elf_update(oelf, ELF_C_WRITE) < 0)
		errx(1, "cannot write %s: %s", path, elf_errmsg(-1));
	elf_end(oelf);
	if (close(fd) != 0)
		err(1, "cannot write %s", path);
}

/* OBJECT mapped into memory and parsed by libdtrace. */
static dt_stapsdt_file_t *
parse_object(const char *path, Elf **elfp, int *fdp)
{
	struct stat st;
	dt_stapsdt_file_t *dfp;
	void *map;
	int fd;

	if ((fd = open(path, O_RDONLY)) < 0 || fstat(fd, &st) != 0)
		err(1, "cannot open %s", path);
	map = mmap(NULL, st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
	if (map == MAP_FAILED)
		err(1, "cannot map %s", path);
	if ((dfp = dt_stapsdt_file_parse_mem(map, st.st_size)) == NULL)
		errx(1, "%s: not an ELF object", path);
	munmap(map, st.st_size);
	if ((*elfp = elf_begin(fd, ELF_C_READ_MMAP, NULL)) == NULL)
		errx(1, "%s: %s", path, elf_errmsg(-1));
	*fdp = fd;
	return dfp;
}

int
main(int argc, char *argv[])
{
	outscn_t out[MAXSCN];
	keep_t keep;
	dt_stapsdt_file_t *dfp;
	size_t n, i;
	Elf *elf;
	int fd;

	if (argc != 3 && argc != 4) {
		fprintf(stderr, "usage: mkseed OBJECT SEED [ARGS]\n");
		return 2;
	}
	if (elf_version(EV_CURRENT) == EV_NONE)
		errx(1, "libelf: %s", elf_errmsg(-1));
	dfp = parse_object(argv[1], &elf, &fd);
	memset(&keep, 0, sizeof(keep));
	keep_init(&keep, dfp, argc == 4 ? argv[3] : NULL);
	memset(out, 0, sizeof(out));
	n = collect(elf, &keep, out);
	write_seed(elf, argv[2], out, n);
	for (i = 0; i <= n; i++) {
		free(out[i].os_buf);
		free(out[i].os_syms);
	}
	for (i = 0; i < keep.k_nnames; i++)
		free(keep.k_names[i]);
	free(keep.k_names);
	free(keep.k_pcs);
	elf_end(elf);
	close(fd);
	dt_stapsdt_file_free(dfp);
	return 0;
}
