/*
 * ASSERTION: -Z permits descriptions that match no probe.
 *
 * @@runtest-opts: -q -Z
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
