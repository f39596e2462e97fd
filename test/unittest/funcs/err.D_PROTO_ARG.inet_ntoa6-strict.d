/*
 * ASSERTION: inet_ntoa6()'s second argument must be an integer constant.
 */

BEGIN
{
	x = 1;
	trace(inet_ntoa6((struct in6_addr *)alloca(16), x));
	exit(0);
}
