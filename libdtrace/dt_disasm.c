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
 * This is the whole interface to the disassembler, so another library
 * (capstone, Zydis) would replace this file only.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>
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

uint32_t *
dt_disasm_file(const char *path, uint64_t off, size_t len, uint32_t *np)
{
	uint8_t *code = malloc(len > 0 ? len : 1);
	uint32_t *insns = NULL;
	int fd = -1, err = 0;

	*np = 0;
	errno = 0;
	if (code == NULL || (fd = open(path, O_RDONLY | O_CLOEXEC)) < 0 ||
	    pread(fd, code, len, (off_t)off) != (ssize_t)len)
		err = errno != 0 ? errno : EIO;
	else
		insns = dt_disasm_insns(code, len, np);
	if (fd >= 0)
		close(fd);
	free(code);
	errno = err;
	return insns;
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
