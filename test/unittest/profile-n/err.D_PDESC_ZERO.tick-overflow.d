/*
 * ASSERTION: A number too large for the interval creates no probe.
 */

#pragma D option quiet

tick-99999999999999999999d
{
	exit(0);
}
