/*
 * ASSERTION: -x zdefs permits descriptions that match no probe.
 *
 * @@runtest-opts: -q -xzdefs
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
