/*
 * pid-place: functions written in assembly, instruction by instruction,
 * for the pid provider's choice of site (prov/pid/dt_pid_place.c):
 *
 *	pid-place [N]
 *
 * for i = 0 .. N-1 (default 9) calls
 *	lf_rets(x)	x = -5, 3, 50 in turn; a leaf with three rets:
 *			-1 if x < 0, 100 if x > 10, else x.  Its first
 *			instruction (test) is single-stepped, the next (js)
 *			emulated: the entry moves, the return may be a
 *			uretprobe.
 *	mv_push(i .. i+5)  mov %rdi,%rax then push %rbx: the entry moves past
 *			the mov; returns the sum of its six arguments.
 *	mv_argw(i, i+1)	mov %rsi,%rdi then push %rbx: the mov writes an
 *			argument register, the entry stays; returns 2(i+1).
 *	mv_loop(3)	xor %eax,%eax then a loop back to the nop after it:
 *			the entry stays (the nop is a branch target);
 *			returns 3.
 *	ra_read()	a leaf that returns its own return address: no
 *			uretprobe (it reads the word a uretprobe replaces).
 *	calls_out(i)	C, calls lf_rets: its return probe stays at its rets.
 *	sp_sub(i, 1, 2, 3, 4, 5, 10i, 100i)  sub $0x18,%rsp then push %rbx:
 *			the entry moves past the sub unless a clause reads
 *			arg6..arg9 (on the stack); returns i + 11i + 100i.
 *	rip_cmp(i)	cmpb $0 of a variable (rip-relative, in .data) then
 *			jne: the entry moves past the read; returns i.
 *	rip_mov(i)	mov of a variable (rip-relative) into %rax then push
 *			%rbx: the entry moves; returns i + 7.
 *	rip_far()	a read at a rip-relative address in no segment of
 *			the file (never called): the entry stays.
 * then prints "ra ok" if every ra_read() returned an address in main (a
 * uretprobe would have made it the kernel's trampoline), else "ra BAD",
 * and exits 0.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

long lf_rets(long x);
long mv_push(long a, long b, long c, long d, long e, long f);
long mv_argw(long a, long b);
long mv_loop(long n);
uintptr_t ra_read(void);
long sp_sub(long a, long b, long c, long d, long e, long f, long g, long h);
long rip_cmp(long x);
long rip_mov(long x);
long rip_far(void);
long rip_flag = 0, rip_val = 7;

__asm__(
"	.text\n"
"	.globl lf_rets\n"
"	.type lf_rets, @function\n"
"lf_rets:\n"
"	test %rdi, %rdi\n"
"	js 1f\n"
"	cmp $10, %rdi\n"
"	jg 2f\n"
"	mov %rdi, %rax\n"
"	ret\n"
"1:	mov $-1, %rax\n"
"	ret\n"
"2:	mov $100, %rax\n"
"	ret\n"
"	.size lf_rets, .-lf_rets\n"
"	.globl mv_push\n"
"	.type mv_push, @function\n"
"mv_push:\n"
"	mov %rdi, %rax\n"
"	push %rbx\n"
"	mov %rsi, %rbx\n"
"	add %rbx, %rax\n"
"	add %rdx, %rax\n"
"	add %rcx, %rax\n"
"	add %r8, %rax\n"
"	add %r9, %rax\n"
"	pop %rbx\n"
"	ret\n"
"	.size mv_push, .-mv_push\n"
"	.globl mv_argw\n"
"	.type mv_argw, @function\n"
"mv_argw:\n"
"	mov %rsi, %rdi\n"
"	push %rbx\n"
"	lea (%rdi,%rdi), %rax\n"
"	pop %rbx\n"
"	ret\n"
"	.size mv_argw, .-mv_argw\n"
"	.globl mv_loop\n"
"	.type mv_loop, @function\n"
"mv_loop:\n"
"	xor %eax, %eax\n"
"1:	nop\n"
"	add $1, %rax\n"
"	cmp %rdi, %rax\n"
"	jl 1b\n"
"	ret\n"
"	.size mv_loop, .-mv_loop\n"
"	.globl ra_read\n"
"	.type ra_read, @function\n"
"ra_read:\n"
"	nop\n"
"	mov (%rsp), %rax\n"
"	ret\n"
"	.size ra_read, .-ra_read\n"
"	.globl sp_sub\n"
"	.type sp_sub, @function\n"
"sp_sub:\n"
"	sub $0x18, %rsp\n"
"	push %rbx\n"
"	mov %rdi, %rax\n"
"	add 0x28(%rsp), %rax\n"
"	add 0x30(%rsp), %rax\n"
"	pop %rbx\n"
"	add $0x18, %rsp\n"
"	ret\n"
"	.size sp_sub, .-sp_sub\n"
"	.globl rip_cmp\n"
"	.type rip_cmp, @function\n"
"rip_cmp:\n"
"	cmpb $0, rip_flag(%rip)\n"
"	jne 1f\n"
"	mov %rdi, %rax\n"
"	ret\n"
"1:	lea 1(%rdi), %rax\n"
"	ret\n"
"	.size rip_cmp, .-rip_cmp\n"
"	.globl rip_mov\n"
"	.type rip_mov, @function\n"
"rip_mov:\n"
"	mov rip_val(%rip), %rax\n"
"	push %rbx\n"
"	add %rdi, %rax\n"
"	pop %rbx\n"
"	ret\n"
"	.size rip_mov, .-rip_mov\n"
"	.globl rip_far\n"
"	.type rip_far, @function\n"
"rip_far:\n"
"	cmpb $0, rip_far+0x40000000(%rip)\n"
"	jne 1f\n"
"1:	ret\n"
"	.size rip_far, .-rip_far\n");

__attribute__((noipa, noinline)) long
calls_out(long i)
{
	return lf_rets(i) + 1;
}

int
main(int argc, char **argv)
{
	static const long xs[] = { -5, 3, 50 };
	long i, n = argc > 1 ? atol(argv[1]) : 9, sum = 0;
	int bad = 0;

	for (i = 0; i < n; i++) {
		uintptr_t ra;

		sum += lf_rets(xs[i % 3]);
		sum += mv_push(i, i + 1, i + 2, i + 3, i + 4, i + 5);
		sum += mv_argw(i, i + 1);
		sum += mv_loop(3);
		ra = ra_read();
		bad |= ra - (uintptr_t)&main > 4096;
		sum += calls_out(i);
		sum += sp_sub(i, 1, 2, 3, 4, 5, 10 * i, 100 * i);
		sum += rip_cmp(i) + rip_mov(i);
	}
	printf("ra %s\n", bad ? "BAD" : "ok");
	return sum == 0;
}
