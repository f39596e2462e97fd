/*
 * ASSERTION: substr() takes at most three arguments.
 */

BEGIN
{
	trace(substr("abc", 1, 1, 1));
	exit(0);
}
