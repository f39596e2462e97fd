/*
 * io-fds.c: opens files at known descriptors and calls getppid() with
 * each in place, for fds[] tests: first fd 3 is known-file.txt (in a new
 * directory under /var/tmp), opened read-only, after a read of 10 of its
 * 100 bytes, and fd 4 the same file opened write-only with O_APPEND; then
 * fd 0 is the read end of a pipe.  Everything is removed at the end.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int
main(void)
{
	char dir[] = "/var/tmp/io-fds.XXXXXX", path[64], buf[100];
	int fd, p[2];

	memset(buf, 'y', sizeof(buf));
	if (mkdtemp(dir) == NULL)
		return 1;
	snprintf(path, sizeof(path), "%s/known-file.txt", dir);
	fd = open(path, O_CREAT | O_WRONLY | O_TRUNC, 0600);
	if (fd < 0 || write(fd, buf, sizeof(buf)) != sizeof(buf))
		return 1;
	close(fd);
	if (dup2(open(path, O_RDONLY), 3) != 3 || read(3, buf, 10) != 10 ||
	    dup2(open(path, O_WRONLY | O_APPEND), 4) != 4)
		return 1;
	getppid();
	if (pipe(p) != 0 || dup2(p[0], 0) != 0)
		return 1;
	getppid();
	unlink(path);
	rmdir(dir);
	return 0;
}
