/*
 * ASSERTION: bcopy() copies kernel memory (here a global variable) into
 * alloca() memory.
 */
#pragma D option quiet

uint64_t x[1];

BEGIN
{
	x[0] = 0x1122334455667788;
	p = (uint64_t *)alloca(8);
	bcopy(x, p, 8);
	printf("%x\n", *p);
	exit(0);
}
