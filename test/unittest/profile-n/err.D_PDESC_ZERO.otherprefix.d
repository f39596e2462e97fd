/*
 * ASSERTION: Only profile-N and tick-N are profile probes.
 */

#pragma D option quiet

profile:::tock-1s
{
	exit(0);
}
