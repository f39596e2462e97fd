/*
 * ASSERTION: a negative size is out of scratch space.
 */
#pragma D option quiet

BEGIN
{
	sz = -8;
	alloca(sz);
}

BEGIN
{
	printf("next clause\n");
	exit(0);
}
