/*
 * ASSERTION: tick-1.5s is not a probe: the number is an integer.
 */

#pragma D option quiet

tick-1.5s
{
	exit(0);
}
