/*
 * ASSERTION: profile-1us is not a probe: intervals under 200us are refused.
 */

#pragma D option quiet

profile-1us
{
	exit(0);
}
