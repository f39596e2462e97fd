#!/usr/sbin/dtrace -s
/*
 * procsystime.d - analyse the system calls of one process: counts, errors
 *	and elapsed times.  Written in the DTraceToolkit's style
 *	(procsystime), for its test.
 *
 * USAGE:	procsystime.d PID [NAME]
 *
 * Times are printed as "> 0" (they differ between runs).
 */

#pragma D option quiet

dtrace:::BEGIN
{
	printf("Tracing PID %d (%s)... Hit Ctrl-C to end.\n", $1, $$2);
}

syscall:::entry
/pid == $1/
{
	self->start = timestamp;
	@Counts[probefunc] = count();
}

syscall:::return
/self->start/
{
	this->elapsed = timestamp - self->start;
	@Time[probefunc] = min(this->elapsed > 0);
	@Errors[probefunc, errno == ENOENT ? "ENOENT" :
	    errno == EBADF ? "EBADF" : errno == 0 ? "-" : "other"] = count();
	self->start = 0;
}

dtrace:::END
{
	printf("\nSystem Call Counts for PID %d,\n\n", $1);
	printf("%16s %8s\n", "SYSCALL", "COUNT");
	printa("%16s %@8d\n", @Counts);
	printf("\nErrors,\n\n");
	printa("%16s %-8s %@d\n", @Errors);
	printf("\nElapsed Times > 0,\n\n");
	printa("%16s %@d\n", @Time);
}
