/*
 * sdt-memfd [N [MS]]: a stapsdt probe in an object that has no file name:
 * it copies libsdtlib.so (from its own directory) into a memfd_create()
 * file, dlopen()s /proc/self/fd/FD (the mapping shows as
 * "/memfd:libsdtlib.so (deleted)", as with libstapsdt), prints "ready",
 * then calls sdtlib_fire(i) N times (default 1000), sleeping MS ms
 * (default 10) after each, and prints how many calls saw the semaphore
 * set.  The library is loaded after startup, so trace it with -p once
 * "ready" is printed.
 */
#define _GNU_SOURCE	/* memfd_create() */
#include <dlfcn.h>
#include <fcntl.h>
#include <libgen.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/mman.h>

/* Copy the file at path into a new memfd; the fd or -1. */
static int
copy_to_memfd(const char *path)
{
	char buf[65536];
	ssize_t n;
	int in, fd;

	if ((in = open(path, O_RDONLY)) == -1)
		return -1;
	if ((fd = memfd_create("libsdtlib.so", 0)) == -1) {
		close(in);
		return -1;
	}
	while ((n = read(in, buf, sizeof(buf))) > 0) {
		if (write(fd, buf, n) != n) {
			n = -1;
			break;
		}
	}
	close(in);
	if (n < 0) {
		close(fd);
		return -1;
	}
	return fd;
}

/* sdtlib_fire() of libsdtlib.so loaded from a memfd, or exit 1. */
static int (*load_fire(void))(long)
{
	char exe[PATH_MAX], lib[PATH_MAX + 32], fdpath[64];
	ssize_t n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
	void *h, *sym;
	int fd;

	if (n <= 0) {
		perror("sdt-memfd: /proc/self/exe");
		exit(1);
	}
	exe[n] = '\0';
	snprintf(lib, sizeof(lib), "%s/libsdtlib.so", dirname(exe));
	if ((fd = copy_to_memfd(lib)) == -1) {
		perror(lib);
		exit(1);
	}
	snprintf(fdpath, sizeof(fdpath), "/proc/self/fd/%d", fd);
	if ((h = dlopen(fdpath, RTLD_NOW)) == NULL ||
	    (sym = dlsym(h, "sdtlib_fire")) == NULL) {
		fprintf(stderr, "sdt-memfd: %s\n", dlerror());
		exit(1);
	}
	return (int (*)(long))sym;
}

int
main(int argc, char *argv[])
{
	long n = argc > 1 ? atol(argv[1]) : 1000, i, enabled = 0;
	long ms = argc > 2 ? atol(argv[2]) : 10;
	struct timespec ts = { ms / 1000, (ms % 1000) * 1000 * 1000 };
	int (*fire)(long) = load_fire();

	printf("ready\n");
	fflush(stdout);
	for (i = 0; i < n; i++) {
		enabled += fire(i);
		if (ms > 0)
			nanosleep(&ts, NULL);
	}
	printf("%ld\n", enabled);
	return 0;
}
