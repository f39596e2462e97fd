/*
 * ASSERTION: A unit without a number is not a probe.
 */

#pragma D option quiet

tick-ms
{
	exit(0);
}
