/*
 * ASSERTION: strtok()'s delimiters are a string.
 */

BEGIN
{
	trace(strtok("abc", 1));
	exit(0);
}
