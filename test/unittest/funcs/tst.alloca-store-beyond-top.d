/*
 * ASSERTION: writing past what was allocated is an invalid address; the
 * write does not happen.
 */
#pragma D option quiet

BEGIN
{
	a = (int *)alloca(8);
	a[2] = 1;
}

BEGIN
{
	printf("next clause\n");
	exit(0);
}
