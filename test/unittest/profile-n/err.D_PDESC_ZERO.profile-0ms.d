/*
 * ASSERTION: profile-0ms is not a probe: the interval must be more than 0.
 */

#pragma D option quiet

profile:::profile-0ms
{
	exit(0);
}
