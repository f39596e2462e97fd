/*
 * ASSERTION: count() keyed by an int: keys " %8d", sorted by value.
 */

#pragma D option quiet

BEGIN
{
	@c[2] = count();
	@c[1] = count();
	@c[2] = count();
	exit(0);
}
