/*
 * ASSERTION: clear() clears only the aggregation named.
 */

#pragma D option quiet

BEGIN
{
	@a = sum(1);
	@b = sum(2);
	clear(@a);
	exit(0);
}
