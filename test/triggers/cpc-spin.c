/*
 * cpc-spin [SECONDS]: spins in user mode for SECONDS (default 30) of wall
 * time, then exits 0: CPU time that the cpc provider's cpu_clock and
 * task_clock events count (tests stop it as soon as a probe fires).
 */
#include <stdlib.h>
#include <time.h>

int
main(int argc, char **argv)
{
	time_t end = time(NULL) + (argc > 1 ? atol(argv[1]) : 30);
	volatile unsigned long n = 0;

	while (time(NULL) < end)
		for (int i = 0; i < 1000000; i++)
			n++;
	return 0;
}
