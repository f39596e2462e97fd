/*
 * ASSERTION: tick--1s is not a probe: the number has no sign.
 */

#pragma D option quiet

tick--1s
{
	exit(0);
}
