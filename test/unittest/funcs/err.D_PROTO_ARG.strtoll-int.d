/*
 * ASSERTION: strtoll() takes a string.
 */

BEGIN
{
	trace(strtoll(12));
	exit(0);
}
