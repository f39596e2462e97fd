/*
 * ASSERTION: alloca() returns 8-byte aligned memory: allocations of 1 and
 * 9 bytes take 8 and 16.
 */
#pragma D option quiet

BEGIN
{
	a = (char *)alloca(1);
	b = (char *)alloca(9);
	c = (char *)alloca(1);
	printf("%d %d %d\n", b - a, c - b, ((uint64_t)a & 7) == 0);
	exit(0);
}
