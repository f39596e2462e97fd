/*
 * sdt-loop: fires the stapsdt probe test_prov:loop (arguments: the iteration,
 * a string, and a negative number) once every 10 ms, for as many iterations
 * as argv[1] says (default 100), then exits 0.  The probe has a semaphore so
 * that is-enabled handling can be tested: the program counts in `enabled`
 * how many iterations saw the probe enabled and prints it at exit.
 */
#define _SDT_HAS_SEMAPHORES 1
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <sys/sdt.h>

unsigned short test_prov_loop_semaphore __attribute__((section(".probes")));

int
main(int argc, char *argv[])
{
	struct timespec ts = { 0, 10 * 1000 * 1000 };
	long n = argc > 1 ? atol(argv[1]) : 100, i, enabled = 0;

	for (i = 0; i < n; i++) {
		if (test_prov_loop_semaphore)
			enabled++;
		STAP_PROBE3(test_prov, loop, i, "hello", -i);
		nanosleep(&ts, NULL);
	}
	printf("%ld\n", enabled);
	return 0;
}
