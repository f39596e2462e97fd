/*
 * ASSERTION: Aggregations printed together have keys of compatible types.
 */

BEGIN
{
	@a[1] = count();
	@b["x"] = count();
	printa(@a, @b);
}
