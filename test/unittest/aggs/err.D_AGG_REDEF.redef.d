/*
 * ASSERTION: An aggregation cannot change its function.
 */

BEGIN
{
	@a = count();
	@a = sum(1);
}
