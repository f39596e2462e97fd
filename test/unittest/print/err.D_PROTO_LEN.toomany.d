/*
 * ASSERTION: print() takes one argument.
 */
int x;

BEGIN
{
	print(&x, &x);
	exit(1);
}
