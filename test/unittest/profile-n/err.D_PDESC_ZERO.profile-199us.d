/*
 * ASSERTION: profile-199us is not a probe: intervals under 200us are refused.
 */

#pragma D option quiet

profile-199us
{
	exit(0);
}
