/*
 * ASSERTION: stack() is an aggregation key; an (empty) kernel stack prints
 * as a newline, then the value on its own line.
 */

#pragma D option quiet

BEGIN
{
	@[stack()] = count();
	@[stack()] = count();
	@s[stack(5), 7] = sum(3);
	exit(0);
}
