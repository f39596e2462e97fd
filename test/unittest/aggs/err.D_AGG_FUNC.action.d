/*
 * ASSERTION: An aggregation must be assigned an aggregating function, not an action.
 */

BEGIN
{
	@a["x"] = exit(0);
}
