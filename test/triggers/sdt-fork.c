/*
 * sdt-fork [CHILD [EXEC]]: a process that forks after dtrace has started,
 * for following new processes.  It fires the stapsdt probe follow:tick
 * (argument 1) 3 times, forks a child, waits for it and exits 0.  The
 * child at once fires follow:tick (argument 2) CHILD times (default 5);
 * then, if EXEC is given, it execs EXEC with the argument "late", else it
 * exits 0.
 *
 * sdt-fork late [S]: sleeps S seconds (default 1), fires follow:tick
 * (argument 3) 4 times and exits 0 (a copy of this program, exec'd as
 * above, is an object no process mapped when dtrace started).
 */
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/sdt.h>
#include <sys/wait.h>

static int
late(int secs)
{
	struct timespec ts = { secs, 0 };
	int i;

	nanosleep(&ts, NULL);
	for (i = 0; i < 4; i++)
		STAP_PROBE1(follow, tick, 3);
	return 0;
}

int
main(int argc, char *argv[])
{
	int n, i, status;
	pid_t pid;

	if (argc > 1 && strcmp(argv[1], "late") == 0)
		return late(argc > 2 ? atoi(argv[2]) : 1);
	n = argc > 1 ? atoi(argv[1]) : 5;
	for (i = 0; i < 3; i++)
		STAP_PROBE1(follow, tick, 1);
	if ((pid = fork()) < 0)
		return 1;
	if (pid == 0) {
		for (i = 0; i < n; i++)
			STAP_PROBE1(follow, tick, 2);
		if (argc > 2) {
			execl(argv[2], argv[2], "late", (char *)NULL);
			return 1;
		}
		return 0;
	}
	waitpid(pid, &status, 0);
	return 0;
}
