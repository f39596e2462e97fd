/*
 * ASSERTION: tick-0 is not a probe: the rate must be more than 0.
 */

#pragma D option quiet

tick-0
{
	exit(0);
}
