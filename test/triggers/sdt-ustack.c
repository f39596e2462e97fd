/*
 * sdt-ustack [N [MS [OUT]]]: fires the stapsdt probe test_prov:deep N times
 * (default 3), MS milliseconds apart (default 10), from func_c(), which
 * func_b(), func_a() and main() call in turn.  The GNUmakefile builds it
 * with frame pointers, so that ustack() walks these frames.  The probe's
 * arguments are addresses whose symbols are known, and the iteration:
 *
 *	arg0	&func_b			(usym() "sdt-ustack`func_b")
 *	arg1	(char *)&func_b + 4	(uaddr() "sdt-ustack`func_b+0x4")
 *	arg2	&data_obj		(a data object's symbol)
 *	arg3	the iteration, from 0
 *	arg4	the string "Hello, tracemem!\t~"
 *
 * SIGUSR1 is caught: each one writes "caught SIGUSR1 in iteration I" to
 * the file OUT, if given; at the end it writes "done" there and exits 0.
 * (Nothing goes to stdout, so tests' output does not depend on timing.)
 */
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/sdt.h>

long data_obj[4] = { 1, 2, 3, 4 };
const char greeting[] = "Hello, tracemem!\t~";
static volatile long iteration, touched;
static int out = -1;

static void
caught(int sig)
{
	char buf[64];
	int n = snprintf(buf, sizeof(buf), "caught SIGUSR1 in iteration %ld\n",
	    iteration);

	(void)sig;
	if (out >= 0 && write(out, buf, n) != n)
		_exit(1);
}

__attribute__((noinline)) void func_b(long i);

/* func_c() calls it, so that func_c() is not a leaf (which gcc gives no frame). */
__attribute__((noinline)) void
touch(long i)
{
	touched += i;
}

__attribute__((noinline)) void
func_c(long i)
{
	STAP_PROBE5(test_prov, deep, &func_b, (char *)&func_b + 4, &data_obj, i,
	    greeting);
	touch(i);
}

__attribute__((noinline)) void
func_b(long i)
{
	func_c(i);
	__asm__ volatile("" ::: "memory");
}

__attribute__((noinline)) void
func_a(long i)
{
	func_b(i);
	__asm__ volatile("" ::: "memory");
}

int
main(int argc, char *argv[])
{
	long n = argc > 1 ? atol(argv[1]) : 3;
	long ms = argc > 2 ? atol(argv[2]) : 10;
	struct timespec ts = { ms / 1000, (ms % 1000) * 1000 * 1000 };
	struct sigaction sa;

	if (argc > 3 && (out = open(argv[3], O_WRONLY | O_CREAT | O_APPEND, 0644)) < 0)
		return 1;
	/* Fault the string's page in: BPF programs cannot. */
	touched = *(volatile const char *)greeting + data_obj[0];
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = caught;
	sigaction(SIGUSR1, &sa, NULL);
	for (iteration = 0; iteration < n; iteration++) {
		func_a(iteration);
		if (ms > 0)
			nanosleep(&ts, NULL);
	}
	if (out >= 0 && write(out, "done\n", 5) != 5)
		return 1;
	return 0;
}
