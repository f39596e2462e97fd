#!/bin/bash
#
# ASSERTION: truncated and damaged ELF objects, garbage, and absurd
# argument strings in stapsdt notes never crash dtrace (nor, under
# SANITIZE=1, make a sanitizer report); what can be parsed is listed and
# traced, what cannot is skipped.  A program with hand-written notes (one
# sane probe; none, 13, and absurd argument sizes, operands, symbols and
# a 2000-digit number) is copied 480 times, damaged: truncated at 63
# sizes and inside its notes, a field of the ELF header, of the section
# headers of the notes and symbol tables, or of the first notes set to 0
# and to all ones, and 8 files of garbage after its ELF header.  One
# process maps them all (executable, never run); dtrace -l and -lv list
# its probes (exit 0, nothing on stderr; the intact object's probes, and
# in -lv why each absurd argument cannot be read), and every probe of all
# the objects is traced (attached, then exit 0), but for the sites whose
# damaged address is not at a nop: each of those is refused in one line.
#
# @@timeout: 120
dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d)
trap 'exec 2>/dev/null; kill -9 $(jobs -p); wait; rm -rf "$tmpd"' EXIT

cat > "$tmpd/good.c" <<'CEOF'
/* Notes written by hand: one sane probe and absurd argument strings. */
#define NOTE(name, args)						\
	"990: nop\n"							\
	".pushsection .note.stapsdt,\"?\",\"note\"\n"			\
	".balign 4\n"							\
	".4byte 992f-991f, 994f-993f, 3\n"				\
	"991: .asciz \"stapsdt\"\n"					\
	"992: .balign 4\n"						\
	"993: .8byte 990b\n"						\
	".8byte _.stapsdt.base\n"					\
	".8byte 0\n"							\
	".asciz \"bad\"\n"						\
	".asciz \"" name "\"\n"						\
	".asciz \"" args "\"\n"						\
	"994: .balign 4\n"						\
	".popsection\n"							\
	".ifndef _.stapsdt.base\n"					\
	".pushsection .stapsdt.base,\"aG\",\"progbits\",.stapsdt.base,comdat\n" \
	".weak _.stapsdt.base\n"					\
	".hidden _.stapsdt.base\n"					\
	"_.stapsdt.base: .space 1\n"					\
	".size _.stapsdt.base, 1\n"					\
	".popsection\n"							\
	".endif\n"
#define R8 "8@%rax 8@%rbx 8@%rcx 8@%rdx "
#define D40 "1234567890123456789012345678901234567890"
#define D400 D40 D40 D40 D40 D40 D40 D40 D40 D40 D40

int
main(void)
{
	__asm__ __volatile__(
	    NOTE("sane", "-4@%eax 8@16(%rbp)")
	    NOTE("noargs", "")
	    NOTE("thirteen", R8 R8 R8 "8@%rsi")
	    NOTE("sizes", "99@%rax -0@%rbx 8@ @%rax 3@%rcx 8f@%xmm1 8")
	    NOTE("operands", "8@%zz 8@$99999999999999999999999 8@(%rax,%rbx,3) "
		"8@%eax%ebx 8@-9223372036854775809(%rbp) 8@(%rax 8@%fs:")
	    NOTE("symbols", "8@%fs:nosuch@tpoff 8@nosuch(%rip) 8@main+1(%rip) "
		"8@%gs:8 8@nosuch@plt")
	    NOTE("long", "8@" D400 D400 D400 D400 D400)
	);
	return 0;
}
CEOF

. "$(dirname "$0")/map.sh"

cat > "$tmpd/mutate.c" <<'CEOF'
/*
 * mutate IN DIR: damaged copies of the ELF object IN in DIR: truncated
 * (t*), a field of the ELF header, of a section header or of a stapsdt
 * note set to 0 or all ones (c*), and garbage after an ELF header (g*).
 * Prints how many files it wrote.
 */
#include <elf.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned char *img;
static size_t len;
static const char *dir;
static int nout;

static void
put(const char *kind, const unsigned char *buf, size_t n)
{
	char path[4096];
	FILE *fp;

	snprintf(path, sizeof(path), "%s/%s%03d", dir, kind, nout++);
	if ((fp = fopen(path, "w")) == NULL || fwrite(buf, 1, n, fp) != n)
		exit(1);
	fclose(fp);
}

/* A copy with size bytes at off set to all zeroes, then all ones. */
static void
smash(size_t off, size_t size)
{
	unsigned char *copy = malloc(len);
	int v;

	if (copy == NULL || off + size > len)
		return;
	for (v = 0; v <= 0xff; v += 0xff) {
		memcpy(copy, img, len);
		memset(copy + off, v, size);
		put("c", copy, len);
	}
	free(copy);
}

