/*
 * ASSERTION: speculate(0) (a failed speculation()) records nothing, but
 * the clause's other effects happen.
 */
#pragma D option quiet

BEGIN
{
	speculate(0);
	printf("not recorded\n");
	x = 3;
}

BEGIN
{
	printf("x = %d\n", x);
	exit(0);
}
