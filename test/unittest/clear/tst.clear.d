/*
 * ASSERTION: clear() zeroes an aggregation's values and keeps its keys:
 * they print with value 0.
 */

#pragma D option quiet

BEGIN
{
	@a["x"] = sum(10);
	@a["y"] = sum(20);
	clear(@a);
	exit(0);
}
