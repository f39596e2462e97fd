/*
 * sdt-threads [NTHREADS [N]]: starts NTHREADS threads (default 4) that each
 * fire the stapsdt probe test:thread N times (default 50), with the
 * thread's index (0 .. NTHREADS-1) as arg0 and the iteration (1 .. N) as
 * arg1, yielding the CPU between firings so that the threads interleave;
 * then exits 0.  For thread-local variable tests: every thread must see
 * only its own self-> values.
 */
#include <pthread.h>
#include <sched.h>
#include <stdlib.h>
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

	if (argc > 2)
		nfire = atol(argv[2]);
	if (n < 1 || (tids = calloc(n, sizeof(pthread_t))) == NULL)
		return 1;
	for (i = 0; i < n; i++)
		if (pthread_create(&tids[i], NULL, worker, (void *)i) != 0)
			return 1;
	for (i = 0; i < n; i++)
		pthread_join(tids[i], NULL);
	free(tids);
	return 0;
}
