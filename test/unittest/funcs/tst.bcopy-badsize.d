/*
 * ASSERTION: a negative bcopy() size is an invalid size.
 */
#pragma D option quiet

int x[1];

BEGIN
{
	x[0] = 1;
	p = alloca(8);
	n = -1;
	bcopy(x, p, n);
}

BEGIN
{
	printf("next clause\n");
	exit(0);
}
