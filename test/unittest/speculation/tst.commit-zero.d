/*
 * ASSERTION: commit(0) does nothing, and the rest of its clause runs.
 */
#pragma D option quiet

BEGIN
{
	commit(0);
	x = 1;
}

BEGIN
{
	printf("x = %d\n", x);
	exit(0);
}
