/*
 * ASSERTION: dtrace:::ERROR's arguments for a division by zero: arg0 0,
 * arg1 the enabled probe ID of the faulting clause, arg2 the action (1-based),
 * arg3 -1 (no DIF offset), arg4 DTRACEFLT_DIVZERO (4), arg5 0.
 */

#pragma D option quiet

ERROR
{
	printf("%d %d %d %d %d %d\n", arg0, arg1, arg2, arg3, arg4, arg5);
	exit(0);
}

BEGIN
{
	z = 0;
	x = 1;
	y = x / z;
}
