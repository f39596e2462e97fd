/*
 * ASSERTION: profile-10000hz is not a probe: its interval is under 200us.
 */

#pragma D option quiet

profile-10000hz
{
	exit(0);
}
