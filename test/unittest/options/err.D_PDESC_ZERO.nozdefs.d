/*
 * ASSERTION: Without zdefs a description must match a probe.
 */

nosuchprov:::nosuchprobe
{
	trace(1);
}

BEGIN
{
	printf("ok\n");
	exit(0);
}
