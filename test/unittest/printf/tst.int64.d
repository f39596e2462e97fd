/*
 * ASSERTION: printf() of 64-bit values.
 */

#pragma D option quiet

BEGIN
{
	printf("%d %d\n", 4294967296, -4294967296);
	printf("%x\n", 0x123456789a);
	printf("%u\n", (unsigned long long)-1);
	exit(0);
}
