/*
 * insncheck.c: the pid provider's view of machine code, for its tests
 * (test/unittest/pid/tst.insn-verdicts.sh, tst.sites-decode.sh).
 *
 *	insncheck bytes HEX ...
 *	    each HEX one instruction's bytes ("f0ff0f"): its length as the
 *	    disassembler decodes it, dt_insn_check()'s verdict and reason,
 *	    and its text, one line each:
 *		f0ff0f 3 refused lock decl (%rdi): is refused by ...
 *	insncheck func FILE NAME
 *	    the function NAME of the ELF object FILE (.symtab, else .dynsym),
 *	    with its cold part NAME.cold if it has one, decoded from its
 *	    entry by dt_disasm_func(): every listed instruction with its
 *	    offset from the entry (in hex), flags (c code, m maybe, o overlap, r
 *	    return) and whether a uprobe may go there (its instruction and
 *	    its place in the function: dt_disasm_site()), then the return
 *	    sites and why returns may be missed.
 *	insncheck code FILE OFF LEN
 *	    the same for the LEN bytes at file offset OFF of FILE.
 *
 * Linked with libdtrace (GNUmakefile's TESTTOOLS), so it runs the very
 * code dtrace runs, on bytes that need no CPU support: AVX-512, FMA4 and
 * XOP instructions are judged on any machine.
 */
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <elf.h>
#include "dt_disasm.h"
#include "dt_elf.h"

/* FILE's program headers, to read jump tables at link-time addresses. */
static const char *g_path;
static Elf64_Phdr g_phdrs[64];
static int g_nphdrs;

static void
read_phdrs(const char *path)
{
	Elf64_Ehdr eh;
	int fd = open(path, O_RDONLY);

	g_path = path;
	if (fd < 0 || pread(fd, &eh, sizeof(eh), 0) != sizeof(eh) ||
	    memcmp(eh.e_ident, ELFMAG, SELFMAG) != 0 ||
	    eh.e_ident[EI_CLASS] != ELFCLASS64 || eh.e_phnum > 64 ||
	    pread(fd, g_phdrs, eh.e_phnum * sizeof(Elf64_Phdr),
	    (off_t)eh.e_phoff) != (ssize_t)(eh.e_phnum * sizeof(Elf64_Phdr)))
		g_nphdrs = 0;
	else
		g_nphdrs = eh.e_phnum;
	if (fd >= 0)
		close(fd);
}

/* The link-time address of file offset off, or 0. */
static uint64_t
vaddr_of(uint64_t off)
{
	int i;

	for (i = 0; i < g_nphdrs; i++)
		if (g_phdrs[i].p_type == PT_LOAD && off >= g_phdrs[i].p_offset &&
		    off < g_phdrs[i].p_offset + g_phdrs[i].p_filesz)
			return off - g_phdrs[i].p_offset + g_phdrs[i].p_vaddr;
	return 0;
}

static int
read_vaddr(void *arg, uint64_t vaddr, void *buf, size_t len)
{
	int i, fd, rc = -1;

	for (i = 0; i < g_nphdrs; i++)
		if (g_phdrs[i].p_type == PT_LOAD && vaddr >= g_phdrs[i].p_vaddr &&
		    vaddr + len <= g_phdrs[i].p_vaddr + g_phdrs[i].p_filesz)
			break;
	if (i == g_nphdrs || (fd = open(g_path, O_RDONLY)) < 0)
		return -1;
	if (pread(fd, buf, len, (off_t)(vaddr - g_phdrs[i].p_vaddr +
	    g_phdrs[i].p_offset)) == (ssize_t)len)
		rc = 0;
	close(fd);
	return rc;
}

static int
hexbytes(const char *s, uint8_t *b, size_t max)
{
	size_t n = 0;
	unsigned int v;

	while (s[0] != '\0' && s[1] != '\0' && n < max) {
		if (sscanf(s, "%2x", &v) != 1)
			return -1;
		b[n++] = (uint8_t)v;
		s += 2;
	}
	return s[0] == '\0' ? (int)n : -1;
}

static int
cmd_bytes(int argc, char **argv)
{
	int i;

	for (i = 0; i < argc; i++) {
		uint8_t b[32];
		char text[160];
		const char *why = NULL;
		int n = hexbytes(argv[i], b, sizeof(b));
		uint32_t len;
		dt_insn_verdict_t v;

		if (n <= 0) {
			fprintf(stderr, "insncheck: bad bytes '%s'\n", argv[i]);
			return 2;
		}
		len = dt_disasm_one(b, (size_t)n, text, sizeof(text));
		v = dt_insn_check(b, (size_t)n, len, &why);
		printf("%s %u %s %s%s%s\n", argv[i], len,
		    dt_insn_verdict_name(v), len ? text : "-",
		    why ? ": " : "", why ? why : "");
	}
	return 0;
}

static uint8_t *
readat(const char *path, uint64_t off, size_t len)
{
	uint8_t *b = malloc(len + 1);
	int fd = open(path, O_RDONLY);

	if (b == NULL || fd < 0 || pread(fd, b, len, (off_t)off) != (ssize_t)len) {
		fprintf(stderr, "insncheck: cannot read %s: %s\n", path,
		    strerror(errno ? errno : EIO));
		exit(2);
	}
	close(fd);
	return b;
}

