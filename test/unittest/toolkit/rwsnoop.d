#!/usr/sbin/dtrace -s
/*
 * rwsnoop.d - snoop read/write events of one process.
 *	Written in the DTraceToolkit's style (rwsnoop), for its test.
 *
 * USAGE:	rwsnoop.d PID
 *
 *		UID	user ID
 *		CMD	process name
 *		D	direction, Read or Write
 *		BYTES	total bytes during the call
 *		FILE	file pathname
 */

#pragma D option quiet
#pragma D option switchrate=10hz

dtrace:::BEGIN
{
	printf("%5s %-12s %1s %7s %s\n", "UID", "CMD", "D", "BYTES", "FILE");
}

syscall::read:entry,
syscall::write:entry
/pid == $1/
{
	self->ok = 1;
	self->fd = arg0;
}

syscall::read:return,
syscall::write:return
/self->ok/
{
	this->dir = probefunc == "read" ? "R" : "W";
	this->file = fds[self->fd].fi_pathname;
	this->ro = (fds[self->fd].fi_oflags & O_ACCMODE) == O_RDONLY;
	printf("%5d %-12.12s %1s %7d %s%s\n", uid, execname, this->dir,
	    (int)arg0, this->file, this->ro ? " (O_RDONLY)" : "");
	self->ok = 0;
	self->fd = 0;
}

proc:::exit
/pid == $1/
{
	exit(0);
}
