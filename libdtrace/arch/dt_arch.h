/*
 * dt_arch.h: what libdtrace knows of the CPU, in one place.  The rest of
 * libdtrace names registers by their role (the instruction pointer, the
 * first argument, the system call number ...), never by name or offset.
 *
 * A machine is two files in this folder:
 *
 *   dt_arch_<machine>.h	constants, included below: the offsets in the
 *			kernel's struct pt_regs (what uprobe, perf and raw
 *			tracepoint programs read) of the registers in each
 *			role, the calling convention's argument registers,
 *			the user-mode test, the ELF machine and the cpp
 *			define;
 *   dt_arch_<machine>.c	tables and code (the whole file is within
 *			#if defined(__<machine>__)): the register names of
 *			<sys/sdt.h> operands, the nops <sys/sdt.h> emits,
 *			the uregs[] indexes of regs.d, and the breakpoint
 *			that holds a process created with -c at its entry.
 *
 * An arm64 port adds dt_arch_arm64.h and dt_arch_arm64.c and the #elif
 * line below.  (What it still lacks is outside this interface: the operand
 * syntax of its <sys/sdt.h> notes, dt_stapsdt_args.c, and the decoder of
 * its instructions for pid's return and offset probes, dt_disasm.c.)
 *
 * Every dt_arch_<machine>.h defines:
 *
 *   DT_ARCH_ELF_MACHINE	e_machine of this machine's objects (dtrace -G)
 *   DT_ARCH_CPP_DEFINE	cpp's machine define for D programs ("-D__amd64")
 *   DT_ARCH_PT_IP		pt_regs offsets: instruction pointer,
 *   DT_ARCH_PT_SP		stack pointer,
 *   DT_ARCH_PT_RVAL	a function's return value
 *   DT_ARCH_NARGREGS	arguments passed in registers, and their
 *   DT_ARCH_ARGREGS	pt_regs offsets (an initializer, arg0 first)
 *   DT_ARCH_STKARG(i)	where argument i >= DT_ARCH_NARGREGS is at a
 *			function's entry: its offset from the stack pointer
 *   DT_ARCH_SC_ARGREGS	a system call's six arguments (initializer)
 *   DT_ARCH_PT_SCNR	the system call number, kept for the return
 *   DT_ARCH_SC_REGS_LO	the lowest of the above: the syscall provider
 *			copies pt_regs from here to DT_ARCH_PT_MODE + 8
 *   DT_ARCH_PT_MODE	the register that tells the CPU's mode:
 *   DT_ARCH_MODE_USER	(mode & this) != 0: the CPU was in user mode
 *   DT_ARCH_MODE_USER64	mode == this: a 64-bit task in user mode
 *			(system calls of other modes have other numbers)
 *   DT_ARCH_TLS_BASE	the task_struct member (kernel BTF) that holds the
 *			thread pointer of user-mode TLS
 *   DT_ARCH_INSN_MAX	bytes of the longest nop dt_arch_sdt_nop() knows
 */
#ifndef _DT_ARCH_H
#define _DT_ARCH_H

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#if defined(__x86_64__)
#include "dt_arch_x86_64.h"
#else
#error "libdtrace: no arch/dt_arch_<machine>.h for this machine"
#endif

/* A register an operand of a <sys/sdt.h> note names. */
typedef struct dt_arch_reg {
	int ar_off;		/* offset of its full register in pt_regs */
	int ar_size;		/* bytes it names (%eax: 4) */
	int ar_shift;		/* bits below it in the full register (%ah: 8) */
} dt_arch_reg_t;

/*
 * The register an sdt operand names (name: len bytes, as the assembler
 * writes it without the %, case ignored) in *rp: 0, or -1 with *whyp
 * saying why it cannot be read.
 */
extern int dt_arch_sdt_reg(const char *name, size_t len, dt_arch_reg_t *rp,
    const char **whyp);

/* Are these n bytes at a site one of the nops <sys/sdt.h> emits? */
extern int dt_arch_sdt_nop(const uint8_t *insn, size_t n);

/* A uregs[] index of regs.d (R_PC, R_SP ...): name and value. */
typedef struct dt_arch_uregname {
	const char *un_name;
	int un_index;
} dt_arch_uregname_t;

extern const dt_arch_uregname_t dt_arch_uregnames[];	/* { NULL } ends */

/* Where uregs[index] is: a pt_regs word, or a thread_struct member. */
typedef struct dt_arch_ureg {
	int ur_off;		/* pt_regs offset, or -1 */
	const char *ur_field;	/* task_struct member (BTF) if ur_off < 0 */
	int ur_size;		/* its size */
} dt_arch_ureg_t;

/* Index to place; -1 for an index that names no register. */
extern int dt_arch_ureg(int64_t index, dt_arch_ureg_t *urp);

/*
 * The breakpoint that holds a traced (ptrace-stopped) process at its entry:
 * set it at addr, saving what it overwrites in *origp; is this SIGTRAP stop
 * the one it causes; put the text back and the instruction pointer on
 * addr.  0 (or 1: the stop is ours), or -1 with errno.
 */
extern int dt_arch_bp_set(pid_t pid, uint64_t addr, long *origp);
extern int dt_arch_bp_hit(pid_t pid, uint64_t addr);
extern int dt_arch_bp_clear(pid_t pid, uint64_t addr, long orig);

#endif /* _DT_ARCH_H */
