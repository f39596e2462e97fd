/*
 * ASSERTION: The address of an aggregation.
 */

BEGIN
{
	@n = count();
	trace(&@n);
	exit(0);
}
