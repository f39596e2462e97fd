/*
 * libsdtlib.so: a shared library with a stapsdt probe, for probes in
 * ET_DYN objects other than the executable.  sdtlib_fire(i) fires
 * sdtlib:fire with arguments i and 2 * i; the probe has a semaphore in the
 * library (so its reference counter offset is in the library too), and
 * sdtlib_fire() returns whether it was set.  Used by sdt-lib (linked with
 * it) and sdt-memfd (which loads it from a memfd).
 */
#define _SDT_HAS_SEMAPHORES 1
#include <sys/sdt.h>

unsigned short sdtlib_fire_semaphore __attribute__((section(".probes")));

int
sdtlib_fire(long i)
{
	STAP_PROBE2(sdtlib, fire, i, 2 * i);
	return sdtlib_fire_semaphore != 0;
}
