/*
 * ASSERTION: trunc()'s count may be any scalar expression, evaluated when
 * the probe fires.
 */

#pragma D option quiet

BEGIN
{
	n = 2;
	@a[1] = sum(1);
	@a[2] = sum(2);
	@a[3] = sum(3);
	@a[4] = sum(4);
	trunc(@a, n + 1);
	exit(0);
}
