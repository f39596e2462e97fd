/*
 * sdt-loop [N [MS]]: fires the stapsdt probes test_prov:loop (arguments:
 * the iteration, a string, and a negative number) and test:tick (the
 * iteration) N times (default 100), sleeping MS milliseconds (default 10)
 * after each, then exits 0.  test_prov:loop has a semaphore so that
 * is-enabled handling can be tested: the program counts in `enabled` how
 * many iterations saw it enabled and prints that count at exit.  (test:tick
 * has a semaphore too, which nothing reads: in one file, <sys/sdt.h> gives
 * every probe a semaphore or none.)  The string is read once before the
 * loop, so that its page is resident: a BPF program cannot fault a page in,
 * and copyinstr() of it would fail.
 *
 * The GNUmakefile also builds it as sdt-loop-pie (ET_DYN) and
 * sdt-loop-nopie (ET_EXEC), for the two kinds of executables.
 */
#define _SDT_HAS_SEMAPHORES 1
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <sys/sdt.h>

unsigned short test_prov_loop_semaphore __attribute__((section(".probes")));
/* <sys/sdt.h> gives every probe of a file a semaphore, or none. */
unsigned short test_tick_semaphore __attribute__((section(".probes")));
static const char hello[] = "hello";

int
main(int argc, char *argv[])
{
	long n = argc > 1 ? atol(argv[1]) : 100, i, enabled = 0;
	long ms = argc > 2 ? atol(argv[2]) : 10;
	struct timespec ts = { ms / 1000, (ms % 1000) * 1000 * 1000 };

	(void)*(volatile const char *)hello;
	for (i = 0; i < n; i++) {
		if (test_prov_loop_semaphore)
			enabled++;
		STAP_PROBE3(test_prov, loop, i, hello, -i);
		STAP_PROBE1(test, tick, i);
		if (ms > 0)
			nanosleep(&ts, NULL);
	}
	printf("%ld\n", enabled);
	return 0;
}
