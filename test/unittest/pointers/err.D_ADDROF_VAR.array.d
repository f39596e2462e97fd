/*
 * ASSERTION: & of a global array is refused, as in DTrace.
 */
int a[4];

BEGIN
{
	print(&a);
	exit(0);
}
