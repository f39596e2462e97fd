/*
 * ASSERTION: A newline in a character constant is reported at the next line.
 */

BEGIN
{
	trace('a
');
	exit(0);
}
