/*
 * pid-insns: a function whose instructions are known exactly, for the pid
 * provider's offset probes.
 *
 *	pid-insns [N]
 *
 * calls insns(i) for i = 0 .. N-1 (default 3) and exits.  insns is written
 * in assembly, so its instructions, their offsets and the registers at
 * each one do not depend on the compiler:
 *
 *	offset  bytes             instruction
 *	     0  55                push %rbp
 *	     1  48 89 e5          mov %rsp,%rbp
 *	     4  b8 34 12 00 00    mov $0x1234,%eax
 *	     9  01 f8             add %edi,%eax
 *	     b  5d                pop %rbp
 *	     c  c3                ret
 *
 * six instructions in 13 bytes: at offset 9 %eax is 0x1234, at offset b it
 * is 0x1234 + i, and %rdi is i throughout.  unprobed, never called, starts
 * with an instruction the kernel refuses to probe:
 *
 *	     0  f4                hlt
 *	     1  90                nop
 *	     2  c3                ret
 *
 * Built as a PIE (pid-insns) and as a fixed-address executable
 * (pid-insns-nopie).
 */
#include <stdlib.h>

int insns(int i);
void unprobed(void);

__asm__(
	"	.text\n"
	"	.globl insns\n"
	"	.type insns, @function\n"
	"insns:\n"
	"	push %rbp\n"
	"	mov %rsp, %rbp\n"
	"	mov $0x1234, %eax\n"
	"	add %edi, %eax\n"
	"	pop %rbp\n"
	"	ret\n"
	"	.size insns, .-insns\n"
	"	.globl unprobed\n"
	"	.type unprobed, @function\n"
	"unprobed:\n"
	"	hlt\n"
	"	nop\n"
	"	ret\n"
	"	.size unprobed, .-unprobed\n");

int
main(int argc, char **argv)
{
	int i, n = argc > 1 ? atoi(argv[1]) : 3, sum = 0;

	if (n < 0)
		unprobed();
	for (i = 0; i < n; i++)
		sum += insns(i);
	return sum == 0x1234 * n + n * (n - 1) / 2 ? 0 : 1;
}
