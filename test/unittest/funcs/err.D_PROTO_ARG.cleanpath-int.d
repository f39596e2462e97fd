/*
 * ASSERTION: cleanpath() takes a string.
 */

BEGIN
{
	trace(cleanpath(2));
	exit(0);
}
