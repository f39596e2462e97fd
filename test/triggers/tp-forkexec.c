/*
 * tp-forkexec: forks 3 children, one after the other; each execs
 * /bin/true.  Prints "child PID" for each (before waiting for it), so that
 * tests of the sdt provider can compare the kernel tracepoints'
 * sched_process_fork and sched_process_exec with what happened.
 */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include <sys/wait.h>

int
main(void)
{
	int i;

	for (i = 0; i < 3; i++) {
		pid_t pid = fork();

		if (pid < 0)
			return 1;
		if (pid == 0) {
			execl("/bin/true", "true", (char *)NULL);
			_exit(127);
		}
		printf("child %d\n", (int)pid);
		fflush(stdout);
		if (waitpid(pid, NULL, 0) != pid)
			return 1;
	}
	return 0;
}
