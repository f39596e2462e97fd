/*
 * ASSERTION: trunc(@a) removes every entry: nothing prints at exit.
 */

#pragma D option quiet

BEGIN
{
	@a["x"] = count();
	@a["y"] = count();
	@b = count();
	trunc(@a);
	exit(0);
}
