/*
 * ASSERTION: An aggregation must be assigned an aggregating function, not a value.
 */

BEGIN
{
	@a = 3;
}
