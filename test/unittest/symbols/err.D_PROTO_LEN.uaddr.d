/*
 * ASSERTION: uaddr() takes one argument.
 */

BEGIN
{
	uaddr();
	exit(0);
}
