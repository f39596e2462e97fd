/*
 * ASSERTION: the size of bcopy() may be computed at run time.
 */
#pragma D option quiet

uint64_t x[1];

BEGIN
{
	x[0] = 0x0807060504030201;
	p = (uint8_t *)alloca(8);
	*(uint64_t *)p = 0;
	n = 3;
	bcopy(x, p, n);
	printf("%d %d %d %d\n", p[0], p[1], p[2], p[3]);
	exit(0);
}
