/*
 * ASSERTION: strlen() takes one argument.
 */

BEGIN
{
	trace(strlen());
	exit(0);
}
