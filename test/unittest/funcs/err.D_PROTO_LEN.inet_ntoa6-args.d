/*
 * ASSERTION: inet_ntoa6() takes one or two arguments.
 */

BEGIN
{
	trace(inet_ntoa6((struct in6_addr *)alloca(16), 1, 2));
	exit(0);
}
