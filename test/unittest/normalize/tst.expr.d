/*
 * ASSERTION: normalize()'s divisor may be any scalar expression.
 */

#pragma D option quiet

BEGIN
{
	secs = 3;
	@a = sum(99);
	normalize(@a, secs * 11);
	exit(0);
}
