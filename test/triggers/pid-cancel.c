/*
 * pid-cancel: threads cancelled inside traced functions, for the pid
 * provider's return probes (test/unittest/pid/tst.cancel.sh).  glibc's
 * pthread_cancel() ends the thread by unwinding it with libgcc's
 * unwinder (forced unwinding; libgcc_s is dlopen()ed at the first
 * cancellation), frame by frame through the cleanups' landing pads (built
 * with -fexceptions, pthread_cleanup_push is one): a uretprobe's replaced
 * return address in one of those frames would end the walk there, and
 * the cleanups of the frames above would not run.
 *
 *	pid-cancel [N]
 *
 * N times (default 3) a thread calls outer(i), which pushes a cleanup and
 * calls middle(i), which pushes one and calls waiter(i), which adds
 * leaf(i) (a leaf: its return may be a uretprobe) and waits in pause(), a
 * cancellation point; main cancels the thread once it is there and joins
 * it.  Prints "cancelled C cleanups K" (C = N, K = 2N) and exits 0.
 */
#include <pthread.h>
#include <semaphore.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static sem_t ready;
static volatile long cleanups, sink, stop;

__attribute__((noinline)) long
leaf(long i)
{
	return i * 3 + 1;
}

static void
cleanup(void *arg)
{
	(void)arg;
	__atomic_add_fetch(&cleanups, 1, __ATOMIC_SEQ_CST);
}

__attribute__((noinline)) long
waiter(long i)
{
	sink += leaf(i);
	sem_post(&ready);
	while (!stop)
		pause();
	return i;
}

__attribute__((noinline)) long
middle(long i)
{
	long r;

	pthread_cleanup_push(cleanup, NULL);
	r = waiter(i) + 1;
	pthread_cleanup_pop(0);
	return r;
}

__attribute__((noinline)) long
outer(long i)
{
	long r;

	pthread_cleanup_push(cleanup, NULL);
	r = middle(i) + 1;
	pthread_cleanup_pop(0);
	return r;
}

static void *
run(void *arg)
{
	return (void *)outer((long)arg);
}

int
main(int argc, char **argv)
{
	long i, n = argc > 1 ? atol(argv[1]) : 3, cancelled = 0;

	sem_init(&ready, 0, 0);
	for (i = 0; i < n; i++) {
		pthread_t t;
		void *ret;

		if (pthread_create(&t, NULL, run, (void *)i) != 0)
			return 1;
		sem_wait(&ready);
		pthread_cancel(t);
		pthread_join(t, &ret);
		cancelled += ret == PTHREAD_CANCELED;
	}
	printf("cancelled %ld cleanups %ld\n", cancelled, (long)cleanups);
	return 0;
}
