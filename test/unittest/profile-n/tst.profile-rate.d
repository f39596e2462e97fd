/*
 * ASSERTION: profile-97 (of the default set) fires. (A tick reports it, as profile
 * probes fire on every CPU at once.)
 */

#pragma D option quiet

BEGIN
{
	fired = 0;
}

profile-97
{
	fired = 1;
}

tick-50ms
/fired/
{
	printf("fired\n");
	exit(0);
}
