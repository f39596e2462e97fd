/*
 * ASSERTION: probeprov, probemod, probefunc and probename of a tick probe.
 */

#pragma D option quiet

profile:::tick-10ms
{
	printf("%s:%s:%s:%s\n", probeprov, probemod, probefunc, probename);
	exit(0);
}
