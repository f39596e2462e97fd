/*
 * ASSERTION: A keyed aggregation cannot change its function either.
 */

BEGIN
{
	@a["x"] = min(1);
	@a["x"] = max(1);
}
