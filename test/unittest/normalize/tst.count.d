/*
 * ASSERTION: normalize() of a count: events per second from a count over
 * an interval of n seconds, the usual use.
 */

#pragma D option quiet

BEGIN
{
	@ = count(); @ = count(); @ = count(); @ = count();
	@ = count(); @ = count(); @ = count(); @ = count();
	normalize(@, 4);
	exit(0);
}
