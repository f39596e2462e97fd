/*
 * ASSERTION: copying more than was allocated is an invalid size.
 */
#pragma D option quiet

int64_t x[2];

BEGIN
{
	x[0] = 1;
	p = alloca(4);
	bcopy(x, p, 16);
}

BEGIN
{
	printf("next clause\n");
	exit(0);
}
