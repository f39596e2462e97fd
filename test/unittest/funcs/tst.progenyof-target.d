/*
 * ASSERTION: a process started by dtrace -c is progeny of itself and of
 * dtrace; dtrace is not progeny of it.
 *
 * @@trigger: sdt-once
 */
#pragma D option quiet

BEGIN
{
	dtrace_pid = pid;
}

test_prov$target:::once
{
	printf("%d %d %d\n", progenyof($target), progenyof(dtrace_pid),
	    progenyof(ppid));
}

END
{
	printf("%d\n", progenyof($target));
}
