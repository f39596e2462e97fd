/*
 * sched-sleep [N [MS]]: sleeps N times (default 10) for MS milliseconds
 * each (default 10), then exits 0: every sleep takes the thread off its CPU
 * (sched:::sleep, off-cpu) and a timer wakes it (wakeup, on-cpu).
 */
#include <stdlib.h>
#include <time.h>

int
main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 10, ms = argc > 2 ? atol(argv[2]) : 10;
	struct timespec ts = { ms / 1000, (ms % 1000) * 1000000 };
	long i;

	for (i = 0; i < n; i++)
		nanosleep(&ts, NULL);
	return 0;
}
