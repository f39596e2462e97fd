/*
 * dt_arch_x86_64.c: x86-64's tables and code of the arch interface
 * (dt_arch.h; the constants are in dt_arch_x86_64.h):
 *
 *   - the registers an operand of a <sys/sdt.h> note names (AT&T syntax,
 *     any width: %rax %eax %ax %al %ah, %r8 %r8d %r8w %r8b, %rip), each the
 *     offset of its 64-bit register in struct pt_regs, the width named and
 *     a shift of 8 for the high-byte registers %ah, %bh, %ch and %dh;
 *   - the nops <sys/sdt.h> puts at a site: the one-byte 0x90, or (other
 *     generators) the five-byte nopl 0x0(%rax,%rax,1);
 *   - the uregs[] indexes of regs.d, DTrace's on x86-64 Linux: 0-20 are
 *     the slots of struct pt_regs in order (R_R15 ... R_SS), 21-25 the
 *     segment and trap registers kept in the thread (R_DS, R_ES, R_FS,
 *     R_GS, R_TRAPNO: ds, es, fsbase, gsbase, trap_nr), and from R_GS + 1
 *     on, the i386 names in the order of the 32-bit pt_regs (R_EBX ...
 *     R_SS32), which read the corresponding 64-bit register.  The portable
 *     names alias them: R_PC = R_EIP, R_SP = R_ESP, R_FP = R_EBP, R_PS =
 *     R_EFL, R_R0 = R_EAX, R_R1 = R_EBX;
 *   - the entry breakpoint of a process created with -c: an int3 over the
 *     first byte there (the SIGTRAP stop leaves rip one past it).
 */
#if defined(__x86_64__)

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>
#include <sys/ptrace.h>
#include <sys/user.h>
#include "dt_arch.h"

/* ---- <sys/sdt.h> operands ---- */

/*
 * The general registers, each with its names by width: 8, 4, 2 and 1
 * bytes, then the second byte (%ah) where it has a name.  %r8 ... %r15
 * follow a rule instead (dt_arch_sdt_rn()).
 */
#define DT_ARCH_NWIDTHS	5

static const struct {
	int gr_off;
	const char *gr_names[DT_ARCH_NWIDTHS];
} dt_arch_gprs[] = {
	{ DT_X86_PT_RAX, { "rax", "eax", "ax", "al", "ah" } },
	{ DT_X86_PT_RBX, { "rbx", "ebx", "bx", "bl", "bh" } },
	{ DT_X86_PT_RCX, { "rcx", "ecx", "cx", "cl", "ch" } },
	{ DT_X86_PT_RDX, { "rdx", "edx", "dx", "dl", "dh" } },
	{ DT_X86_PT_RSI, { "rsi", "esi", "si", "sil", NULL } },
	{ DT_X86_PT_RDI, { "rdi", "edi", "di", "dil", NULL } },
	{ DT_X86_PT_RBP, { "rbp", "ebp", "bp", "bpl", NULL } },
	{ DT_X86_PT_RSP, { "rsp", "esp", "sp", "spl", NULL } },
	{ DT_X86_PT_RIP, { "rip", NULL, NULL, NULL, NULL } },
};

static const int dt_arch_widths[DT_ARCH_NWIDTHS] = { 8, 4, 2, 1, 1 };

static const int dt_arch_rn[8] = {
	DT_X86_PT_R8, DT_X86_PT_R9, DT_X86_PT_R10, DT_X86_PT_R11,
	DT_X86_PT_R12, DT_X86_PT_R13, DT_X86_PT_R14, DT_X86_PT_R15
};

/* %rN, %rNd, %rNw, %rNb for N in 8 ... 15; -1 for another name. */
static int
dt_arch_sdt_rn(const char *name, size_t len, dt_arch_reg_t *rp)
{
	static const char *const sfx[] = { "", "d", "w", "b" };
	char buf[8];
	int n, w;

	for (n = 8; n <= 15; n++)
		for (w = 0; w < 4; w++) {
			snprintf(buf, sizeof(buf), "r%d%s", n, sfx[w]);
			if (strlen(buf) != len || strncasecmp(buf, name, len) != 0)
				continue;
			rp->ar_off = dt_arch_rn[n - 8];
			rp->ar_size = dt_arch_widths[w];
			rp->ar_shift = 0;
			return 0;
		}
	return -1;
}

/* %st, %mm0-7, %xmm0-31, %ymm.., %zmm..: not in struct pt_regs. */
static int
dt_arch_fpreg(const char *name, size_t len)
{
	static const char *const pfx[] = { "xmm", "ymm", "zmm", "mm", "st" };
	size_t i, n;

	for (i = 0; i < sizeof(pfx) / sizeof(pfx[0]); i++) {
		n = strlen(pfx[i]);
		if (len >= n && strncasecmp(name, pfx[i], n) == 0 &&
		    (len == n || isdigit((unsigned char)name[n])))
			return 1;
	}
	return 0;
}

int
dt_arch_sdt_reg(const char *name, size_t len, dt_arch_reg_t *rp,
    const char **whyp)
{
	size_t i, w;

	if (dt_arch_sdt_rn(name, len, rp) == 0)
		return 0;
	for (i = 0; i < sizeof(dt_arch_gprs) / sizeof(dt_arch_gprs[0]); i++)
		for (w = 0; w < DT_ARCH_NWIDTHS; w++) {
			const char *n = dt_arch_gprs[i].gr_names[w];

			if (n == NULL || strlen(n) != len ||
			    strncasecmp(n, name, len) != 0)
				continue;
			rp->ar_off = dt_arch_gprs[i].gr_off;
			rp->ar_size = dt_arch_widths[w];
			rp->ar_shift = w == DT_ARCH_NWIDTHS - 1 ? 8 : 0;
			return 0;
		}
	if (dt_arch_fpreg(name, len))
		*whyp = "floating-point register not in pt_regs";
	else if (len == 2 && strchr("cdefgs", tolower((unsigned char)name[0])) &&
	    tolower((unsigned char)name[1]) == 's')
		*whyp = "unsupported segment register";
	else
		*whyp = "unknown register";
	return -1;
}

