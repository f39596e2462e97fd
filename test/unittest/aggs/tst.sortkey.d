/*
 * ASSERTION: aggsortkey sorts by key instead of value.
 */

#pragma D option quiet
#pragma D option aggsortkey

BEGIN
{
	@["c"] = sum(1);
	@["a"] = sum(3);
	@["b"] = sum(2);
	exit(0);
}
