/*
 * ASSERTION: switchrate takes a frequency or an interval.
 *
 * @@runtest-opts: -xswitchrate=100ms
 */

#pragma D option quiet
#pragma D option switchrate=10hz

BEGIN
{
	printf("ok\n");
	exit(0);
}
