/*
 * ASSERTION: sym() takes one argument.
 */

BEGIN
{
	sym(1, 2);
	exit(0);
}
