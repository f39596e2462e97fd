/*
 * ASSERTION: an assignment is an expression whose value is the value
 * assigned, so assignments chain.
 */
#pragma D option quiet

BEGIN
{
	a = b = c = 3;
	printf("%d %d %d %d\n", a, b, c, (d = 4) + 1);
	exit(0);
}
