/*
 * ASSERTION: A later normalize() replaces the divisor; it applies to the
 * entries added after it too.
 */

#pragma D option quiet

BEGIN
{
	@a["x"] = sum(600);
	normalize(@a, 10);
	normalize(@a, 100);
	exit(0);
}

END
{
	@a["y"] = sum(900);
}