static const uint8_t dt_arch_nopl5[5] = { 0x0f, 0x1f, 0x44, 0x00, 0x00 };

int
dt_arch_sdt_nop(const uint8_t *insn, size_t n)
{
	if (n > 0 && insn[0] == 0x90)
		return 1;
	return n == sizeof(dt_arch_nopl5) &&
	    memcmp(insn, dt_arch_nopl5, sizeof(dt_arch_nopl5)) == 0;
}

/* ---- uregs[] ---- */

#define DT_R_GS		24
#define DT_R_TRAPNO	25
#define DT_R_I386(n)	(DT_R_GS + 1 + (n))
#define DT_R_NREGS	42	/* up to R_SS of the i386 names (41) */

const dt_arch_uregname_t dt_arch_uregnames[] = {
	{ "R_R15", 0 }, { "R_R14", 1 }, { "R_R13", 2 }, { "R_R12", 3 },
	{ "R_RBP", 4 }, { "R_RBX", 5 }, { "R_R11", 6 }, { "R_R10", 7 },
	{ "R_R9", 8 }, { "R_R8", 9 }, { "R_RAX", 10 }, { "R_RCX", 11 },
	{ "R_RDX", 12 }, { "R_RSI", 13 }, { "R_RDI", 14 }, { "R_ERR", 15 },
	{ "R_RIP", 16 }, { "R_CS", 17 }, { "R_RFL", 18 }, { "R_RSP", 19 },
	{ "R_SS", 20 }, { "R_DS", 21 }, { "R_ES", 22 }, { "R_FS", 23 },
	{ "R_GS", DT_R_GS }, { "R_TRAPNO", DT_R_TRAPNO },
	{ "R_EBX", DT_R_I386(0) }, { "R_ECX", DT_R_I386(1) },
	{ "R_EDX", DT_R_I386(2) }, { "R_ESI", DT_R_I386(3) },
	{ "R_EDI", DT_R_I386(4) }, { "R_EBP", DT_R_I386(5) },
	{ "R_EAX", DT_R_I386(6) }, { "R_EIP", DT_R_I386(12) },
	{ "R_EFL", DT_R_I386(14) }, { "R_ESP", DT_R_I386(15) },
	{ "R_PC", DT_R_I386(12) }, { "R_FP", DT_R_I386(5) },
	{ "R_SP", DT_R_I386(15) }, { "R_PS", DT_R_I386(14) },
	{ "R_R0", DT_R_I386(6) }, { "R_R1", DT_R_I386(0) },
	{ NULL, 0 }
};

static const dt_arch_ureg_t dt_arch_uregs_thread[] = {
	{ -1, "thread.ds", 2 }, { -1, "thread.es", 2 }, { -1, "thread.fsbase", 8 },
	{ -1, "thread.gsbase", 8 }, { -1, "thread.trap_nr", 8 }
};

/* The i386 names, in the order of the 32-bit pt_regs, as 64-bit registers. */
static const int dt_arch_uregs_i386[] = {
	5, 11, 12, 13, 14, 4, 10,	/* ebx ecx edx esi edi ebp eax */
	21, 22, 23, 24, 15,		/* ds es fs gs orig_eax */
	16, 17, 18, 19, 20		/* eip cs eflags esp ss */
};

int
dt_arch_ureg(int64_t idx, dt_arch_ureg_t *urp)
{
	if (idx < 0 || idx >= DT_R_NREGS)
		return -1;
	if (idx > DT_R_TRAPNO)	/* R_TRAPNO comes before the i386 names */
		idx = dt_arch_uregs_i386[idx - DT_R_TRAPNO];
	if (idx < DT_X86_PT_NREGS) {
		urp->ur_off = (int)idx * 8;
		urp->ur_field = NULL;
		urp->ur_size = 8;
		return 0;
	}
	*urp = dt_arch_uregs_thread[idx - DT_X86_PT_NREGS];
	return 0;
}

/* ---- the entry breakpoint ---- */

int
dt_arch_bp_set(pid_t pid, uint64_t addr, long *origp)
{
	long word;

	errno = 0;
	word = ptrace(PTRACE_PEEKTEXT, pid, addr, 0);
	if (errno != 0)
		return -1;
	*origp = word;
	return ptrace(PTRACE_POKETEXT, pid, addr, (word & ~0xffL) | 0xcc);
}

int
dt_arch_bp_hit(pid_t pid, uint64_t addr)
{
	struct user_regs_struct regs;

	if (ptrace(PTRACE_GETREGS, pid, 0, &regs) == -1)
		return 0;
	return regs.rip == addr + 1;
}

int
dt_arch_bp_clear(pid_t pid, uint64_t addr, long orig)
{
	struct user_regs_struct regs;

	if (ptrace(PTRACE_POKETEXT, pid, addr, orig) == -1 ||
	    ptrace(PTRACE_GETREGS, pid, 0, &regs) == -1)
		return -1;
	regs.rip = addr;
	return ptrace(PTRACE_SETREGS, pid, 0, &regs);
}

#endif /* __x86_64__ */
