/*
 * sdt-threads [NTHREADS [N [seq]]]: starts NTHREADS threads (default 4)
 * that each fire the stapsdt probe test:thread N times (default 50), with
 * the thread's index (0 .. NTHREADS-1) as arg0 and the iteration (1 .. N)
 * as arg1, yielding the CPU between firings so that the threads
 * interleave; then exits 0.  With "seq", each thread is joined before the
 * next starts (one thread alive at a time).  For thread-local variable
 * tests: every thread must see only its own self-> values, and a thread's
 * values go when it exits.
 */
#include <pthread.h>
#include <sched.h>
#include <stdlib.h>
#include <string.h>
#include <sys/sdt.h>

static long nfire = 50;

static void *
worker(void *arg)
{
	long idx = (long)arg, i;

	for (i = 1; i <= nfire; i++) {
		DTRACE_PROBE2(test, thread, idx, i);
		sched_yield();
	}
	return NULL;
}

int
main(int argc, char *argv[])
{
	long n = argc > 1 ? atol(argv[1]) : 4, i;
	pthread_t *tids;

	int seq = argc > 3 && strcmp(argv[3], "seq") == 0;

	if (argc > 2)
		nfire = atol(argv[2]);
	if (n < 1 || (tids = calloc(n, sizeof(pthread_t))) == NULL)
		return 1;
	for (i = 0; i < n; i++) {
		if (pthread_create(&tids[i], NULL, worker, (void *)i) != 0)
			return 1;
		if (seq)
			pthread_join(tids[i], NULL);
	}
	for (i = 0; i < n && !seq; i++)
		pthread_join(tids[i], NULL);
	free(tids);
	return 0;
}
