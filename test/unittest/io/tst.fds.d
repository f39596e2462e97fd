/*
 * fds[]: the trigger's descriptors at each getppid() it makes.  First fd 3
 * is known-file.txt (path /var/tmp/io-fds.XXXXXX/known-file.txt: the
 * random part is masked) opened read-only after a read of 10 bytes, and fd 4 the
 * same file write-only with O_APPEND; fd 0 is then a pipe (file system
 * pipefs, a dentry without a parent: path "/"); an fd that is not open, or a negative one, is "<none>".
 * @@trigger: io-fds
 */
#pragma D option quiet

syscall::getppid:entry
/pid == $target && n++ == 0/
{
	printf("fd 3: name %s offset %d rdonly %d fs %s\n", fds[3].fi_name,
	    fds[3].fi_offset, (fds[3].fi_oflags & O_ACCMODE) == O_RDONLY,
	    fds[3].fi_fs);
	printf("fd 3: path %s dir %s\n", fds[3].fi_pathname, fds[3].fi_dirname);
	printf("fd 4: name %s offset %d wronly %d append %d\n", fds[4].fi_name,
	    fds[4].fi_offset, (fds[4].fi_oflags & O_ACCMODE) == O_WRONLY,
	    (fds[4].fi_oflags & O_APPEND) != 0);
	printf("fd 99: %s, fd -1: %s %d\n", fds[99].fi_name, fds[-1].fi_fs,
	    fds[-1].fi_oflags);
}

syscall::getppid:entry
/pid == $target && n == 2/
{
	this->f = fds[0];
	printf("fd 0: fs %s rdonly %d name \"%s\" path %s\n", this->f.fi_fs,
	    (this->f.fi_oflags & O_ACCMODE) == O_RDONLY, this->f.fi_name,
	    this->f.fi_pathname);
}
