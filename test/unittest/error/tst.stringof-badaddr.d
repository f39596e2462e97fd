/*
 * ASSERTION: stringof() of an address that cannot be read (a user-space
 * address, NULL, an unmapped kernel address) raises DTrace's "invalid
 * address (ADDR)" fault and dtrace:::ERROR, never an empty string.
 */

#pragma D option quiet

BEGIN
{
	printf("[%s]\n", stringof(0x1000));
}

BEGIN
{
	x = stringof(0);
	printf("[%s]\n", x);
}

BEGIN
{
	trace(stringof(0xffff800000000000));
}

ERROR
{
	printf("ERROR fault %d at 0x%x\n", arg4, arg5);
}

BEGIN
{
	printf("%s\n", stringof(probename));
	exit(0);
}
