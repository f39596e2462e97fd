/*
 * ASSERTION: Clauses for the same probe run in program order.
 */

#pragma D option quiet

BEGIN
{
	printf("one\n");
}

BEGIN
{
	printf("two\n");
}

BEGIN
{
	printf("three\n");
	exit(0);
}
