/*
 * ASSERTION: dirname() takes one argument.
 */

BEGIN
{
	trace(dirname("a", "b"));
	exit(0);
}
