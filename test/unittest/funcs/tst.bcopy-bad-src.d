/*
 * ASSERTION: copying from an unmapped address is an invalid address.
 */
#pragma D option quiet

BEGIN
{
	p = alloca(8);
	bcopy((void *)16, p, 8);
}

BEGIN
{
	printf("next clause\n");
	exit(0);
}
