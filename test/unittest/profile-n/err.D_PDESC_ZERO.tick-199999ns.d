/*
 * ASSERTION: tick-199999ns is not a probe: intervals under 200us are refused.
 */

#pragma D option quiet

tick-199999ns
{
	exit(0);
}
