/*
 * ASSERTION: Profile probes have an empty function: a function names none.
 */

#pragma D option quiet

profile::f:tick-1s
{
	exit(0);
}
