/*
 * ASSERTION: trunc(@a, n) with n at least the number of entries keeps them
 * all.
 */

#pragma D option quiet

BEGIN
{
	@a["x"] = sum(1);
	@a["y"] = sum(2);
	trunc(@a, 2);
	trunc(@a, 100);
	exit(0);
}
