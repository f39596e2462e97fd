/*
 * ASSERTION: chill()'s argument is checked against its prototype (int)
 * before chill() itself is refused, as DTrace checks it.
 */

#pragma D option destructive

BEGIN
{
	chill("1000");
}
