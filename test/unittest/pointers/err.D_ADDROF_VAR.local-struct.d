/*
 * ASSERTION: & of a clause-local struct is refused, as in DTrace.
 */
struct st { int a; };

BEGIN
{
	this->s = *(struct st *)alloca(sizeof(struct st));
	print(&this->s);
	exit(0);
}
