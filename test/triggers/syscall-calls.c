/*
 * syscall-calls: known system calls for the syscall provider tests.
 *
 *	syscall-calls [N [PATH]]
 *
 * makes, through syscall(2) so that libc adds or changes none:
 * getppid() N times (default 10); openat(AT_FDCWD, PATH, O_RDONLY, 0) once
 * (default "/nonexistent/syscall-calls", which fails with ENOENT) and, if
 * it opened, close() of that fd; write(-1, "x", 1) once (fails with
 * EBADF, and prints nothing); splice(-1, 11, -1, 22, 33, 44) once (six
 * known arguments; fails with EINVAL); clock_nanosleep(CLOCK_MONOTONIC, 0,
 * {0, 1000}, NULL) once (a struct pointer argument: 1 us); then exits
 * with status 3.  The path is
 * copied to the stack first, so that its page is present when a probe
 * reads it (a BPF program cannot fault pages in).
 */
#include <fcntl.h>
#include <time.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/syscall.h>

int
main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 10;
	struct timespec ts = { 0, 1000 };
	char path[256];
	long fd;
	int i;

	strncpy(path, argc > 2 ? argv[2] : "/nonexistent/syscall-calls",
	    sizeof(path) - 1);
	path[sizeof(path) - 1] = '\0';
	for (i = 0; i < n; i++)
		syscall(SYS_getppid);
	fd = syscall(SYS_openat, AT_FDCWD, path, O_RDONLY, 0);
	if (fd >= 0)
		syscall(SYS_close, fd);
	syscall(SYS_write, -1, "x", 1);
	syscall(SYS_splice, -1, 11L, -1, 22L, 33L, 44);
	syscall(SYS_clock_nanosleep, CLOCK_MONOTONIC, 0, &ts, NULL);
	syscall(SYS_exit_group, 3);
	return 3;
}
