/*
 * ASSERTION: raise() takes one argument.
 */

BEGIN
{
	raise();
	exit(0);
}
