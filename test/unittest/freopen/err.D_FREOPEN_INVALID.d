/*
 * ASSERTION: freopen(".") is refused at compile time (DTrace's sentinel
 * for restoring the output).
 */

#pragma D option destructive

BEGIN
{
	freopen(".");
	exit(0);
}
