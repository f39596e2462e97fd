/*
 * ASSERTION: a negative bcopy() size is an invalid size.
 */
#pragma D option quiet

BEGIN
{
	x = 1;
	p = alloca(8);
	n = -1;
	bcopy(&x, p, n);
}

BEGIN
{
	printf("next clause\n");
	exit(0);
}
