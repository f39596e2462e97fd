/*
 * ASSERTION: An aggregation has no value to compare.
 */

BEGIN
{
	@a = count();
	y = @a > 1;
}
