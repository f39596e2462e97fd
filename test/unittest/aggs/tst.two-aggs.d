/*
 * ASSERTION: Two aggregations print one after the other in order of definition.
 */

#pragma D option quiet

BEGIN
{
	@a = count();
	@b = sum(7);
	exit(0);
}
