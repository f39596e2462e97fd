/*
 * ASSERTION: The aggrate option is accepted (every action reads the
 * aggregations afresh here, so it changes nothing).
 */

#pragma D option quiet
#pragma D option aggrate=1ms

BEGIN
{
	@ = count();
	exit(0);
}
