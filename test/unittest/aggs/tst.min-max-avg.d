/*
 * ASSERTION: min(), max() and avg().
 */

#pragma D option quiet

BEGIN
{
	@mn = min(5);
	@mn = min(-3);
	@mx = max(5);
	@mx = max(-3);
	@av = avg(2);
	@av = avg(4);
	exit(0);
}
