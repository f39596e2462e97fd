/*
 * ASSERTION: Among equal values trunc() keeps the greatest keys (the order
 * of values then keys, descending).
 */

#pragma D option quiet

BEGIN
{
	@a[1] = count();
	@a[2] = count();
	@a[3] = count();
	@a[4] = count();
	trunc(@a, 2);
	exit(0);
}
