/*
 * ASSERTION: bcopy() may copy into the middle of alloca() memory.
 */
#pragma D option quiet

int x[1];

BEGIN
{
	x[0] = 0x41424344;
	p = (char *)alloca(16);
	p[0] = '[';
	p[5] = ']';
	p[6] = 0;
	bcopy(x, p + 1, 4);
	printf("%s\n", stringof(p));
	exit(0);
}
