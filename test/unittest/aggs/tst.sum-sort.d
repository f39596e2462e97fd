/*
 * ASSERTION: Aggregation rows are sorted by value, ascending.
 */

#pragma D option quiet

BEGIN
{
	@s[1] = sum(30);
	@s[2] = sum(10);
	@s[3] = sum(20);
	exit(0);
}
