/*
 * ASSERTION: Shifts of 64-bit values.
 */

#pragma D option quiet

BEGIN
{
	printf("%d %d\n", (long long)1 << 40, (long long)1 << 62);
	printf("%d\n", 1024 >> 3);
	printf("%d\n", -16 >> 2);
	exit(0);
}
