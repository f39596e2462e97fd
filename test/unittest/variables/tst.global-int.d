/*
 * ASSERTION: a global integer variable is created by its first assignment,
 * keeps its value, and is visible to later clauses.
 */
#pragma D option quiet

BEGIN
{
	x = 41;
	x = x + 1;
}

BEGIN
{
	printf("x = %d\n", x);
	exit(0);
}
