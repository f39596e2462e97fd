/*
 * sdt-ctor: prints "ctor PID" from a constructor of the executable, and
 * fires test:ctor there, then "main PID" from main().  The executable's
 * constructors run after its entry point (from __libc_start_main), so a
 * process held at its entry point by dtrace -c has printed nothing yet:
 * dtrace's BEGIN output comes first, and test:ctor fires after the probes
 * are attached.
 */
#include <stdio.h>
#include <unistd.h>
#include <sys/sdt.h>

__attribute__((constructor)) static void
ctor(void)
{
	STAP_PROBE1(test, ctor, getpid());
	printf("ctor %d\n", (int)getpid());
	fflush(stdout);
}

int
main(void)
{
	printf("main %d\n", (int)getpid());
	return 0;
}
