/*
 * ASSERTION: A key must be compatible with the first use of the key: int and string are not.
 */

BEGIN
{
	@a[1, "x"] = count();
	@a["y", "x"] = count();
}
