/*
 * ASSERTION: reading past what was allocated is an invalid address.
 */
#pragma D option quiet

BEGIN
{
	a = (char *)alloca(4);
	trace(a[8]);
}

BEGIN
{
	printf("next clause\n");
	exit(0);
}
