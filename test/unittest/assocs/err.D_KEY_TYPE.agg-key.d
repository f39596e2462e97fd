/*
 * ASSERTION: an aggregation is no key of an associative array: DTrace's
 * D_KEY_TYPE, naming the key's position.
 */

BEGIN
{
	@calls = count();
	names["x", @calls] = 1;
	exit(0);
}
