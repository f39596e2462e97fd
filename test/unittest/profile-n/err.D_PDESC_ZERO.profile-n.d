/*
 * ASSERTION: profile-n is not a probe: there is no number.
 */

#pragma D option quiet

profile-n
{
	exit(0);
}
