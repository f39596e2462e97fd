/*
 * ASSERTION: strchr()'s character must be an integer, not a string.
 */

BEGIN
{
	trace(strchr("abc", "b"));
	exit(0);
}
