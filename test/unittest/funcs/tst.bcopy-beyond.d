/*
 * ASSERTION: copying more than was allocated is an invalid size.
 */
#pragma D option quiet

BEGIN
{
	x = 1;
	p = alloca(4);
	bcopy(&x, p, 16);
}

BEGIN
{
	printf("next clause\n");
	exit(0);
}
