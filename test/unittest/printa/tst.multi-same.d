/*
 * ASSERTION: One aggregation may be named twice in a printa().
 */

#pragma D option quiet

BEGIN
{
	@a["k"] = sum(7);
	printa("%s %@d %@d\n", @a, @a);
	exit(0);
}
