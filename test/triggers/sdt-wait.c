/*
 * sdt-wait [N]: waits (at most 30 s) until the semaphore of its stapsdt
 * probe test_prov:loop is raised, that is until a tracer has attached to
 * it, then fires test_prov:loop(i) for i = 0..N-1 (default 10) with no
 * pause, prints how many of those firings saw the semaphore raised and
 * exits 0 (1 if it was never raised).  A process that dtrace finds only
 * after it started fires every probe only once attached: its count is
 * exact whatever the machine's load.
 */
#define _SDT_HAS_SEMAPHORES 1
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include <sys/sdt.h>

unsigned short test_prov_loop_semaphore __attribute__((section(".probes")));

int
main(int argc, char *argv[])
{
	long n = argc > 1 ? atol(argv[1]) : 10, i, enabled = 0;
	int ms;

	for (ms = 0; !*(volatile unsigned short *)&test_prov_loop_semaphore; ms++) {
		if (ms == 30000)
			return 1;
		usleep(1000);
	}
	for (i = 0; i < n; i++) {
		if (test_prov_loop_semaphore)
			enabled++;
		STAP_PROBE1(test_prov, loop, i);
	}
	printf("%ld\n", enabled);
	return 0;
}
