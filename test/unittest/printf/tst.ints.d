/*
 * ASSERTION: The integer conversions %d %i %u %x %X %o.
 */

#pragma D option quiet

BEGIN
{
	printf("%d %i %u\n", 42, -42, 42);
	printf("%x %X %o\n", 255, 255, 8);
	printf("%u %x\n", -1, -1);
	exit(0);
}
