/*
 * ASSERTION: A subscripted aggregation alone as a statement has no effect.
 */

BEGIN
{
	@a[1];
}