static void
print_fn(const dt_disasm_fn_t *fn)
{
	uint32_t i;

	for (i = 0; i < fn->df_ninsns; i++) {
		const dt_disasm_insn_t *ip = &fn->df_insns[i];
		const char *why = dt_disasm_site(fn, ip->di_off, NULL);
		char text[160];

		printf("%s%" PRIx64 " %s%s%s%s %s: %s\n",
		    ip->di_off < 0 ? "-" : "", (uint64_t)(ip->di_off < 0 ?
		    -ip->di_off : ip->di_off),
		    ip->di_flags & DT_DISASM_CODE ? "c" : "",
		    ip->di_flags & DT_DISASM_MAYBE ? "m" : "",
		    ip->di_flags & DT_DISASM_OVERLAP ? "o" : "",
		    ip->di_flags & DT_DISASM_RETURN ? "r" : "",
		    dt_disasm_insn_text(fn, ip, text, sizeof(text)),
		    why ? why : "site");
	}
	printf("returns:");
	for (i = 0; i < fn->df_nrets; i++)
		printf(" %s%" PRIx64, fn->df_rets[i] < 0 ? "-" : "",
		    (uint64_t)(fn->df_rets[i] < 0 ? -fn->df_rets[i] :
		    fn->df_rets[i]));
	printf("\nincomplete: %s\n", fn->df_incomplete ? fn->df_incomplete :
	    "no");
}

static int
cmd_code(int argc, char **argv)
{
	dt_disasm_part_t part;
	dt_disasm_ctx_t ctx = { 0, read_vaddr, NULL, 1 };
	dt_disasm_fn_t fn;
	uint64_t off;

	if (argc != 3)
		return 2;
	off = strtoull(argv[1], NULL, 0);
	read_phdrs(argv[0]);
	ctx.dc_vaddr = vaddr_of(off);
	part.dp_len = (uint32_t)strtoul(argv[2], NULL, 0);
	part.dp_code = readat(argv[0], off, part.dp_len);
	part.dp_rel = 0;
	if (dt_disasm_func(&part, 1, &ctx, &fn) != 0) {
		perror("insncheck");
		return 2;
	}
	free((void *)part.dp_code);
	print_fn(&fn);
	dt_disasm_func_free(&fn);
	return 0;
}

/* The symbol called name in FILE's .symtab (else .dynsym): 0 or -1. */
static int
find_sym(dt_elf_t *dep, const char *name, GElf_Sym *symp)
{
	static const GElf_Word types[] = { SHT_SYMTAB, SHT_DYNSYM };
	dt_elf_symtab_t st;
	size_t i, t;
	const char *s;

	for (t = 0; t < 2; t++) {
		if (dt_elf_symtab(dep, types[t], &st) != 0)
			continue;
		for (i = 0; i < st.est_nsyms; i++)
			if (dt_elf_sym(dep, &st, i, symp, &s) == 0 && s != NULL &&
			    strcmp(s, name) == 0 && symp->st_size > 0)
				return 0;
	}
	return -1;
}

static int
cmd_func(int argc, char **argv)
{
	dt_disasm_part_t parts[2];
	dt_disasm_ctx_t ctx = { 0, read_vaddr, NULL, 1 };
	dt_disasm_fn_t fn;
	char cold[512];
	GElf_Sym sym, csym;
	uint64_t off, coff;
	uint32_t np = 1;
	dt_elf_t *dep;

	if (argc != 2)
		return 2;
	if ((dep = dt_elf_open(argv[0])) == NULL) {
		fprintf(stderr, "insncheck: %s: %s\n", argv[0], dt_elf_errmsg());
		return 2;
	}
	if (find_sym(dep, argv[1], &sym) != 0 || dt_elf_seg_offset(dep->de_segs,
	    dep->de_nsegs, sym.st_value, PF_X, &off) != 0) {
		fprintf(stderr, "insncheck: no function %s\n", argv[1]);
		return 2;
	}
	read_phdrs(argv[0]);
	ctx.dc_vaddr = sym.st_value;
	parts[0].dp_len = (uint32_t)sym.st_size;
	parts[0].dp_code = readat(argv[0], off, sym.st_size);
	parts[0].dp_rel = 0;
	snprintf(cold, sizeof(cold), "%s.cold", argv[1]);
	if (find_sym(dep, cold, &csym) == 0 && dt_elf_seg_offset(dep->de_segs,
	    dep->de_nsegs, csym.st_value, PF_X, &coff) == 0) {
		parts[1].dp_len = (uint32_t)csym.st_size;
		parts[1].dp_code = readat(argv[0], coff, csym.st_size);
		parts[1].dp_rel = (int64_t)(csym.st_value - sym.st_value);
		np = 2;
		printf("part 1: %s, placed %s the entry\n", cold,
		    parts[1].dp_rel < 0 ? "before" : "after");
	}
	dt_elf_close(dep);
	if (dt_disasm_func(parts, np, &ctx, &fn) != 0) {
		perror("insncheck");
		return 2;
	}
	while (np-- > 0)
		free((void *)parts[np].dp_code);
	print_fn(&fn);
	dt_disasm_func_free(&fn);
	return 0;
}

int
main(int argc, char **argv)
{
	if (argc >= 2 && strcmp(argv[1], "bytes") == 0)
		return cmd_bytes(argc - 2, argv + 2);
	if (argc >= 2 && strcmp(argv[1], "code") == 0)
		return cmd_code(argc - 2, argv + 2);
	if (argc >= 2 && strcmp(argv[1], "func") == 0)
		return cmd_func(argc - 2, argv + 2);
	fprintf(stderr, "usage: insncheck bytes HEX ...\n"
	    "       insncheck func FILE NAME\n"
	    "       insncheck code FILE OFF LEN\n");
	return 2;
}
