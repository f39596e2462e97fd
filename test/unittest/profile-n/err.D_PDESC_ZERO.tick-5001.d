/*
 * ASSERTION: tick-5001 (5001 Hz) is not a probe: its interval is under 200us.
 */

#pragma D option quiet

tick-5001
{
	exit(0);
}
