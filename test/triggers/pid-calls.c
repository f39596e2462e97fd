/*
 * pid-calls: known function calls for the pid provider tests.
 *
 *	pid-calls [N [DELAY_MS]]
 *
 * sleeps DELAY_MS (default 0), or with -1 waits for SIGUSR1 (so that dtrace
 * -p can attach first), then for
 * i = 0 .. N-1 (default 10) calls add8(i, i+1, ..., i+7) (returns 8i+28),
 * square(i) (returns i*i) and getpid() once each; then depth(5) (recursive:
 * depth(n) calls depth(n-1), returns n) and go() once (go has the aliases
 * _go and __go at its address).  Every function is noipa, so each call
 * happens as written.  Built as a PIE (pid-calls), a fixed-address
 * executable (pid-calls-nopie), and with its functions exported in .dynsym
 * (pid-calls-dyn, for the stripped-copy test); all with frame pointers so
 * that ustack() walks them.
 */
#include <signal.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

#define NOIPA	__attribute__((noipa, noinline))

NOIPA int
add8(int a, int b, int c, int d, int e, int f, int g, int h)
{
	return a + b + c + d + e + f + g + h;
}

NOIPA long
square(long x)
{
	return x * x;
}

NOIPA int
depth(int n)
{
	return n == 0 ? 0 : 1 + depth(n - 1);
}

NOIPA int
go(void)
{
	return 42;
}

int _go(void) __attribute__((alias("go")));
int __go(void) __attribute__((alias("go")));

static volatile sig_atomic_t go_on;

static void
on_usr1(int sig)
{
	(void)sig;
	go_on = 1;
}

/* Wait for SIGUSR1 (blocked until sigsuspend, so none is lost). */
static void
wait_usr1(void)
{
	sigset_t block, old;

	sigemptyset(&block);
	sigaddset(&block, SIGUSR1);
	sigprocmask(SIG_BLOCK, &block, &old);
	signal(SIGUSR1, on_usr1);
	while (!go_on)
		sigsuspend(&old);
	sigprocmask(SIG_SETMASK, &old, NULL);
}

int
main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 10;
	long ms = argc > 2 ? atol(argv[2]) : 0;
	struct timespec ts = { ms / 1000, (ms % 1000) * 1000000 };
	volatile long sink = 0;
	int i;

	if (ms < 0)
		wait_usr1();
	else if (ms > 0)
		nanosleep(&ts, NULL);
	for (i = 0; i < n; i++) {
		sink += add8(i, i + 1, i + 2, i + 3, i + 4, i + 5, i + 6, i + 7);
		sink += square(i);
		sink += getpid();
	}
	sink += depth(5);
	sink += go();
	return sink == 0;
}
