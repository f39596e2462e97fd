/*
 * ASSERTION: A newline in a string literal is reported at the next line, as DTrace does.
 */

BEGIN
{
	trace("abc
def");
	exit(0);
}
