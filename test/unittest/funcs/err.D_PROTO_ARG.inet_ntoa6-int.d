/*
 * ASSERTION: inet_ntoa6() takes a pointer to struct in6_addr (or void):
 * an int * is refused with DTrace's prototype text.
 */

BEGIN
{
	p = (int *)alloca(16);
	trace(inet_ntoa6(p));
}
