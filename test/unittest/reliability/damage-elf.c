/*
 * damage-elf IN DIR: damaged copies of the x86-64 ELF executable IN, in
 * DIR, for reliability/tst.damaged-elf.sh.  One damage each, named
 * NNN-where.field=value: the size, address and name of its function
 * symbols f, g and main (in .symtab and .dynsym: sizes up to 2^64 - 1, past
 * the end of the segment, an address inside an instruction), the offset,
 * size, link and entry size of every section, the lengths and type of the
 * first notes of every note section and segment, the fields of every
 * program header and of the ELF header, set to absurd values; then 64
 * copies with 8 random words each (a fixed seed) in its headers and the
 * tables at its end.  Deterministic: the same IN gives the same copies.
 * Prints their number.
 */
#include <elf.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned char *img, *copy;
static size_t len;
static const char *dir;
static int nout;

static void
put(const char *what)
{
	char path[4096];
	FILE *fp;

	snprintf(path, sizeof(path), "%s/%03d-%s", dir, nout++, what);
	if ((fp = fopen(path, "w")) == NULL || fwrite(copy, 1, len, fp) != len ||
	    fclose(fp) != 0) {
		perror(path);
		exit(1);
	}
	memcpy(copy, img, len);
}

/* Set the size-byte field at off of the copy to v (little-endian). */
static void
set(size_t off, size_t size, uint64_t v)
{
	if (off + size <= len)
		memcpy(copy + off, &v, size);
}

static void
one(size_t off, size_t size, uint64_t v, const char *fmt, const char *a,
    const char *field)
{
	char what[256];

	if (off + size > len)
		return;
	set(off, size, v);
	snprintf(what, sizeof(what), fmt, a, field, (unsigned long long)v);
	put(what);
}

static const uint64_t absurd[] = { ~0ULL, 1ULL << 63, 1ULL << 40,
    1ULL << 32, 0x10000000 };
#define NABSURD	(sizeof(absurd) / sizeof(absurd[0]))

static const char *
secname(const Elf64_Ehdr *eh, const Elf64_Shdr *sh)
{
	const Elf64_Shdr *ss = (const Elf64_Shdr *)(img + eh->e_shoff) +
	    eh->e_shstrndx;

	return (const char *)img + ss->sh_offset + sh->sh_name;
}

/* The function symbols f, g and main of a symbol table. */
static void
symbols(const Elf64_Ehdr *eh, const Elf64_Shdr *sh, const char *tab)
{
	const Elf64_Shdr *strs = (const Elf64_Shdr *)(img + eh->e_shoff) +
	    sh->sh_link;
	size_t i, k, n = sh->sh_size / sizeof(Elf64_Sym);

	for (i = 0; i < n; i++) {
		size_t off = sh->sh_offset + i * sizeof(Elf64_Sym);
		const Elf64_Sym *sym = (const Elf64_Sym *)(img + off);
		const char *name = (const char *)img + strs->sh_offset +
		    sym->st_name;
		char what[160];

		if (ELF64_ST_TYPE(sym->st_info) != STT_FUNC ||
		    (strcmp(name, "f") && strcmp(name, "g") &&
		    strcmp(name, "main")))
			continue;
		snprintf(what, sizeof(what), "%s.%s", tab, name);
		for (k = 0; k < NABSURD; k++)
			one(off + offsetof(Elf64_Sym, st_size), 8, absurd[k],
			    "%s.%s=%llx", what, "size");
		/* past the end of its segment, into the next one */
		one(off + offsetof(Elf64_Sym, st_size), 8, sym->st_size + 0x1800,
		    "%s.%s=%llx", what, "size");
		one(off + offsetof(Elf64_Sym, st_value), 8, ~0ULL,
		    "%s.%s=%llx", what, "value");
		/* inside its first instruction */
		one(off + offsetof(Elf64_Sym, st_value), 8, sym->st_value + 1,
		    "%s.%s=%llx", what, "value");
		one(off + offsetof(Elf64_Sym, st_name), 4, ~0U,
		    "%s.%s=%llx", what, "name");
	}
}

/* The notes of a section (or segment) at off, size bytes. */
static void
notes(size_t off, size_t size, const char *where)
{
	size_t p = off;
	char what[64];
	int i = 0;

	while (p + sizeof(Elf64_Nhdr) <= off + size && i < 4) {
		const Elf64_Nhdr *nh = (const Elf64_Nhdr *)(img + p);

		snprintf(what, sizeof(what), "%s.note%d", where, i++);
		one(p + offsetof(Elf64_Nhdr, n_namesz), 4, ~0U, "%s.%s=%llx",
		    what, "namesz");
		one(p + offsetof(Elf64_Nhdr, n_namesz), 4, 0x7ffffff0,
		    "%s.%s=%llx", what, "namesz");
		one(p + offsetof(Elf64_Nhdr, n_descsz), 4, ~0U, "%s.%s=%llx",
		    what, "descsz");
		one(p + offsetof(Elf64_Nhdr, n_descsz), 4, 0x7ffffff0,
		    "%s.%s=%llx", what, "descsz");
		one(p + offsetof(Elf64_Nhdr, n_descsz), 4, 0, "%s.%s=%llx",
		    what, "descsz");
		one(p + offsetof(Elf64_Nhdr, n_type), 4, ~0U, "%s.%s=%llx",
		    what, "type");
		p += sizeof(Elf64_Nhdr) + ((nh->n_namesz + 3) & ~3U) +
		    ((nh->n_descsz + 3) & ~3U);
	}
}

