/*
 * sysloop N: makes the system call getppid() N times in a tight loop
 * (through syscall(2), so libc caches nothing) and prints on stderr the
 * process CPU time (user + system, which includes any BPF program the
 * sys_enter and sys_exit tracepoints run) per call, in nanoseconds
 * ("sysloop: 80.12 ns/call").  The syscall measure of bench.py runs it
 * untraced and while dtrace traces other system calls.
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>
#include <sys/syscall.h>

static double
cpu_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return ts.tv_sec * 1e9 + ts.tv_nsec;
}

int
main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 1000000, i;
	double t0;

	if (n <= 0)
		n = 1;
	t0 = cpu_ns();
	for (i = 0; i < n; i++)
		syscall(SYS_getppid);
	fprintf(stderr, "sysloop: %.2f ns/call\n", (cpu_ns() - t0) / n);
	return 0;
}
