/*
 * ASSERTION: exit() in ERROR ends tracing with its status; the faulting
 * clause's exit() after the fault never runs.
 */

#pragma D option quiet

ERROR
{
	printf("error fired\n");
	exit(0);
}

BEGIN
{
	trace(copyinstr(0));
	exit(1);
}
