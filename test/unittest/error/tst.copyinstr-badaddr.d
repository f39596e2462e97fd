/*
 * ASSERTION: copyinstr() of an address that cannot be read faults with
 * "invalid address (ADDR)".
 */

#pragma D option quiet

BEGIN
{
	printf("%s\n", copyinstr(0x1000));
}

BEGIN
{
	printf("next clause\n");
	exit(0);
}
