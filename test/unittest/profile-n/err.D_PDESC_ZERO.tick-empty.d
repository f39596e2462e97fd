/*
 * ASSERTION: tick- is not a probe: there is no number.
 */

#pragma D option quiet

profile:::tick-
{
	exit(0);
}
