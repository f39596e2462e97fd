/*
 * sdt-lib [N [MS]]: calls sdtlib_fire(i) of libsdtlib.so (a DT_NEEDED
 * library found through the rpath $ORIGIN) N times (default 100), sleeping
 * MS milliseconds (default 10) after each, then prints how many calls saw
 * the probe's semaphore set.  With dtrace -c, the library is mapped before
 * the probes are attached, so every firing is seen.
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

extern int sdtlib_fire(long i);

int
main(int argc, char *argv[])
{
	long n = argc > 1 ? atol(argv[1]) : 100, i, enabled = 0;
	long ms = argc > 2 ? atol(argv[2]) : 10;
	struct timespec ts = { ms / 1000, (ms % 1000) * 1000 * 1000 };

	for (i = 0; i < n; i++) {
		enabled += sdtlib_fire(i);
		if (ms > 0)
			nanosleep(&ts, NULL);
	}
	printf("%ld\n", enabled);
	return 0;
}
