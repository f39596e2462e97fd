/*
 * ASSERTION: denormalize() undoes normalize(): values print undivided
 * again.
 */

#pragma D option quiet

BEGIN
{
	@a = sum(500);
	normalize(@a, 10);
	printa(@a);
	denormalize(@a);
	printa(@a);
	exit(0);
}
