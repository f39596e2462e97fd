/*
 * sdt-shift [N]: a stapsdt probe site (test:site, a nop) right before an
 * instruction whose immediate is 0x90909090, so that a note shifted by 2
 * to 5 bytes points at a 0x90 byte inside that instruction: it looks like
 * the nop <sys/sdt.h> emits, but a breakpoint there changes the
 * immediate.  step() is written in assembly (its bytes do not depend on
 * the compiler) with its note by hand, as sdt-args.c's:
 *
 *	offset  bytes             instruction
 *	     0  90                nop			the site
 *	     1  b8 90 90 90 90    mov $0x90909090, %eax
 *	     6  48 01 f8          add %rdi, %rax
 *	     9  c3                ret
 *
 * Prints the sum of step(i) for i = 0 .. N-1 (default 1000) and exits 0.
 * test/unittest/stapsdt/tst.shifted-90.sh shifts the note.
 */
#include <stdio.h>
#include <stdlib.h>

unsigned long step(unsigned long i);

__asm__(
	"	.text\n"
	"	.globl step\n"
	"	.type step, @function\n"
	"step:\n"
	"990:	nop\n"
	"	mov $0x90909090, %eax\n"
	"	add %rdi, %rax\n"
	"	ret\n"
	"	.size step, .-step\n"
	"	.pushsection .note.stapsdt,\"?\",\"note\"\n"
	"	.balign 4\n"
	"	.4byte 992f-991f, 994f-993f, 3\n"
	"991:	.asciz \"stapsdt\"\n"
	"992:	.balign 4\n"
	"993:	.8byte 990b\n"
	"	.8byte _.stapsdt.base\n"
	"	.8byte 0\n"
	"	.asciz \"test\"\n"
	"	.asciz \"site\"\n"
	"	.asciz \"8@%rdi\"\n"
	"994:	.balign 4\n"
	"	.popsection\n"
	"	.pushsection .stapsdt.base,\"aG\",\"progbits\",.stapsdt.base,comdat\n"
	"	.weak _.stapsdt.base\n"
	"	.hidden _.stapsdt.base\n"
	"_.stapsdt.base:	.space 1\n"
	"	.size _.stapsdt.base, 1\n"
	"	.popsection\n");

int
main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 1000, i;
	unsigned long sum = 0;

	for (i = 0; i < n; i++)
		sum += step(i);
	printf("%lu\n", sum);
	return 0;
}
