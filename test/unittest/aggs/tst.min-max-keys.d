/*
 * ASSERTION: min() and max() per key; the first value of a key is taken
 * whatever it is, so negative and zero extremes work.
 */

#pragma D option quiet

BEGIN
{
	@mn["a"] = min(0);
	@mn["a"] = min(5);
	@mn["b"] = min(-10);
	@mn["b"] = min(-20);
	@mx["a"] = max(-5);
	@mx["a"] = max(-3);
	@mx["b"] = max(0);
	exit(0);
}
