/*
 * ASSERTION: without -q, print()'s output follows the probe's prefix.
 */
int x;

BEGIN
{
	x = 1;
	print(&x);
	exit(0);
}
