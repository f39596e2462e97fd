/*
 * ASSERTION: print() takes one argument.
 */
int x[1];

BEGIN
{
	print(x, x);
	exit(1);
}
