/*
 * io-direct.c: one direct-I/O write of 64 KiB (O_DIRECT, so the page cache
 * is bypassed and the write is one bio submitted by this process), then
 * fsync() and one direct read of the same 64 KiB, to a temporary file in
 * /var/tmp (a disk, not tmpfs) that it removes.  For the io provider's
 * tests: io:::start of these fires in this process.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define SIZE	65536

int
main(void)
{
	char path[] = "/var/tmp/io-direct.XXXXXX";
	void *buf;
	int fd = mkstemp(path);

	if (fd < 0 || posix_memalign(&buf, 4096, SIZE) != 0) {
		perror("io-direct");
		return 1;
	}
	close(fd);
	fd = open(path, O_RDWR | O_DIRECT);
	unlink(path);
	if (fd < 0) {
		perror("io-direct: O_DIRECT");
		return 1;
	}
	memset(buf, 'x', SIZE);
	if (pwrite(fd, buf, SIZE, 0) != SIZE || fsync(fd) != 0 ||
	    pread(fd, buf, SIZE, 0) != SIZE) {
		perror("io-direct: write");
		return 1;
	}
	close(fd);
	free(buf);
	return 0;
}
