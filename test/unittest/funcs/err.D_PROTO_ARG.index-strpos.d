/*
 * ASSERTION: index()'s position must be an integer.
 */

BEGIN
{
	trace(index("abc", "b", "c"));
	exit(0);
}
