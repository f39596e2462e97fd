/*
 * ASSERTION: normalize(@a, n) prints @a's values divided by n (rounded
 * down); the stored values do not change.
 */

#pragma D option quiet

BEGIN
{
	@a["x"] = sum(1000);
	@a["y"] = sum(2599);
	normalize(@a, 100);
	exit(0);
}
