/*
 * ASSERTION: aggsortkeypos=1 compares keys from the second element on (then
 * the first); an out-of-range position means the first.
 */

#pragma D option quiet
#pragma D option aggsortkey
#pragma D option aggsortkeypos=1

BEGIN
{
	@a[1, "c"] = count();
	@a[2, "b"] = count();
	@a[3, "a"] = count();
	@b[3] = count();
	@b[1] = count();
	@b[2] = count();
	exit(0);
}
