/*
 * ASSERTION: A word DTrace's scanner knows (a built-in variable) is quoted
 * alone in a syntax error: the scanner did not look past it.
 */

BEGIN
{
	trace(timestamp timestamp); exit(0);
}
