/*
 * ASSERTION: profile-4999, near the highest rate, fires. (A tick reports it, as profile
 * probes fire on every CPU at once.)
 */

#pragma D option quiet

BEGIN
{
	fired = 0;
}

profile-4999
{
	fired = 1;
}

tick-50ms
/fired/
{
	printf("fired\n");
	exit(0);
}
