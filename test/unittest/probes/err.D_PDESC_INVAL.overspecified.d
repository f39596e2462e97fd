/*
 * ASSERTION: Five fields are an overspecified probe description.
 */

profile::::tick-1sec
{
	exit(0);
}
