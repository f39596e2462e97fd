/*
 * ASSERTION: A string does not compare with a non-zero integer.
 */

BEGIN
{
	trace("abc" == 1);
	exit(0);
}
