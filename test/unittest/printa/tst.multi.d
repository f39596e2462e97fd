/*
 * ASSERTION: printa(@a, @b) prints one line per key of either: the key,
 * then @a's value, then @b's; sorted by @a's value, then by key.  A key
 * missing from one aggregation shows 0 there.
 */

#pragma D option quiet

BEGIN
{
	@a["x"] = count();
	@a["x"] = count();
	@a["y"] = count();
	@b["x"] = sum(100);
	@b["z"] = sum(5);
	printa(@a, @b);
	exit(0);
}
