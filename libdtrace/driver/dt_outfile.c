/*
 * dt_outfile.c: writing a whole file at a path the user gave (dtrace -h
 * and -G), without destroying anything.
 *
 * dtrace runs as root and -o takes any path: a device (/dev/full), a
 * symbolic link, a file in a read-only directory.  The content is made in
 * memory first, so that nothing is touched when it cannot be made; then,
 * by what the path names:
 *
 *   nothing: the file is created (O_EXCL, mode 0666 less the umask, as
 *	fopen() makes it) and written.  If writing it fails, it is removed:
 *	the only file dtrace ever removes is a regular file it created in
 *	this run, and only while the path still names that very file (same
 *	device and inode).
 *   a regular file: replaced whole.  The content goes to a new file beside
 *	it (".NAME.XXXXXX", given the old file's owner and mode), renamed over
 *	it once written: a failed write leaves the old file as it was (the new
 *	one is removed).  Where no file can be made beside it (a directory
 *	dtrace may not write), or where it has other hard links (a rename
 *	would part it from them), it is rewritten in place, as DTrace does.
 *   a symbolic link: followed, as DTrace's fopen() follows it; the link
 *	stays.  The file it leads to (realpath()) is handled as above.  A
 *	link to nothing gets the file it names created (open() follows it,
 *	so the kernel's protected_symlinks rules hold).
 *   anything else (a character device, a FIFO, /dev/stdout): written
 *	through, never truncated, renamed nor removed.
 *   a directory: EISDIR.
 *
 * A failure is -1 with the errno of the step that failed: open, write
 * (ENOSPC for /dev/full), close, rename.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <dtrace.h>

/* Write all of buf to fd: 0, or -1 (errno). */
static int
dt_outfile_put(int fd, const void *buf, size_t len)
{
	const char *p = buf;

	while (len > 0) {
		ssize_t n = write(fd, p, len);

		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0)
			return -1;
		if (n == 0) {
			errno = EIO;
			return -1;
		}
		p += n;
		len -= (size_t)n;
	}
	return 0;
}

/* Write buf to fd and close it: 0, or -1 with the first error's errno. */
static int
dt_outfile_finish(int fd, const void *buf, size_t len)
{
	int err = 0;

	if (dt_outfile_put(fd, buf, len) != 0)
		err = errno;
	if (close(fd) != 0 && err == 0 && errno != EINTR)
		err = errno;
	errno = err;
	return err != 0 ? -1 : 0;
}

/* Is path (not followed) the file st describes? */
static int
dt_outfile_same(const char *path, const struct stat *st)
{
	struct stat cur;

	return lstat(path, &cur) == 0 && S_ISREG(cur.st_mode) &&
	    cur.st_dev == st->st_dev && cur.st_ino == st->st_ino;
}

/*
 * Write buf to the file open at fd, which this call created at path (the
 * file path names, links followed, is at real); on failure remove it, if
 * real still names it.
 */
static int
dt_outfile_new(int fd, const char *real, const void *buf, size_t len)
{
	struct stat st;
	int have = fstat(fd, &st) == 0, err;

	if (dt_outfile_finish(fd, buf, len) == 0)
		return 0;
	err = errno;
	if (have && real != NULL && dt_outfile_same(real, &st))
		(void) unlink(real);
	errno = err;
	return -1;
}

/*
 * Replace the regular file at real (st: its status) with a new one made
 * beside it: 0, -1 (errno) on a failure after the new file was made (it is
 * removed; the old one is as it was), or 1 if no file could be made beside
 * it with its owner and mode (nothing done).
 */
static int
dt_outfile_replace(const char *real, const struct stat *st, const void *buf,
    size_t len)
{
	const char *slash = strrchr(real, '/');
	char tmp[PATH_MAX];
	int fd, n, err;

	if (slash == NULL)
		n = snprintf(tmp, sizeof(tmp), ".%s.XXXXXX", real);
	else
		n = snprintf(tmp, sizeof(tmp), "%.*s/.%s.XXXXXX",
		    (int)(slash - real), real, slash + 1);
	if (n < 0 || (size_t)n >= sizeof(tmp))
		return 1;
	if ((fd = mkostemp(tmp, O_CLOEXEC)) < 0)
		return 1;
	/* owner first: fchown() may clear the set-id bits fchmod() sets */
	if (fchown(fd, st->st_uid, st->st_gid) != 0 ||
	    fchmod(fd, st->st_mode & 07777) != 0) {
		close(fd);
		(void) unlink(tmp);
		return 1;
	}
	if (dt_outfile_new(fd, tmp, buf, len) != 0)
		return -1;
	if (rename(tmp, real) != 0) {
		err = errno;
		(void) unlink(tmp);
		errno = err;
		return -1;
	}
	return 0;
}

/* Write through what path leads to (a device, a FIFO, a regular file
   that cannot be replaced): it is never removed. */
static int
dt_outfile_through(const char *path, int trunc, const void *buf, size_t len)
{
	int fd = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC |
	    (trunc ? O_TRUNC : 0));

	if (fd < 0)
		return -1;
	return dt_outfile_finish(fd, buf, len);
}

/* Nothing at path (or a link to nothing): create the file it names. */
static int
dt_outfile_create(const char *path, int link, const void *buf, size_t len)
{
	char real[PATH_MAX];
	int fd;

	/* O_EXCL does not follow a link: a link to nothing is followed */
	fd = open(path, O_WRONLY | O_CREAT | O_NOCTTY | O_CLOEXEC |
	    (link ? 0 : O_EXCL), 0666);
	if (fd < 0)
		return -1;
	if (!link)
		return dt_outfile_new(fd, path, buf, len);
	return dt_outfile_new(fd, realpath(path, real), buf, len);
}

int
dtrace_write_file(const char *path, const void *buf, size_t len)
{
	char real[PATH_MAX];
	struct stat lst, st;
	int rc;

	if (lstat(path, &lst) != 0)
		return errno == ENOENT ? dt_outfile_create(path, 0, buf, len) : -1;
	if (stat(path, &st) != 0) {
		if (errno == ENOENT && S_ISLNK(lst.st_mode))
			return dt_outfile_create(path, 1, buf, len);
		return -1;
	}
	if (S_ISDIR(st.st_mode)) {
		errno = EISDIR;
		return -1;
	}
	if (!S_ISREG(st.st_mode))
		return dt_outfile_through(path, 0, buf, len);
	/*
	 * A regular file, maybe through links: replace the file itself, if
	 * realpath() names the very file (a /proc/PID/fd link to a deleted
	 * file does not), else rewrite it in place.
	 */
	if (st.st_nlink == 1 && realpath(path, real) != NULL &&
	    dt_outfile_same(real, &st) &&
	    (rc = dt_outfile_replace(real, &st, buf, len)) <= 0)
		return rc;
	return dt_outfile_through(path, 1, buf, len);
}
