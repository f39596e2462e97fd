/*
 * ASSERTION: tick-1foo is not a probe: "foo" is not a unit.
 */

#pragma D option quiet

tick-1foo
{
	exit(0);
}
