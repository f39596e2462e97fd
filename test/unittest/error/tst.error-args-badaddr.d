/*
 * ASSERTION: dtrace:::ERROR's arguments for a bad address: arg4 is
 * DTRACEFLT_BADADDR (1) and arg5 the address.
 */

#pragma D option quiet

ERROR
{
	printf("%d %d %d %d 0x%x\n", arg1, arg2, arg3, arg4, arg5);
	exit(0);
}

BEGIN
{
	trace(copyinstr(0xdead000));
}
