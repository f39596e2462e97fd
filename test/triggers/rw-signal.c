/*
 * rw-signal: known reads and writes of a file, made only when told to, for
 * scripts that trace a process given by its pid ($1, the DTraceToolkit's
 * way).
 *
 *	rw-signal PATH
 *
 * blocks SIGUSR1, prints "ready" and waits for SIGUSR1 (so that a tracer
 * started after "ready" sees none of the program's start-up); then,
 * through syscall(2) so that libc adds or changes none: opens PATH
 * write-only (created, truncated), writes "hello world\n" (12 bytes) to it
 * and closes it; opens it read-only, reads it with a 100-byte buffer (12
 * bytes) and again (0: end of file), closes it; unlinks it, and again
 * (which fails with ENOENT); exits with status 0.
 */
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <unistd.h>
#include <sys/syscall.h>

int
main(int argc, char **argv)
{
	static const char msg[] = "hello world\n";
	char buf[100];
	sigset_t set;
	long fd;

	if (argc < 2)
		return 2;
	sigemptyset(&set);
	sigaddset(&set, SIGUSR1);
	sigprocmask(SIG_BLOCK, &set, NULL);
	printf("ready\n");
	fflush(stdout);
	if (sigwaitinfo(&set, NULL) != SIGUSR1)
		return 1;
	fd = syscall(SYS_openat, AT_FDCWD, argv[1],
	    O_WRONLY | O_CREAT | O_TRUNC, 0600);
	if (fd < 0)
		return 1;
	syscall(SYS_write, fd, msg, sizeof(msg) - 1);
	syscall(SYS_close, fd);
	fd = syscall(SYS_openat, AT_FDCWD, argv[1], O_RDONLY, 0);
	if (fd < 0)
		return 1;
	syscall(SYS_read, fd, buf, sizeof(buf));
	syscall(SYS_read, fd, buf, sizeof(buf));
	syscall(SYS_close, fd);
	syscall(SYS_unlink, argv[1]);
	syscall(SYS_unlink, argv[1]);
	syscall(SYS_exit_group, 0);
	return 0;
}
