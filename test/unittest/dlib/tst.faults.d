/*
 * ASSERTION: the DTRACEFLT_* constants of dlib/unistd.d are the codes
 * dtrace:::ERROR gets in arg4 for real faults: a division by zero and a
 * read from a bad address.
 */
#pragma D option quiet

BEGIN
{
	x = 0;
	trace(1 / x);
}

BEGIN
{
	trace(*(int *)8);
}

ERROR
{
	printf("%d %d %d\n", arg4, arg4 == DTRACEFLT_DIVZERO,
	    arg4 == DTRACEFLT_BADADDR);
}

BEGIN
{
	exit(0);
}
