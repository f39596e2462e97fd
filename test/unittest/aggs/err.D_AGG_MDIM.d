/*
 * ASSERTION: An aggregation is not a multi-dimensional array.
 */

BEGIN
{
	@a[1][2] = count();
}
