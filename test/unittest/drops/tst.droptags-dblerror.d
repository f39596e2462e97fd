/*
 * ASSERTION: with #pragma D option droptags, a fault in an ERROR clause is
 * reported as [DTRACEDROP_DBLERROR] "1 error in ERROR probe enabling".
 */
#pragma D option quiet
#pragma D option droptags

BEGIN
{
	z = 0;
}

ERROR
{
	x = 1 / z;
}

ERROR
{
	exit(0);
}

BEGIN
{
	trace(copyinstr(0));
}
