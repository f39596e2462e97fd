/*
 * ASSERTION: & of a global struct is refused, as in DTrace.
 */
struct { int a; } s;

BEGIN
{
	print(&s);
	exit(0);
}
