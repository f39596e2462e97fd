/*
 * ASSERTION: toupper() takes one argument.
 */

BEGIN
{
	trace(toupper());
	exit(0);
}
