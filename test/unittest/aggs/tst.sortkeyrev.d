/*
 * ASSERTION: aggsortkey with aggsortrev: keys descending.
 */

#pragma D option quiet
#pragma D option aggsortkey
#pragma D option aggsortrev

BEGIN
{
	@[1, "b"] = count();
	@[2, "a"] = count();
	@[1, "a"] = count();
	@[2, "a"] = count();
	exit(0);
}
