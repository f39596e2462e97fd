/*
 * sched-yield [N]: calls sched_yield(2) N times (default 3), then exits 0:
 * each call fires sched:::surrender.
 */
#include <sched.h>
#include <stdlib.h>

int
main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 3, i;

	for (i = 0; i < n; i++)
		sched_yield();
	return 0;
}
