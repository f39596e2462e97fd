/*
 * ASSERTION: A void expression is no aggregation key.
 */

BEGIN
{
	@a[1, (void)0] = count();
}
