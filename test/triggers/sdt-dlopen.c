/*
 * sdt-dlopen [N [WAITFILE [ROUNDS]]]: loads libsdtlib.so (from its own
 * directory) with dlopen() after it has started, calls sdtlib_fire(i) for
 * i = 0..N-1 (default 10) with no pause, prints how many calls saw the
 * semaphore set, and closes (unmaps) the library; ROUNDS times (default 1),
 * then exits.  With WAITFILE (or "-" for none), it first waits until that
 * file exists (so a test can attach with -p before the dlopen()).  Traced
 * with -c, dtrace must see the library's probes from the first call.
 */
#include <dlfcn.h>
#include <libgen.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int
main(int argc, char *argv[])
{
	long n = argc > 1 ? atol(argv[1]) : 10, i, enabled, round;
	long rounds = argc > 3 ? atol(argv[3]) : 1;
	char self[PATH_MAX], lib[PATH_MAX + 32];
	int (*fire)(long);
	ssize_t len;
	void *h;

	while (argc > 2 && strcmp(argv[2], "-") != 0 && access(argv[2], F_OK) != 0)
		usleep(10000);
	if ((len = readlink("/proc/self/exe", self, sizeof(self) - 1)) < 0)
		return 1;
	self[len] = '\0';
	snprintf(lib, sizeof(lib), "%s/libsdtlib.so", dirname(self));
	for (round = 0; round < rounds; round++) {
		if ((h = dlopen(lib, RTLD_NOW)) == NULL ||
		    (fire = (int (*)(long))dlsym(h, "sdtlib_fire")) == NULL) {
			fprintf(stderr, "sdt-dlopen: %s\n", dlerror());
			return 1;
		}
		for (i = 0, enabled = 0; i < n; i++)
			enabled += fire(i);
		printf("%ld\n", enabled);
		fflush(stdout);
		dlclose(h);
	}
	return 0;
}
