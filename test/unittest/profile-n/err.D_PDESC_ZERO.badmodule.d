/*
 * ASSERTION: Profile probes have an empty module: a module names none.
 */

#pragma D option quiet

profile:vmlinux::tick-1s
{
	exit(0);
}
