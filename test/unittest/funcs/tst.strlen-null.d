/*
 * ASSERTION: strlen(0) faults with an invalid address; the next clause runs.
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", strlen(0));
}

BEGIN
{
	printf("after\n");
	exit(0);
}
