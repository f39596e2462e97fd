/*
 * dt_disasm.c: where the instructions of a piece of x86-64 machine code
 * start, for the pid provider's offset probes (an offset must be the first
 * byte of an instruction, or the uprobe's breakpoint would overwrite the
 * middle of one and corrupt the target).
 *
 * x86 instructions are 1 to 15 bytes long and their length is known only
 * by decoding them, so the code is decoded from its first byte on by a
 * library disassembler: binutils' libopcodes (dis-asm.h), asked for
 * bfd_arch_i386 / bfd_mach_x86_64, reading from our buffer
 * (buffer_read_memory) and printing nothing (its text is not wanted, only
 * the length each call returns).  Decoding stops at the end of the code,
 * or at an instruction that runs past it (libopcodes returns -1); the
 * bytes from there on start no instruction.  A byte sequence that is no
 * valid instruction is "(bad)", one byte long, as for objdump: code that
 * a compiler wrote is decoded exactly.
 *
 * Where a function returns (dt_disasm_func(), for the pid provider's
 * return probes, placed as Solaris DTrace places them): each `ret`
 * (c3, c2 iw, after any prefixes: `repz ret`, `bnd ret`), and each direct
 * `jmp` (e9 rel32, eb rel8) whose target is outside the function: a tail
 * call, whose callee returns to our caller.  Conservatively, not an
 * indirect `jmp *...` (a switch's jump table as often as a tail call
 * through a pointer: such a tail call's return is missed), nor a
 * conditional jump out (it would fire when not taken too).  These are
 * read from the instruction bytes at the starts the disassembler found.
 *
 * This is the whole interface to the disassembler, so another library
 * (capstone, Zydis) would replace this file only.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include <dis-asm.h>
#include "dt_disasm.h"

/* libopcodes prints through these: we want no text. */
static int
dt_disasm_print(void *stream, const char *fmt, ...)
{
	return 0;
}

static int
dt_disasm_print_styled(void *stream, enum disassembler_style style,
    const char *fmt, ...)
{
	return 0;
}

static void
dt_disasm_setup(struct disassemble_info *dip, const uint8_t *code,
    size_t len)
{
	init_disassemble_info(dip, NULL, dt_disasm_print,
	    dt_disasm_print_styled);
	dip->arch = bfd_arch_i386;
	dip->mach = bfd_mach_x86_64;
	dip->buffer = (bfd_byte *)code;
	dip->buffer_vma = 0;
	dip->buffer_length = len;
	dip->read_memory_func = buffer_read_memory;
	disassemble_init_for_target(dip);
}

uint32_t *
dt_disasm_insns(const uint8_t *code, size_t len, uint32_t *np)
{
	disassembler_ftype decode = disassembler(bfd_arch_i386, 0,
	    bfd_mach_x86_64, NULL);
	uint32_t *insns = malloc((len > 0 ? len : 1) * sizeof(*insns));
	struct disassemble_info di;
	size_t pc = 0;
	int n;

	*np = 0;
	if (insns == NULL)
		return NULL;
	dt_disasm_setup(&di, code, len);
	while (decode != NULL && pc < len && (n = decode(pc, &di)) > 0) {
		insns[(*np)++] = (uint32_t)pc;
		pc += (size_t)n;
	}
	disassemble_free_target(&di);
	return insns;
}

/*
 * len bytes of path at off, in a new buffer; NULL (errno) if unreadable.
 * The size comes from a symbol of the file: nothing is allocated for bytes
 * the file does not have (EFBIG), nor for more than the 32-bit offsets of
 * the instruction starts can count.
 */
static uint8_t *
dt_disasm_read(const char *path, uint64_t off, size_t len)
{
	uint8_t *code = NULL;
	int fd, err = 0;
	struct stat st;

	errno = 0;
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0 || fstat(fd, &st) != 0)
		err = errno != 0 ? errno : EIO;
	else if (len > UINT32_MAX || st.st_size < 0 ||
	    off > (uint64_t)st.st_size || len > (uint64_t)st.st_size - off)
		err = EFBIG;
	else if ((code = malloc(len > 0 ? len : 1)) == NULL ||
	    pread(fd, code, len, (off_t)off) != (ssize_t)len)
		err = errno != 0 ? errno : EIO;
	if (fd >= 0)
		close(fd);
	if (err != 0) {
		free(code);
		code = NULL;
	}
	errno = err;
	return code;
}

uint32_t *
dt_disasm_file(const char *path, uint64_t off, size_t len, uint32_t *np)
{
	uint8_t *code = dt_disasm_read(path, off, len);
	uint32_t *insns;

	*np = 0;
	if (code == NULL)
		return NULL;
	insns = dt_disasm_insns(code, len, np);
	free(code);
	return insns;
}

/* Is the instruction from s to e (of a len-byte function) a return? */
static int
dt_disasm_is_exit(const uint8_t *code, size_t len, uint32_t s, uint32_t e)
{
	static const uint8_t prefixes[] = { 0x66, 0x67, 0xf2, 0xf3, 0x2e,
	    0x3e, 0x26, 0x36, 0x64, 0x65 };
	int64_t target;
	uint32_t p = s;

	while (p < e && memchr(prefixes, code[p], sizeof(prefixes)) != NULL)
		p++;
	if (p < e && (code[p] & 0xf0) == 0x40)	/* REX */
		p++;
	if (p >= e)
		return 0;
	switch (code[p]) {
	case 0xc3:
	case 0xc2:
		return 1;
	case 0xe9:
		if (p + 5 != e)
			return 0;
		target = (int64_t)e + (int32_t)(code[p + 1] | code[p + 2] << 8 |
		    code[p + 3] << 16 | (uint32_t)code[p + 4] << 24);
		break;
	case 0xeb:
		if (p + 2 != e)
			return 0;
		target = (int64_t)e + (int8_t)code[p + 1];
		break;
	default:
		return 0;
	}
	return target < 0 || target >= (int64_t)len;
}

int
dt_disasm_func(const char *path, uint64_t off, size_t len, dt_disasm_fn_t *dfp)
{
	uint8_t *code = dt_disasm_read(path, off, len);
	uint32_t i;

	memset(dfp, 0, sizeof(*dfp));
	if (code == NULL)
		return -1;
	dfp->df_insns = dt_disasm_insns(code, len, &dfp->df_ninsns);
	dfp->df_rets = malloc((dfp->df_ninsns + 1) * sizeof(uint32_t));
	if (dfp->df_insns == NULL || dfp->df_rets == NULL) {
		free(code);
		dt_disasm_func_free(dfp);
		errno = ENOMEM;
		return -1;
	}
	for (i = 0; i < dfp->df_ninsns; i++) {
		uint32_t s = dfp->df_insns[i];
		uint32_t e = i + 1 < dfp->df_ninsns ? dfp->df_insns[i + 1] :
		    (uint32_t)len;

		if (dt_disasm_is_exit(code, len, s, e))
			dfp->df_rets[dfp->df_nrets++] = s;
	}
	free(code);
	return 0;
}

void
dt_disasm_func_free(dt_disasm_fn_t *dfp)
{
	free(dfp->df_insns);
	free(dfp->df_rets);
	memset(dfp, 0, sizeof(*dfp));
}

int
dt_disasm_starts(const uint32_t *insns, uint32_t n, uint64_t off)
{
	uint32_t lo = 0, hi = n;

	while (lo < hi) {
		uint32_t mid = lo + (hi - lo) / 2;

		if (insns[mid] == off)
			return 1;
		if (insns[mid] < off)
			lo = mid + 1;
		else
			hi = mid;
	}
	return 0;
}
