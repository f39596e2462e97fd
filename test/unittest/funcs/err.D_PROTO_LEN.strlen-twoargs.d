/*
 * ASSERTION: strlen() takes one argument, not two.
 */

BEGIN
{
	trace(strlen("a", "b"));
	exit(0);
}
