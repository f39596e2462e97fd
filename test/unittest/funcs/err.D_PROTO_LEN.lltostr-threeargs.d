/*
 * ASSERTION: lltostr() takes one or two arguments.
 */

BEGIN
{
	trace(lltostr(1, 10, 1));
	exit(0);
}
