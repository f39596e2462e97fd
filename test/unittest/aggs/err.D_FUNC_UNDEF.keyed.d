/*
 * ASSERTION: An unknown aggregating function with keys.
 */

BEGIN
{
	@a[1] = nosuch(1);
}
