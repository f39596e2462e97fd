/*
 * ASSERTION: The usual interval pattern, printa() then clear(): the
 * printa() sees the values, the final print at exit is skipped.
 */

#pragma D option quiet

BEGIN
{
	@[1] = sum(7);
	@[2] = sum(3);
	printa("%d %@d\n", @);
	clear(@);
	printa("%d %@d\n", @);
	exit(0);
}
