/*
 * wait-stops PROG [ARG...]: runs PROG as its child, as a job-control shell
 * would, and reports what a parent sees of it.  Prints the child's pid on
 * its own line first, once the child has exec'd PROG (for a test to dtrace
 * -p it: its dynamic linker is mapped by then), then waits for it with
 * waitpid(WUNTRACED | WCONTINUED), counting the stops and continues it
 * sees, and at its end prints
 *
 *	parent saw N stops, M continues; child exited with status S
 *
 * (or "killed by signal S").  A stop of the child is continued at once
 * (SIGCONT), so that a test cannot hang on it.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <unistd.h>
#include <sys/wait.h>

int
main(int argc, char **argv)
{
	int st, stops = 0, conts = 0, pfd[2];
	pid_t pid;
	char b;

	if (argc < 2) {
		fprintf(stderr, "usage: wait-stops PROG [ARG...]\n");
		return 2;
	}
	fflush(stdout);
	if (pipe2(pfd, O_CLOEXEC) != 0)
		return 1;
	if ((pid = fork()) == 0) {
		execvp(argv[1], argv + 1);
		perror(argv[1]);
		_exit(127);
	}
	if (pid < 0)
		return 1;
	close(pfd[1]);
	while (read(pfd[0], &b, 1) > 0)	/* EOF: the exec closed it */
		continue;
	printf("%d\n", (int)pid);
	fflush(stdout);
	for (;;) {
		if (waitpid(pid, &st, WUNTRACED | WCONTINUED) < 0)
			return 1;
		if (WIFSTOPPED(st)) {
			stops++;
			kill(pid, SIGCONT);
		} else if (WIFCONTINUED(st)) {
			conts++;
		} else {
			break;
		}
	}
	printf("parent saw %d stops, %d continues; ", stops, conts);
	if (WIFEXITED(st))
		printf("child exited with status %d\n", WEXITSTATUS(st));
	else
		printf("child killed by signal %d\n", WTERMSIG(st));
	return 0;
}
