/*
 * ASSERTION: discard(0) does nothing, and the rest of its clause runs.
 */
#pragma D option quiet

BEGIN
{
	discard(0);
	x = 2;
}

BEGIN
{
	printf("x = %d\n", x);
	exit(0);
}
