/*
 * ASSERTION: copyinstr(addr, size) of a bad address faults too, in the
 * action it is in.
 */

#pragma D option quiet

BEGIN
{
	a = 1;
	b = 2;
	printf("%s\n", copyinstr(0x2000, 10));
}

BEGIN
{
	exit(0);
}
