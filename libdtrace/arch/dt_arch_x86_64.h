/*
 * dt_arch_x86_64.h: x86-64's constants of the arch interface (dt_arch.h,
 * which includes this file on x86-64 and says what each one means).
 *
 * DT_X86_PT_*: the kernel's struct pt_regs (arch/x86/include/uapi/asm/
 * ptrace.h; also <asm/ptrace.h> in user space), 21 words in this order.
 * They are the only definitions of these offsets in libdtrace; outside
 * arch/ the registers are named by role (DT_ARCH_*).
 */
#ifndef _DT_ARCH_X86_64_H
#define _DT_ARCH_X86_64_H

#define DT_X86_PT_R15		0
#define DT_X86_PT_R14		8
#define DT_X86_PT_R13		16
#define DT_X86_PT_R12		24
#define DT_X86_PT_RBP		32
#define DT_X86_PT_RBX		40
#define DT_X86_PT_R11		48
#define DT_X86_PT_R10		56
#define DT_X86_PT_R9		64
#define DT_X86_PT_R8		72
#define DT_X86_PT_RAX		80
#define DT_X86_PT_RCX		88
#define DT_X86_PT_RDX		96
#define DT_X86_PT_RSI		104
#define DT_X86_PT_RDI		112
#define DT_X86_PT_ORIG_RAX	120
#define DT_X86_PT_RIP		128
#define DT_X86_PT_CS		136
#define DT_X86_PT_EFLAGS	144
#define DT_X86_PT_RSP		152
#define DT_X86_PT_SS		160
#define DT_X86_PT_NREGS		21

#define DT_ARCH_ELF_MACHINE	EM_X86_64
#define DT_ARCH_CPP_DEFINE	"-D__amd64"

#define DT_ARCH_PT_IP		DT_X86_PT_RIP
#define DT_ARCH_PT_SP		DT_X86_PT_RSP
#define DT_ARCH_PT_RVAL		DT_X86_PT_RAX

/* The SysV ABI: six in registers, then the stack above the return address. */
#define DT_ARCH_NARGREGS	6
#define DT_ARCH_ARGREGS		{ DT_X86_PT_RDI, DT_X86_PT_RSI, \
	DT_X86_PT_RDX, DT_X86_PT_RCX, DT_X86_PT_R8, DT_X86_PT_R9 }
#define DT_ARCH_STKARG(i)	(8 * ((i) - 5))

/* syscall: r10 for rcx, which the instruction clobbers. */
#define DT_ARCH_SC_ARGREGS	{ DT_X86_PT_RDI, DT_X86_PT_RSI, \
	DT_X86_PT_RDX, DT_X86_PT_R10, DT_X86_PT_R8, DT_X86_PT_R9 }
#define DT_ARCH_PT_SCNR		DT_X86_PT_ORIG_RAX
#define DT_ARCH_SC_REGS_LO	DT_X86_PT_R10

/* cs: its low two bits are the privilege level; __USER_CS is 64-bit user. */
#define DT_ARCH_PT_MODE		DT_X86_PT_CS
#define DT_ARCH_MODE_USER	3
#define DT_ARCH_MODE_USER64	0x33

#define DT_ARCH_TLS_BASE	"thread.fsbase"

#define DT_ARCH_INSN_MAX	5	/* nopl 0x0(%rax,%rax,1) */

#endif /* _DT_ARCH_X86_64_H */
