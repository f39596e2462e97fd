/*
 * execloop N [PROG]: forks and execs PROG (default /bin/true) N times, one
 * after another, waiting for each, after 20 untimed rounds (warm-up); prints
 * the rate of the timed ones, "execs/s R", on stderr.  For `make bench`'s
 * exec measure: the cost of following new processes (dt_follow.c) to
 * processes that map nothing of interest.
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>
#include <sys/wait.h>

static int
once(char *prog)
{
	char *argv[] = { prog, NULL };
	pid_t pid = fork();
	int st;

	if (pid < 0)
		return -1;
	if (pid == 0) {
		execv(prog, argv);
		_exit(127);
	}
	if (waitpid(pid, &st, 0) != pid || !WIFEXITED(st) || WEXITSTATUS(st) != 0)
		return -1;
	return 0;
}

int
main(int argc, char *argv[])
{
	long n = argc > 1 ? atol(argv[1]) : 1000, i;
	char *prog = argc > 2 ? argv[2] : "/bin/true";
	struct timespec t0, t1;
	double s;

	for (i = 0; i < 20; i++)
		if (once(prog) != 0)
			return 1;
	clock_gettime(CLOCK_MONOTONIC, &t0);
	for (i = 0; i < n; i++)
		if (once(prog) != 0)
			return 1;
	clock_gettime(CLOCK_MONOTONIC, &t1);
	s = (t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) / 1e9;
	fprintf(stderr, "execs/s %.1f\n", n / s);
	return 0;
}
