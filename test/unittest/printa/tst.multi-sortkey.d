/*
 * ASSERTION: aggsortkey sorts the lines of printa(@a, @b) by key.
 */

#pragma D option quiet
#pragma D option aggsortkey

BEGIN
{
	@a["c"] = sum(1);
	@a["a"] = sum(3);
	@b["b"] = sum(2);
	printa(@a, @b);
	exit(0);
}