int
main(int argc, char *argv[])
{
	const Elf64_Ehdr *eh;
	uint32_t x = 20261128;
	size_t i, k;
	FILE *fp;

	if (argc != 3 || (fp = fopen(argv[1], "r")) == NULL)
		return 1;
	dir = argv[2];
	img = malloc(1 << 24);
	copy = malloc(1 << 24);
	len = fread(img, 1, 1 << 24, fp);
	memcpy(copy, img, len);
	eh = (const Elf64_Ehdr *)img;
	if (len < sizeof(*eh) || eh->e_ident[EI_CLASS] != ELFCLASS64 ||
	    eh->e_shoff + eh->e_shnum * sizeof(Elf64_Shdr) > len)
		return 1;

	/* the ELF header */
#define EH(field, v) one(offsetof(Elf64_Ehdr, field), \
	sizeof(eh->field), v, "%s.%s=%llx", "ehdr", #field)
	EH(e_phoff, ~0ULL); EH(e_phoff, len - 8);
	EH(e_shoff, ~0ULL); EH(e_shoff, len - 8);
	EH(e_phnum, 0xffff); EH(e_shnum, 0xffff); EH(e_shnum, 0);
	EH(e_shstrndx, 0xffff); EH(e_shstrndx, 0);
	EH(e_phentsize, 0); EH(e_phentsize, 0xffff);
	EH(e_shentsize, 0); EH(e_shentsize, 0xffff);
	EH(e_entry, ~0ULL);

	/* program headers */
	for (i = 0; i < eh->e_phnum; i++) {
		size_t off = eh->e_phoff + i * sizeof(Elf64_Phdr);
		const Elf64_Phdr *ph = (const Elf64_Phdr *)(img + off);
		char where[32];

		snprintf(where, sizeof(where), "phdr%zu", i);
#define PH(field, v) one(off + offsetof(Elf64_Phdr, field), 8, v, \
	"%s.%s=%llx", where, #field)
		PH(p_offset, ~0ULL); PH(p_offset, len - 1);
		PH(p_vaddr, ~0ULL);
		PH(p_filesz, ~0ULL); PH(p_filesz, 1ULL << 40);
		PH(p_memsz, ~0ULL); PH(p_memsz, 0);
		PH(p_align, ~0ULL);
		if (ph->p_type == PT_NOTE)
			notes(ph->p_offset, ph->p_filesz, where);
	}

	/* section headers, and the symbols and notes they hold */
	for (i = 1; i < eh->e_shnum; i++) {
		size_t off = eh->e_shoff + i * sizeof(Elf64_Shdr);
		const Elf64_Shdr *sh = (const Elf64_Shdr *)(img + off);
		char where[64];

		snprintf(where, sizeof(where), "%s", secname(eh, sh));
#define SH(field, v) one(off + offsetof(Elf64_Shdr, field), \
	sizeof(sh->field), v, "%s.%s=%llx", where, #field)
		SH(sh_offset, ~0ULL); SH(sh_offset, len - 1);
		SH(sh_size, ~0ULL); SH(sh_size, len);
		if (sh->sh_type == SHT_SYMTAB || sh->sh_type == SHT_DYNSYM) {
			SH(sh_link, ~0U); SH(sh_link, 0);
			SH(sh_entsize, 0); SH(sh_entsize, ~0ULL);
			symbols(eh, sh, where);
		}
		if (sh->sh_type == SHT_NOTE && sh->sh_flags == 0)
			notes(sh->sh_offset, sh->sh_size, where);
	}

	/* 8 random words in the headers and tables, 64 times */
	for (k = 0; k < 64; k++) {
		char what[32];

		for (i = 0; i < 8; i++) {
			size_t hi = len < 0x4000 ? len : 0x4000, off;
			uint64_t v;

			x = x * 1103515245 + 12345;
			off = (x >> 8) % (hi - 8);
			/* mostly into the tables at the end of the file */
			if (i & 1)
				off = len - 1 - (x >> 4) % (len / 4 > 8 ? len / 4 : 8);
			x = x * 1103515245 + 12345;
			v = x & 1 ? ~0ULL >> (x >> 1) % 64 : (uint64_t)x << (x % 32);
			set(off & ~3UL, 4, v);
		}
		snprintf(what, sizeof(what), "random%zu", k);
		put(what);
	}
	printf("%d\n", nout);
	return 0;
}
