/*
 * ASSERTION: trunc(@a, n) keeps the n entries of greatest value.
 */

#pragma D option quiet

BEGIN
{
	@a[1] = sum(40);
	@a[2] = sum(10);
	@a[3] = sum(30);
	@a[4] = sum(20);
	@a[5] = sum(50);
	trunc(@a, 2);
	exit(0);
}
