/*
 * ASSERTION: raise() is destructive: without -w, tracing does not start.
 */

#pragma D option quiet

BEGIN
{
	raise(SIGUSR1);
	exit(0);
}
