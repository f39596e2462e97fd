/*
 * ASSERTION: substr()'s index must be an integer.
 */

BEGIN
{
	trace(substr("abc", "b"));
	exit(0);
}