static void
shdr_fields(size_t off)
{
	smash(off + offsetof(Elf64_Shdr, sh_offset), 8);
	smash(off + offsetof(Elf64_Shdr, sh_size), 8);
	smash(off + offsetof(Elf64_Shdr, sh_link), 4);
	smash(off + offsetof(Elf64_Shdr, sh_entsize), 8);
	smash(off + offsetof(Elf64_Shdr, sh_name), 4);
}

int
main(int argc, char *argv[])
{
	const Elf64_Ehdr *eh;
	unsigned char *g;
	FILE *fp;
	size_t i, n;
	uint32_t x = 12345;

	if (argc != 3 || (fp = fopen(argv[1], "r")) == NULL)
		return 1;
	dir = argv[2];
	img = malloc(1 << 24);
	len = fread(img, 1, 1 << 24, fp);
	eh = (const Elf64_Ehdr *)img;
	for (i = 1; i < 64; i++)
		put("t", img, len * i / 64);
	for (i = 16; i < sizeof(Elf64_Ehdr); i += 2)
		smash(i, 2);
	for (i = 0; i < eh->e_shnum && eh->e_shoff + (i + 1) * sizeof(Elf64_Shdr) <= len; i++) {
		size_t off = eh->e_shoff + i * sizeof(Elf64_Shdr);
		const Elf64_Shdr *sh = (const Elf64_Shdr *)(img + off);
		size_t j;

		if (sh->sh_type == SHT_SYMTAB || sh->sh_type == SHT_DYNSYM ||
		    sh->sh_type == SHT_STRTAB)
			shdr_fields(off);
		if (sh->sh_type != SHT_NOTE || sh->sh_flags != 0)
			continue;
		shdr_fields(off);
		for (j = 0; j < sh->sh_size && j < 512; j += 4)	/* the first notes */
			smash(sh->sh_offset + j, 4);
		for (j = 0; j < sh->sh_size; j += 61) {		/* truncated inside */
			put("t", img, sh->sh_offset + j);
		}
	}
	g = malloc(8192);
	for (n = 0; n < 8; n++) {
		memcpy(g, img, sizeof(Elf64_Ehdr));
		for (i = sizeof(Elf64_Ehdr); i < 8192; i++) {
			x = x * 1103515245 + 12345;
			g[i] = x >> 16;
		}
		put("g", g, 8192);
	}
	printf("%d\n", nout);
	return 0;
}
CEOF

for p in good map mutate; do
	gcc -O1 -o "$tmpd/$p" "$tmpd/$p.c" || exit 1
done
mkdir "$tmpd/d"
n=$("$tmpd/mutate" "$tmpd/good" "$tmpd/d") || exit 1
"$tmpd/map" "$tmpd/good" "$tmpd"/d/* >"$tmpd/mapped" &
m=$!
while [ ! -s "$tmpd/mapped" ]; do sleep 0.01; done
echo "mapped: the object and $n damaged copies: $(cat "$tmpd/mapped") mappings"

$dtrace -l -n "stapsdt$m:::" >"$tmpd/l" 2>"$tmpd/err"
echo "-l: exit $?, $(wc -l < "$tmpd/err") lines on stderr"
awk '$3 == "good" { print "  " $3, $4, $5 }' "$tmpd/l" | sort
# Every module listed is a file the process maps.
awk 'NR > 1 { print $3 }' "$tmpd/l" | sort -u | while read mod; do
	[ "$mod" = good ] || [ -f "$tmpd/d/$mod" ] || echo "  listed, not mapped: $mod"
done
echo "  and probes of $(awk 'NR > 1 && $3 != "good" { print $3 }' "$tmpd/l" |
    sort -u | wc -l | sed 's/^[1-9][0-9]*$/some/') damaged copies"

$dtrace -lv -n "bad$m:good::" >"$tmpd/lv" 2>"$tmpd/err"
echo "-lv: exit $?, $(wc -l < "$tmpd/err") lines on stderr"
grep -E '^ +[0-9]+ |\(cannot be read' "$tmpd/lv" |
    sed 's/^ *[0-9]* *bad[0-9]* *good *main /  /; s/^\t*/    /; s/\(12345678901234567890\)[0-9]*\.*/\1.../'

$dtrace -qn "bad$m::: { @ = count(); } BEGIN { printf(\"traced\\n\"); exit(0); }" \
    -p $m >"$tmpd/out" 2>"$tmpd/err"
st=$?
# Damaged notes whose address lands off the nop are refused, one line each.
nonop='not enabled at .* offset 0x[0-9a-f]*: the instruction there is not the nop'
echo "tracing every probe: exit $st, $(head -n 1 "$tmpd/out"), $(grep -c "$nonop" "$tmpd/err" |
    sed 's/^[1-9][0-9]*$/some/') sites refused (not a nop), $(grep -vc "$nonop" "$tmpd/err") other lines on stderr"
