/*
 * sdt-ustack [N [MS]]: fires the stapsdt probe test_prov:deep N times
 * (default 1), MS milliseconds apart (default 10), from func_c(), which
 * func_b(), func_a() and main() call in turn.  The GNUmakefile builds it
 * with frame pointers, so that ustack() walks these frames.  The probe's
 * arguments are addresses whose symbols are known, and the iteration:
 *
 *	arg0	&func_b			(usym() "sdt-ustack`func_b")
 *	arg1	(char *)&func_b + 4	(uaddr() "sdt-ustack`func_b+0x4")
 *	arg2	&data_obj		(a data object's symbol)
 *	arg3	the iteration, from 0
 *
 * SIGUSR1 is caught: each one prints "caught SIGUSR1 in iteration I".
 * At the end it prints "done" and exits 0.
 */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/sdt.h>

long data_obj[4] = { 1, 2, 3, 4 };
static volatile long iteration;

static void
caught(int sig)
{
	char buf[64];
	int n = snprintf(buf, sizeof(buf), "caught SIGUSR1 in iteration %ld\n",
	    iteration);

	(void)sig;
	if (write(1, buf, n) != n)
		_exit(1);
}

__attribute__((noinline)) void func_b(long i);

/* func_c() calls it, so that func_c() is not a leaf (which gcc gives no frame). */
__attribute__((noinline)) void
touch(long i)
{
	data_obj[i & 3]++;
}

__attribute__((noinline)) void
func_c(long i)
{
	STAP_PROBE4(test_prov, deep, &func_b, (char *)&func_b + 4, &data_obj, i);
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
	long n = argc > 1 ? atol(argv[1]) : 1;
	long ms = argc > 2 ? atol(argv[2]) : 10;
	struct timespec ts = { ms / 1000, (ms % 1000) * 1000 * 1000 };
	struct sigaction sa;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = caught;
	sigaction(SIGUSR1, &sa, NULL);
	for (iteration = 0; iteration < n; iteration++) {
		func_a(iteration);
		if (ms > 0)
			nanosleep(&ts, NULL);
	}
	if (write(1, "done\n", 5) != 5)
		return 1;
	return 0;
}
