/*
 * tick N [wait]: fires the stapsdt probe bench:tick(i) N times in a tight
 * loop and prints on stderr the process CPU time (user + system, which
 * includes the kernel's uprobe handling and any BPF program) per firing, in
 * nanoseconds ("tick: 512.30 ns/fire"), and, at start, its wall-clock start
 * time ("tick: start 1700000000.123456") so the start-up measure can tell
 * when a tracer let it run.
 * With "wait", it first prints "ready" and sleeps until SIGUSR1 (so many
 * copies can sit idle, traced, while one is measured).  Built twice: tick
 * (the default 1-byte nop site) and tick-nop5 (a 5-byte nop, which kernel
 * 6.18 can optimise into a call).  "tick 1" is the fire-once program of the
 * start-up measure.  tick-call (-DTICK_CALL) calls the function
 * tick_fn(i) instead, for the pid provider: its entry is the site.
 */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/sdt.h>
#ifdef TICK_NOP5
#undef _SDT_NOP
#define _SDT_NOP .nops 5
#endif

static double
cpu_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return ts.tv_sec * 1e9 + ts.tv_nsec;
}

#ifdef TICK_CALL
__attribute__((noipa, noinline)) long
tick_fn(long i)
{
	return i;
}

/*
 * For the pid provider's sites (bench.py pidplace), written instruction by
 * instruction: tick_push starts with push %rbx (emulated by the kernel),
 * tick_mov with mov %rdi,%rax then push %rbx (the entry probe moves past
 * the mov); both are leaves, whose return probe may be a uretprobe.
 * tick_sub starts with sub $0x18,%rsp (the entry moves past it; no
 * uretprobe), tick_rip with cmpb $0 of a variable, rip-relative (the entry
 * moves past the read).  The environment variable TICK_FN (push, mov,
 * sub, rip; default tick_fn) says which one the loop calls.
 */
long tick_push(long i);
long tick_mov(long i);
long tick_sub(long i);
long tick_rip(long i);
char tick_flag;
__asm__(
"	.text\n"
"	.globl tick_push\n"
"	.type tick_push, @function\n"
"tick_push:\n"
"	push %rbx\n"
"	mov %rdi, %rax\n"
"	pop %rbx\n"
"	ret\n"
"	.size tick_push, .-tick_push\n"
"	.globl tick_mov\n"
"	.type tick_mov, @function\n"
"tick_mov:\n"
"	mov %rdi, %rax\n"
"	push %rbx\n"
"	pop %rbx\n"
"	ret\n"
"	.size tick_mov, .-tick_mov\n"
"	.globl tick_sub\n"
"	.type tick_sub, @function\n"
"tick_sub:\n"
"	sub $0x18, %rsp\n"
"	push %rbx\n"
"	mov %rdi, %rax\n"
"	pop %rbx\n"
"	add $0x18, %rsp\n"
"	ret\n"
"	.size tick_sub, .-tick_sub\n"
"	.globl tick_rip\n"
"	.type tick_rip, @function\n"
"tick_rip:\n"
"	cmpb $0, tick_flag(%rip)\n"
"	push %rbx\n"
"	mov %rdi, %rax\n"
"	pop %rbx\n"
"	ret\n"
"	.size tick_rip, .-tick_rip\n");

static long (*tick_call)(long) = tick_fn;
#define TICK(i)	(void)tick_call(i)
#else
#define TICK(i)	STAP_PROBE1(bench, tick, i)
#endif

static volatile sig_atomic_t go;

static void
on_usr1(int sig __attribute__((unused)))
{
	go = 1;
}

int
main(int argc, char *argv[])
{
	long n = argc > 1 ? atol(argv[1]) : 1000000, i;
	double t0;

	{
		struct timespec ts;

		clock_gettime(CLOCK_REALTIME, &ts);
		fprintf(stderr, "tick: start %ld.%06ld\n", (long)ts.tv_sec,
		    ts.tv_nsec / 1000);
	}
	if (argc > 2 && strcmp(argv[2], "wait") == 0) {
		sigset_t mask, old;

		sigemptyset(&mask);
		sigaddset(&mask, SIGUSR1);
		sigprocmask(SIG_BLOCK, &mask, &old);
		signal(SIGUSR1, on_usr1);
		printf("ready\n");
		fflush(stdout);
		while (!go)
			sigsuspend(&old);
	}
#ifdef TICK_CALL
	if (getenv("TICK_FN") != NULL && strcmp(getenv("TICK_FN"), "push") == 0)
		tick_call = tick_push;
	else if (getenv("TICK_FN") != NULL && strcmp(getenv("TICK_FN"), "mov") == 0)
		tick_call = tick_mov;
	else if (getenv("TICK_FN") != NULL && strcmp(getenv("TICK_FN"), "sub") == 0)
		tick_call = tick_sub;
	else if (getenv("TICK_FN") != NULL && strcmp(getenv("TICK_FN"), "rip") == 0)
		tick_call = tick_rip;
#endif
	t0 = cpu_ns();
	for (i = 0; i < n; i++)
		TICK(i);
	fprintf(stderr, "tick: %.2f ns/fire\n", (cpu_ns() - t0) / (n > 0 ? n : 1));
	return 0;
}
