/*
 * ASSERTION: & of a thread-local struct is refused, as in DTrace.
 */
struct st { int a; };
self struct st s;

BEGIN
{
	print(&self->s);
	exit(0);
}
