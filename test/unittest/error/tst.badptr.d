/*
 * ASSERTION: Reading through a NULL pointer faults with "invalid address
 * (0x0)"; ERROR sees DTRACEFLT_BADADDR (1) and the address.
 */

#pragma D option quiet

ERROR
{
	printf("%d %d %d %d %d\n", arg1, arg2, arg3, arg4, arg5);
	exit(0);
}

BEGIN
{
	*(char *)NULL;
}
