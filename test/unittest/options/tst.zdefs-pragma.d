/*
 * ASSERTION: #pragma D option zdefs permits descriptions that match no probe.
 */

#pragma D option zdefs
#pragma D option quiet

nosuchprov:::nosuchprobe
{
	trace(1);
}

BEGIN
{
	printf("ok\n");
	exit(0);
}
