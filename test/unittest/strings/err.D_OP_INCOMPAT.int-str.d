/*
 * ASSERTION: An integer does not compare with a string.
 */

BEGIN
{
	trace(pid < "abc");
	exit(0);
}
